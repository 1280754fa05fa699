import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { assign, type, type Infer } from 'superstruct';
import {
  DEFAULT_BRANCH_TIMEZONE,
  EXPORT_FORMATS,
  formatBookingDateTime,
  INCIDENT_ORDERINGS,
  INCIDENT_STATUSES,
  isCalendarDate,
  todayIso,
  type ExportFormat,
  type IncidentStatus,
} from '@motorpool/api';
import type { Database } from '../db/database';
import { branches, employeeExtensions, incidents, incidentTypes, users, vehicles } from '../db/schema';
import { sheetResponse, type Cell } from '../employees/transfer/export';
import { PageQuery, queryChoiceParameter, queryFlagParameter, queryParameter, queryPkParameter, queryTextParameter, Refused } from '../http/query';
import { inOrganisation } from '../tenancy/tenancy';
import { incidentBranchId, visibleIncidents, type IncidentCaller } from './access';
import { incidentReference } from './blocks';
import { personName } from './serialize';

/** `status=Open,Closed`: every word one of the statuses. */
const statusesParameter = queryParameter((text): IncidentStatus[] | undefined | Refused => {
  const statuses = text.split(',').map((part) => part.trim());
  const unknown = statuses.find((status) => !(INCIDENT_STATUSES as readonly string[]).includes(status));
  return unknown === undefined ? (statuses as IncidentStatus[]) : new Refused(`Unknown status: ${unknown}.`);
});

/** `from`/`to`: a day (YYYY-MM-DD), inclusive, on reported_on at the incident's branch. */
const dayParameter = (name: string) => queryParameter((text) => (isCalendarDate(text) ? text : new Refused(`${name} must be a date (YYYY-MM-DD).`)));

/** The incident table's query (IncidentListQuery of @motorpool/api), each value checked. */
export const IncidentListParameters = assign(
  type({
    ordering: queryChoiceParameter(INCIDENT_ORDERINGS, `ordering must be one of ${INCIDENT_ORDERINGS.join(', ')}.`, { emptyIsAbsent: false }),
    status: statusesParameter,
    is_critical: queryFlagParameter('is_critical'),
    is_verified: queryFlagParameter('is_verified'),
    incident_type_pk: queryPkParameter('incident_type_pk'),
    vehicle_pk: queryPkParameter('vehicle_pk'),
    branch_pk: queryPkParameter('branch_pk'),
    booking_pk: queryPkParameter('booking_pk'),
    person_pk: queryPkParameter('person_pk'),
    reported_by_pk: queryPkParameter('reported_by_pk'),
    from: dayParameter('from'),
    to: dayParameter('to'),
    search: queryTextParameter('search', 100),
    is_export: queryChoiceParameter(EXPORT_FORMATS, 'is_export must be csv or xlsx.', { emptyIsAbsent: false }),
  }),
  PageQuery,
);
export type IncidentListParameters = Infer<typeof IncidentListParameters>;

/** The zone of the incident's branch, as its `time_zone` answers it: a day of the period filter is that branch's day. */
const incidentZone = sql`coalesce(nullif((select ${branches.branchTimezone} from ${branches} where ${branches.id} = ${incidentBranchId}), ''), ${DEFAULT_BRANCH_TIMEZONE})`;
const reportedDay = sql`(${incidents.reportedOn} at time zone ${incidentZone})::date`;

