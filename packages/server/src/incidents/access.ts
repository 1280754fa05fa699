import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  incidentMessages,
  incidentReportRefusal,
  incidentVisibility,
  mayManageIncident,
  seesOthersIncidents,
  type ApproverReach,
  type BookingPeople,
  type VisibilityRules,
} from '@motorpool/api';
import { approverReach } from '../bookings/approval';
import { callerExtensionId } from '../bookings/access';
import type { Database } from '../db/database';
import { bookings, bookingSecondaryDrivers, incidents, vehicles } from '../db/schema';
import { enforce } from '../tenancy/permissions';
import type { OrganisationScope } from '../tenancy/tenancy';
import { viewerOf } from '../visibility/rules';

/** Who is asking, as the incident rules read them: their reach (managed and hub branches) and their account. */
export type IncidentCaller = { scope: OrganisationScope; userId: number; reach: ApproverReach; rules: VisibilityRules };

export async function incidentCaller(db: Database, scope: OrganisationScope, userId: number): Promise<IncidentCaller> {
  const [reach, viewer] = await Promise.all([approverReach(db, scope), viewerOf(db, scope)]);
  return { scope, userId, reach, rules: viewer.rules };
}

/** Spec §6 and the rules, each refusal with its own message (403). */
export function assertMayReport(caller: IncidentCaller, subject: { booking: BookingPeople | null; onVehicle: boolean }): void {
  const refusal = incidentReportRefusal(caller.reach, subject);
  enforce(
    refusal === null,
    refusal === 'dealer_vehicle' ? incidentMessages.dealerVehicle : refusal === 'not_own' ? incidentMessages.notOwnBooking : incidentMessages.mayNotRaise,
  );
}

export function mayManage(caller: IncidentCaller, branchId: number | null): boolean {
  return mayManageIncident(caller.reach, branchId);
}

export function assertMayManage(caller: IncidentCaller, branchId: number | null): void {
  enforce(mayManage(caller, branchId), incidentMessages.mayNotManage);
}

/**
 * The branch an incident belongs to: its vehicle's, else its booking's (an
 * incident about a person alone has none, and is the admins').
 */
export const incidentBranchId = sql<number | null>`coalesce(
  (select ${vehicles.branchId} from ${vehicles} where ${vehicles.id} = ${incidents.vehicleId} and ${vehicles.organisationId} = ${incidents.organisationId}),
  (select ${bookings.branchId} from ${bookings} where ${bookings.id} = ${incidents.bookingId} and ${bookings.organisationId} = ${incidents.organisationId}))`;

/**
 * The incidents the caller sees (incidentVisibility): all of the organisation,
 * or those they reported, about their bookings or about them, and those of
 * the branches they manage. A role whose visibility rules hide other drivers'
 * incidents sees only the latter, unless it manages every incident.
 */
export function visibleIncidents(caller: IncidentCaller): SQL | undefined {
  if (incidentVisibility(caller.reach) === 'all' && seesOthersIncidents(caller.reach, caller.rules)) return undefined;
  const extensionId = callerExtensionId(caller.scope);
  const branchIds = [...caller.reach.managedBranchIds, ...caller.reach.hubBranchIds];
  const own: (SQL | undefined)[] = [eq(incidents.reportedByUserId, caller.userId)];
  if (extensionId !== null) {
    own.push(
      eq(incidents.personId, extensionId),
      sql`exists (select 1 from ${bookings} where ${bookings.id} = ${incidents.bookingId} and ${bookings.organisationId} = ${incidents.organisationId}
        and (${bookings.driverId} = ${extensionId} or exists (select 1 from ${bookingSecondaryDrivers}
          where ${bookingSecondaryDrivers.bookingId} = ${bookings.id} and ${bookingSecondaryDrivers.employeeExtensionId} = ${extensionId})))`,
    );
  }
  if (branchIds.length > 0) own.push(inArray(incidentBranchId, branchIds));
  return or(...own);
}

/** The booking's driver and secondary drivers, as isOwnBooking reads them. */
export async function bookingPeople(db: Database, scope: OrganisationScope, booking: { id: number; driverId: number }): Promise<BookingPeople> {
  const secondary = await db
    .select({ id: bookingSecondaryDrivers.employeeExtensionId })
    .from(bookingSecondaryDrivers)
    .where(and(eq(bookingSecondaryDrivers.organisationId, scope.organisationId), eq(bookingSecondaryDrivers.bookingId, booking.id)));
  return { driverId: booking.driverId, secondaryDriverIds: secondary.map((row) => row.id) };
}
