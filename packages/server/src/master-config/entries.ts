import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MASTER_CONFIG_LISTS, masterConfigMessages, type MasterConfigEntry, type MasterConfigEntryWrite, type MasterConfigList } from '@motorpool/api';
import { changedFields, recordAudit } from '../audit/audit';
import type { Database } from '../db/database';
import { employeeExtensions, masterConfigEntries, vehicles } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { badRequest, HttpError, notFound } from '../http/errors';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';

type EntryRow = typeof masterConfigEntries.$inferSelect;
export type Editor = { userId: number; now: Date };

/** The vehicles' column that points at each list's entries and the text column it keeps the label in, by their drizzle keys. */
export const VEHICLE_COLUMNS = {
  'licence-classes': { id: 'vehicleClassId', text: 'vehicleClass' },
  'vehicle-makes': { id: 'makeId', text: 'make' },
  'vehicle-models': { id: 'modelId', text: 'model' },
  colours: { id: 'paintId', text: 'paint' },
  'body-types': { id: 'bodyTypeId', text: 'bodyType' },
  'fuel-types': { id: 'fuelTypeId', text: 'fuelType' },
} as const satisfies Record<MasterConfigList, { id: keyof typeof vehicles.$inferSelect; text: keyof typeof vehicles.$inferSelect }>;

export function listOf(raw: string | undefined): MasterConfigList {
  const list = MASTER_CONFIG_LISTS.find((name) => name === raw);
  if (!list) throw notFound(masterConfigMessages.listUnknown);
  return list;
}

const inList = (scope: OrganisationScope, list: MasterConfigList) =>
  and(inOrganisation(masterConfigEntries.organisationId, scope), eq(masterConfigEntries.list, list));

/** A member holds a licence class whatever its case, as the migration matched them. */
const holdsClass = (label: SQL | string) => sql`exists (select 1 from unnest(${employeeExtensions.licenseClass}) as held where lower(held) = lower(${label}))`;

/**
 * How many live records use the entry: vehicles (not deleted) pointing at it,
 * members (not deleted) holding the licence class, a make's models.
 */
function usesOf(scope: OrganisationScope, list: MasterConfigList, entry: { id: SQL | number; label: SQL | string }): SQL<number> {
  const column = vehicles[VEHICLE_COLUMNS[list].id];
  const vehicleUses = sql`(select count(*) from ${vehicles} where ${vehicles.organisationId} = ${scope.organisationId} and ${vehicles.isDeleted} = false and ${column} = ${entry.id})`;
  const memberUses =
    list === 'licence-classes'
      ? sql`(select count(*) from ${employeeExtensions} where ${employeeExtensions.organisationId} = ${scope.organisationId} and ${employeeExtensions.isDeleted} = false and ${holdsClass(entry.label)})`
      : sql`0`;
  // Aliased, so that an outer "master_config_entries"."id" passed as entry.id still names the outer row.
  const modelUses =
    list === 'vehicle-makes'
      ? sql`(select count(*) from ${masterConfigEntries} as models where models.organisation_id = ${scope.organisationId} and models.parent_id = ${entry.id})`
      : sql`0`;
  return sql<number>`(${vehicleUses} + ${memberUses} + ${modelUses})::int`;
}

/** One list in its order, with each entry's make (models) and uses. */
export async function listEntries(db: Database, scope: OrganisationScope, list: MasterConfigList, includeInactive: boolean): Promise<MasterConfigEntry[]> {
  const make = alias(masterConfigEntries, 'make');
  const rows = await db
    .select({
      entry: masterConfigEntries,
      make: { id: make.id, label: make.label },
      uses: usesOf(scope, list, { id: sql`${masterConfigEntries.id}`, label: sql`${masterConfigEntries.label}` }),
    })
    .from(masterConfigEntries)
    .leftJoin(make, and(eq(make.id, masterConfigEntries.parentId), eq(make.organisationId, masterConfigEntries.organisationId)))
    .where(and(inList(scope, list), includeInactive ? undefined : eq(masterConfigEntries.isActive, true)))
    .orderBy(asc(masterConfigEntries.position), asc(masterConfigEntries.id));
  return rows.map(({ entry, make: parent, uses }) => ({
    pk: entry.id,
    list,
    label: entry.label,
    parent: parent ? { pk: parent.id, name: parent.label } : null,
    position: entry.position,
    is_active: entry.isActive,
    uses: Number(uses),
  }));
}

async function usesNow(db: Database, scope: OrganisationScope, list: MasterConfigList, entry: EntryRow): Promise<number> {
  const [row] = await db
    .select({ uses: usesOf(scope, list, { id: entry.id, label: entry.label }) })
    .from(masterConfigEntries)
    .where(and(inList(scope, list), eq(masterConfigEntries.id, entry.id)));
  return Number(row?.uses ?? 0);
}