/** The organisation's incidents the caller sees, narrowed by the table's filters. */
export function incidentListWhere(caller: IncidentCaller, query: IncidentListParameters): SQL | undefined {
  const search = query.search ? `%${query.search.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : null;
  return and(
    inOrganisation(incidents.organisationId, caller.scope),
    visibleIncidents(caller),
    query.status ? inArray(incidents.status, query.status) : undefined,
    query.is_critical === undefined ? undefined : eq(incidents.isCritical, query.is_critical),
    query.is_verified === undefined ? undefined : eq(incidents.isVerified, query.is_verified),
    query.incident_type_pk === undefined ? undefined : eq(incidents.incidentTypeId, query.incident_type_pk),
    query.vehicle_pk === undefined ? undefined : eq(incidents.vehicleId, query.vehicle_pk),
    query.branch_pk === undefined ? undefined : eq(incidentBranchId, query.branch_pk),
    query.booking_pk === undefined ? undefined : eq(incidents.bookingId, query.booking_pk),
    query.person_pk === undefined ? undefined : eq(incidents.personId, query.person_pk),
    query.reported_by_pk === undefined ? undefined : eq(incidents.reportedByUserId, query.reported_by_pk),
    query.from === undefined ? undefined : sql`${reportedDay} >= ${query.from}::date`,
    query.to === undefined ? undefined : sql`${reportedDay} <= ${query.to}::date`,
    search === null
      ? undefined
      : or(
          ilike(sql`'INC-' || lpad(${incidents.id}::text, 6, '0')`, search),
          ilike(incidents.description, search),
          sql`exists (select 1 from ${vehicles} where ${vehicles.id} = ${incidents.vehicleId} and ${vehicles.organisationId} = ${incidents.organisationId}
            and (${vehicles.name} ilike ${search} or ${vehicles.registrationNum} ilike ${search}))`,
        ),
  );
}

/** The table's order, newest report first by default; the id breaks ties so pages never overlap. */
export function incidentOrder(query: IncidentListParameters): SQL[] {
  const ordering = query.ordering ?? '-reported_on';
  const descending = ordering.startsWith('-');
  const direction = descending ? desc : asc;
  const column = ordering.endsWith('reference') ? incidents.id : ordering.endsWith('status') ? incidents.status : incidents.reportedOn;
  return [direction(column), direction(incidents.id)];
}

export async function countIncidents(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ value: count() }).from(incidents).where(where);
  return row?.value ?? 0;
}

const EXPORT_COLUMNS = [
  { key: 'reference', label: 'Reference' },
  { key: 'reported_on', label: 'Reported On' },
  { key: 'type', label: 'Incident Type' },
  { key: 'sub_type', label: 'Sub-type' },
  { key: 'status', label: 'Status' },
  { key: 'critical', label: 'Critical' },
  { key: 'verified', label: 'Verified' },
  { key: 'blocked', label: 'Vehicle Blocked' },
  { key: 'vehicle', label: 'Vehicle' },
  { key: 'registration', label: 'Registration' },
  { key: 'branch', label: 'Branch' },
  { key: 'booking', label: 'Booking ID' },
  { key: 'person', label: 'Person' },
  { key: 'reported_by', label: 'Reported By' },
  { key: 'address', label: 'Address' },
  { key: 'description', label: 'Description' },
  { key: 'resolution_note', label: 'Resolution Note' },
  { key: 'repair_cost', label: 'Repair Cost' },
  { key: 'days_off_road', label: 'Days Off Road' },
] as const;

const EXPORT_BATCH_SIZE = 1_000;
const subTypes = alias(incidentTypes, 'incident_sub_types');
const reporters = alias(users, 'reporters');

function exportPage(db: Database, where: SQL | undefined, query: IncidentListParameters, offset: number) {
  return db
    .select({
      incident: incidents,
      type: incidentTypes.name,
      subType: subTypes.name,
      vehicle: { name: vehicles.name, registration: vehicles.registrationNum },
      branch: { name: branches.name, timeZone: branches.branchTimezone },
      person: { firstName: users.firstName, lastName: users.lastName },
      reporter: { firstName: reporters.firstName, lastName: reporters.lastName },
    })
    .from(incidents)
    .innerJoin(incidentTypes, eq(incidentTypes.id, incidents.incidentTypeId))
    .leftJoin(subTypes, eq(subTypes.id, incidents.incidentSubTypeId))
    .leftJoin(vehicles, eq(vehicles.id, incidents.vehicleId))
    .leftJoin(branches, eq(branches.id, vehicles.branchId))
    .leftJoin(employeeExtensions, eq(employeeExtensions.id, incidents.personId))
    .leftJoin(users, eq(users.id, employeeExtensions.userId))
    .leftJoin(reporters, eq(reporters.id, incidents.reportedByUserId))
    .where(where)
    .orderBy(...incidentOrder(query))
    .limit(EXPORT_BATCH_SIZE)
    .offset(offset);
}

/** The export's rows a batch at a time, in the list's order (offset batches: the set is one organisation's incidents). */
async function* exportBatches(db: Database, where: SQL | undefined, query: IncidentListParameters): AsyncGenerator<Cell[][]> {
  for (let offset = 0; ; offset += EXPORT_BATCH_SIZE) {
    const rows = await exportPage(db, where, query, offset);
    if (rows.length === 0) return;
    yield rows.map(({ incident, type: typeName, subType, vehicle, branch, person, reporter }): Cell[] => [
      incidentReference(incident.id),
      formatBookingDateTime(incident.reportedOn, branch?.timeZone || DEFAULT_BRANCH_TIMEZONE),
      typeName,
      subType ?? '',
      incident.status,
      incident.isCritical ? 'Yes' : 'No',
      incident.isVerified ? 'Yes' : 'No',
      incident.status === 'Open' && incident.blockedFrom !== null ? 'Yes' : 'No',
      vehicle?.name ?? '',
      vehicle?.registration ?? '',
      branch?.name ?? '',
      incident.bookingId ?? '',
      person ? personName(person) : '',
      reporter ? personName(reporter) : '',
      incident.address ?? '',
      incident.description ?? '',
      incident.resolutionNote ?? '',
      incident.repairCost ?? '',
      incident.daysOffRoad ?? '',
    ]);
    if (rows.length < EXPORT_BATCH_SIZE) return;
  }
}

/** `is_export=csv|xlsx`: the whole filtered, ordered list (pages ignored), streamed. */
export async function incidentExportResponse(
  db: Database,
  where: SQL | undefined,
  query: IncidentListParameters,
  format: ExportFormat,
  now: Date,
): Promise<Response> {
  const total = await countIncidents(db, where);
  return sheetResponse(
    { name: 'Incidents', columns: EXPORT_COLUMNS, batches: () => exportBatches(db, where, query) },
    format,
    `incidents-${todayIso(now)}.${format}`,
    total,
  );
}
