import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { incidentMessages, type IncidentType, type IncidentTypeWrite } from '@motorpool/api';
import type { Database } from '../db/database';
import { incidents, incidentTypes } from '../db/schema';
import { violatedUniqueKey } from '../db/unique-violation';
import { badRequest, HttpError, notFound } from '../http/errors';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';

export type IncidentTypeRow = typeof incidentTypes.$inferSelect;

const NAME_KEY = 'incident_types_name_key';

const nameTaken = () => new HttpError(409, incidentMessages.typeNameTaken, { fields: { name: incidentMessages.typeNameTaken } });

/** The type ids incidents of the organisation name, as type or sub-type. */
async function typeIdsInUse(db: Database, scope: OrganisationScope): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ typeId: incidents.incidentTypeId, subTypeId: incidents.incidentSubTypeId })
    .from(incidents)
    .where(inOrganisation(incidents.organisationId, scope));
  return new Set(rows.flatMap((row) => (row.subTypeId === null ? [row.typeId] : [row.typeId, row.subTypeId])));
}

/** Every type of the organisation with its sub-types, by name (the settings page and the report form's choices). */
export async function listIncidentTypes(db: Database, scope: OrganisationScope): Promise<IncidentType[]> {
  const [rows, inUse] = await Promise.all([
    db
      .select()
      .from(incidentTypes)
      .where(inOrganisation(incidentTypes.organisationId, scope))
      .orderBy(asc(sql`lower(${incidentTypes.name})`), asc(incidentTypes.id)),
    typeIdsInUse(db, scope),
  ]);
  return rows.filter((row) => row.parentId === null).map((row) => serializeType(row, rows, inUse));
}

function serializeType(row: IncidentTypeRow, all: readonly IncidentTypeRow[], inUse: ReadonlySet<number>): IncidentType {
  return {
    pk: row.id,
    name: row.name,
    is_active: row.isActive,
    is_critical_default: row.isCriticalDefault,
    blocks_vehicle: row.blocksVehicle,
    in_use: inUse.has(row.id),
    sub_types: all
      .filter((child) => child.parentId === row.id)
      .map((child) => ({
        pk: child.id,
        name: child.name,
        is_active: child.isActive,
        in_use: inUse.has(child.id),
        is_critical_default: child.isCriticalDefault,
        blocks_vehicle: child.blocksVehicle,
      })),
  };
}

export async function findIncidentType(db: Database, scope: OrganisationScope, pk: number): Promise<IncidentTypeRow | undefined> {
  const [row] = await db
    .select()
    .from(incidentTypes)
    .where(and(inOrganisation(incidentTypes.organisationId, scope), eq(incidentTypes.id, pk)));
  return row;
}

/** The type as the settings page shows it: a sub-type answers its top-level type, which lists it. */
export async function incidentTypeAnswer(db: Database, scope: OrganisationScope, row: IncidentTypeRow): Promise<IncidentType> {
  const topId = row.parentId ?? row.id;
  const [family, inUse] = await Promise.all([
    db
      .select()
      .from(incidentTypes)
      .where(and(inOrganisation(incidentTypes.organisationId, scope), or(eq(incidentTypes.id, topId), eq(incidentTypes.parentId, topId))))
      .orderBy(asc(sql`lower(${incidentTypes.name})`), asc(incidentTypes.id)),
    typeIdsInUse(db, scope),
  ]);
  const top = family.find((candidate) => candidate.id === topId);
  if (!top) throw notFound(incidentMessages.typeNotFound);
  return serializeType(top, family, inUse);
}

/** A parent must be a top-level type of the organisation: sub-types go one level deep. */
async function checkParent(db: Database, scope: OrganisationScope, parentPk: number | null, self: IncidentTypeRow | null): Promise<void> {
  if (parentPk === null) return;
  const parent = await findIncidentType(db, scope, parentPk);
  if (!parent) throw badRequest(incidentMessages.typeNotFound, { fields: { parent: incidentMessages.typeNotFound } });
  if (parent.parentId !== null || parent.id === self?.id) {
    throw badRequest(incidentMessages.subTypeOfSubType, { fields: { parent: incidentMessages.subTypeOfSubType } });
  }
  if (self) {
    const [child] = await db
      .select({ id: incidentTypes.id })
      .from(incidentTypes)
      .where(and(inOrganisation(incidentTypes.organisationId, scope), eq(incidentTypes.parentId, self.id)))
      .limit(1);
    if (child) throw badRequest(incidentMessages.subTypeOfSubType, { fields: { parent: incidentMessages.subTypeOfSubType } });
  }
}