async function findEntry(db: Database, scope: OrganisationScope, list: MasterConfigList, pk: number): Promise<EntryRow> {
  const [row] = await db
    .select()
    .from(masterConfigEntries)
    .where(and(inList(scope, list), eq(masterConfigEntries.id, pk)));
  if (!row) throw notFound(masterConfigMessages.notFound);
  return row;
}

async function oneEntry(db: Database, scope: OrganisationScope, list: MasterConfigList, pk: number): Promise<MasterConfigEntry> {
  const found = (await listEntries(db, scope, list, true)).find((entry) => entry.pk === pk);
  if (!found) throw notFound(masterConfigMessages.notFound);
  return found;
}

/** A model's make must be a make of the organisation; no other list has a parent. */
async function checkedParent(db: Database, scope: OrganisationScope, list: MasterConfigList, input: MasterConfigEntryWrite): Promise<EntryRow | null> {
  const parentPk = input.parent ?? null;
  if (list !== 'vehicle-models') {
    if (parentPk !== null) throw badRequest(masterConfigMessages.makeOnlyForModels, { fields: { parent: masterConfigMessages.makeOnlyForModels } });
    return null;
  }
  if (parentPk === null) throw badRequest(masterConfigMessages.makeRequired, { fields: { parent: masterConfigMessages.makeRequired } });
  const [make] = await db
    .select()
    .from(masterConfigEntries)
    .where(and(inList(scope, 'vehicle-makes'), eq(masterConfigEntries.id, parentPk)));
  if (!make) throw badRequest(masterConfigMessages.makeUnknown, { fields: { parent: masterConfigMessages.makeUnknown } });
  return make;
}

/** The unique index decides whether a label is taken (two saves can race past any check). */
function labelTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new HttpError(409, masterConfigMessages.labelTaken, { fields: { label: masterConfigMessages.labelTaken } });
  throw error;
}

/** What the trail keeps of an entry: its label, make and whether it is offered. */
const audited = (row: Pick<EntryRow, 'label' | 'isActive'>, make: string | null) => ({ label: row.label, make, is_active: row.isActive });

export async function createEntry(db: Database, scope: OrganisationScope, list: MasterConfigList, input: MasterConfigEntryWrite, editor: Editor) {
  const make = await checkedParent(db, scope, list, input);
  try {
    const id = await db.transaction(async (tx) => {
      // Appended at the end of the list; the position only orders, so two racing adds sharing one is harmless.
      const [created] = await tx
        .insert(masterConfigEntries)
        .values({
          organisationId: scope.organisationId,
          list,
          label: input.label.trim(),
          parentId: make?.id ?? null,
          isActive: input.is_active ?? true,
          position: sql`coalesce((select max(${masterConfigEntries.position}) from ${masterConfigEntries} where ${inList(scope, list)}), 0) + 1`,
          createdAt: editor.now,
          modifiedAt: editor.now,
        })
        .returning();
      if (!created) throw new Error('master config insert returned nothing');
      await recordAudit(tx, scope, {
        recordType: 'master_config',
        recordKey: list,
        actorUserId: editor.userId,
        action: `Created ${created.label}`,
        changes: changedFields({}, audited(created, make?.label ?? null)),
        at: editor.now,
      });
      return created.id;
    });
    return await oneEntry(db, scope, list, id);
  } catch (error) {
    labelTaken(error);
  }
}

/**
 * A new label is written into the vehicles (and members' licence classes)
 * that use the entry, in the same transaction, so every screen reading the
 * text shows the new spelling; a model in use keeps its make.
 */
export async function updateEntry(db: Database, scope: OrganisationScope, list: MasterConfigList, pk: number, input: MasterConfigEntryWrite, editor: Editor) {
  const before = await findEntry(db, scope, list, pk);
  const make = await checkedParent(db, scope, list, input);
  const label = input.label.trim();
  try {
    await db.transaction(async (tx) => {
      if (list === 'vehicle-models' && (make?.id ?? null) !== before.parentId && (await usesNow(tx, scope, list, before)) > 0) {
        throw new HttpError(409, masterConfigMessages.modelMakeInUse, { fields: { parent: masterConfigMessages.modelMakeInUse } });
      }
      const [after] = await tx
        .update(masterConfigEntries)
        .set({ label, parentId: make?.id ?? null, isActive: input.is_active ?? before.isActive, modifiedAt: editor.now })
        .where(and(inList(scope, list), eq(masterConfigEntries.id, pk)))
        .returning();
      if (!after) throw notFound(masterConfigMessages.notFound);
      if (after.label !== before.label) {
        await tx
          .update(vehicles)
          .set({ [VEHICLE_COLUMNS[list].text]: after.label })
          .where(and(inOrganisation(vehicles.organisationId, scope), eq(vehicles[VEHICLE_COLUMNS[list].id], pk)));
        if (list === 'licence-classes') {
          await tx
            .update(employeeExtensions)
            .set({
              licenseClass: sql`array(select case when lower(held) = lower(${before.label}) then ${after.label} else held end from unnest(${employeeExtensions.licenseClass}) as held)`,
            })
            .where(and(inOrganisation(employeeExtensions.organisationId, scope), holdsClass(before.label)));
        }
      }
      const beforeMake = before.parentId === null ? null : await makeLabel(tx, scope, before.parentId);
      const changes = changedFields(audited(before, beforeMake), audited(after, make?.label ?? null));
      if (changes) {
        await recordAudit(tx, scope, {
          recordType: 'master_config',
          recordKey: list,
          actorUserId: editor.userId,
          action: `Updated ${after.label}`,
          changes,
          at: editor.now,
        });
      }
    });
  } catch (error) {
    labelTaken(error);
  }
  return oneEntry(db, scope, list, pk);
}

async function makeLabel(db: Database, scope: OrganisationScope, id: number): Promise<string | null> {
  const [row] = await db
    .select({ label: masterConfigEntries.label })
    .from(masterConfigEntries)
    .where(and(inOrganisation(masterConfigEntries.organisationId, scope), eq(masterConfigEntries.id, id)));
  return row?.label ?? null;
}

/**
 * Deletes an entry nothing uses; one in use is refused (409), to be
 * deactivated instead. Deleted vehicles keep their text but let go of the
 * entry; a vehicle saved with it meanwhile is caught by the foreign key.
 */
export async function deleteEntry(db: Database, scope: OrganisationScope, list: MasterConfigList, pk: number, editor: Editor): Promise<void> {
  const entry = await findEntry(db, scope, list, pk);
  try {
    await db.transaction(async (tx) => {
      const column = vehicles[VEHICLE_COLUMNS[list].id];
      await tx
        .update(vehicles)
        .set({ [VEHICLE_COLUMNS[list].id]: null })
        .where(and(inOrganisation(vehicles.organisationId, scope), eq(column, pk), eq(vehicles.isDeleted, true)));
      const uses = await usesNow(tx, scope, list, entry);
      if (uses > 0) throw new HttpError(409, masterConfigMessages.inUse(uses));
      await tx.delete(masterConfigEntries).where(and(inList(scope, list), eq(masterConfigEntries.id, pk)));
      await recordAudit(tx, scope, {
        recordType: 'master_config',
        recordKey: list,
        actorUserId: editor.userId,
        action: `Deleted ${entry.label}`,
        changes: changedFields(audited(entry, entry.parentId === null ? null : await makeLabel(tx, scope, entry.parentId)), {}),
        at: editor.now,
      });
    });
  } catch (error) {
    // SQLSTATE 23503: a vehicle took the entry between the count and the delete.
    if ((error as { code?: unknown }).code === '23503' || (error as { cause?: { code?: unknown } }).cause?.code === '23503') {
      throw new HttpError(409, masterConfigMessages.inUse(1));
    }
    throw error;
  }
}

/** Puts the list in the order given, which must name each of its entries once (a stale screen is told to reload). */
export async function reorderEntries(db: Database, scope: OrganisationScope, list: MasterConfigList, pks: readonly number[], editor: Editor) {
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: masterConfigEntries.id, label: masterConfigEntries.label })
      .from(masterConfigEntries)
      .where(inList(scope, list))
      .orderBy(asc(masterConfigEntries.position), asc(masterConfigEntries.id))
      .for('update');
    const known = new Set(rows.map((row) => row.id));
    if (pks.length !== rows.length || new Set(pks).size !== pks.length || !pks.every((pk) => known.has(pk))) {
      throw new HttpError(409, masterConfigMessages.orderMismatch, { fields: { pks: masterConfigMessages.orderMismatch } });
    }
    const labels = new Map(rows.map((row) => [row.id, row.label]));
    const changes = changedFields({ order: rows.map((row) => row.label) }, { order: pks.map((pk) => labels.get(pk)) });
    if (!changes) return;
    for (const [index, pk] of pks.entries()) {
      await tx
        .update(masterConfigEntries)
        .set({ position: index + 1 })
        .where(and(inList(scope, list), eq(masterConfigEntries.id, pk)));
    }
    await recordAudit(tx, scope, { recordType: 'master_config', recordKey: list, actorUserId: editor.userId, action: 'Reordered', changes, at: editor.now });
  });
  return listEntries(db, scope, list, true);
}

/** Active entries of the given lists, for the vehicle write to resolve its fields against. */
export async function entriesOfLists(db: Database, scope: OrganisationScope, lists: readonly MasterConfigList[]) {
  return db
    .select()
    .from(masterConfigEntries)
    .where(and(inOrganisation(masterConfigEntries.organisationId, scope), inArray(masterConfigEntries.list, [...lists])));
}