/** The unique key decides the name (same-named types at one level race past any check). */
async function withNameKey<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (violatedUniqueKey(error) === NAME_KEY) throw nameTaken();
    throw error;
  }
}

/** The name as stored: trimmed, and never blank. */
function typeName(input: IncidentTypeWrite): string {
  const name = input.name.trim();
  if (name === '') throw badRequest(incidentMessages.typeNameRequired, { fields: { name: incidentMessages.typeNameRequired } });
  return name;
}

export async function createIncidentType(db: Database, scope: OrganisationScope, input: IncidentTypeWrite): Promise<IncidentTypeRow> {
  const name = typeName(input);
  const parentId = input.parent ?? null;
  await checkParent(db, scope, parentId, null);
  return withNameKey(async () => {
    const [row] = await db
      .insert(incidentTypes)
      .values({
        organisationId: scope.organisationId,
        parentId,
        name,
        isActive: input.is_active ?? true,
        isCriticalDefault: input.is_critical_default ?? false,
        blocksVehicle: input.blocks_vehicle ?? false,
      })
      .returning();
    if (!row) throw new Error('incident type insert returned nothing');
    return row;
  });
}

/** Renames, (de)activates, changes the defaults; `parent` when given moves a sub-type (or makes it top-level with null). */
export async function updateIncidentType(
  db: Database,
  scope: OrganisationScope,
  existing: IncidentTypeRow,
  input: IncidentTypeWrite,
  now: Date,
): Promise<IncidentTypeRow> {
  const name = typeName(input);
  const parentId = input.parent === undefined ? existing.parentId : input.parent;
  if (parentId !== existing.parentId) await checkParent(db, scope, parentId, existing);
  return withNameKey(async () => {
    const [row] = await db
      .update(incidentTypes)
      .set({
        parentId,
        name,
        isActive: input.is_active ?? existing.isActive,
        isCriticalDefault: input.is_critical_default ?? existing.isCriticalDefault,
        blocksVehicle: input.blocks_vehicle ?? existing.blocksVehicle,
        modifiedAt: now,
      })
      .where(and(inOrganisation(incidentTypes.organisationId, scope), eq(incidentTypes.id, existing.id)))
      .returning();
    if (!row) throw notFound(incidentMessages.typeNotFound);
    return row;
  });
}

/**
 * Deletes a type (and its sub-types) no incident names; one in use is refused
 * (409): deactivating keeps the incidents' history readable.
 */
export async function deleteIncidentType(db: Database, scope: OrganisationScope, existing: IncidentTypeRow): Promise<void> {
  await db.transaction(async (tx) => {
    const family = await tx
      .select({ id: incidentTypes.id })
      .from(incidentTypes)
      .where(and(inOrganisation(incidentTypes.organisationId, scope), or(eq(incidentTypes.id, existing.id), eq(incidentTypes.parentId, existing.id))))
      .for('update');
    const ids = family.map((row) => row.id);
    const [used] = await tx
      .select({ id: incidents.id })
      .from(incidents)
      .where(and(inOrganisation(incidents.organisationId, scope), or(inArray(incidents.incidentTypeId, ids), inArray(incidents.incidentSubTypeId, ids))))
      .limit(1);
    if (used) throw new HttpError(409, incidentMessages.typeInUse);
    await tx.delete(incidentTypes).where(and(inOrganisation(incidentTypes.organisationId, scope), eq(incidentTypes.id, existing.id)));
  });
}

/** The active type (and sub-type, a child of it) a report names, or a 400 naming the field. */
export async function resolveReportedType(
  db: Database,
  scope: OrganisationScope,
  typePk: number,
  subTypePk: number | null,
): Promise<{ type: IncidentTypeRow; subType: IncidentTypeRow | null }> {
  const rows = await db
    .select()
    .from(incidentTypes)
    .where(
      and(
        inOrganisation(incidentTypes.organisationId, scope),
        eq(incidentTypes.isActive, true),
        inArray(incidentTypes.id, subTypePk === null ? [typePk] : [typePk, subTypePk]),
      ),
    );
  const type = rows.find((row) => row.id === typePk && row.parentId === null);
  if (!type) throw badRequest(incidentMessages.typeUnknown, { fields: { incident_type: incidentMessages.typeUnknown } });
  if (subTypePk === null) return { type, subType: null };
  const subType = rows.find((row) => row.id === subTypePk && row.parentId === type.id);
  if (!subType) throw badRequest(incidentMessages.subTypeUnknown, { fields: { incident_sub_type: incidentMessages.subTypeUnknown } });
  return { type, subType };
}
