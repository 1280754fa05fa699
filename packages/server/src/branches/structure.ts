import { and, count, eq } from 'drizzle-orm';
import { branchMessages, messages, type FieldErrors, type NamedWrite, type TagGroup, type TagGroupWrite } from '@motorpool/api';
import type { Database } from '../db/database';
import { bookings, branches, costCentres, departments, employeeDepartments, employeeExtensions, geofences, tagGroups, vehicles } from '../db/schema';
import { violatedUniqueKey } from '../db/unique-violation';
import { assertTagGroupMutable, toTagGroup } from '../custom-fields/groups';
import { checkSingle } from '../custom-fields/check';
import { badRequest, HttpError } from '../http/errors';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';
import { structureMessages } from './messages';

type Named = { pk: number; name: string };

/**
 * Departments, cost centres and geofences: the same CRUD over three tables,
 * each with its own words. Branches hold a geofence by id, so renaming one
 * renames it on every branch that uses it in the same single update.
 */
const NAMED_KINDS = {
  department: { table: departments, uniqueKey: 'departments_organisation_name_key', taken: structureMessages.departmentTaken },
  costCentre: { table: costCentres, uniqueKey: 'cost_centres_organisation_name_key', taken: structureMessages.costCentreTaken },
  geofence: { table: geofences, uniqueKey: 'geofences_organisation_name_key', taken: structureMessages.geofenceTaken },
} as const;
export type NamedKind = keyof typeof NAMED_KINDS;

function nameTaken(kind: NamedKind, error: unknown): never {
  const { uniqueKey, taken } = NAMED_KINDS[kind];
  if (violatedUniqueKey(error) === uniqueKey) throw new HttpError(409, taken, { fields: { name: taken } });
  throw error;
}

export async function createNamed(db: Database, scope: OrganisationScope, kind: NamedKind, input: NamedWrite): Promise<Named> {
  const { table } = NAMED_KINDS[kind];
  try {
    const [row] = await db
      .insert(table)
      .values({ organisationId: scope.organisationId, name: input.name.trim() })
      .returning({ pk: table.id, name: table.name });
    if (!row) throw new Error(`${kind} insert returned nothing`);
    return row;
  } catch (error) {
    nameTaken(kind, error);
  }
}

export async function renameNamed(db: Database, scope: OrganisationScope, kind: NamedKind, pk: number, input: NamedWrite): Promise<Named | null> {
  const { table } = NAMED_KINDS[kind];
  try {
    const [row] = await db
      .update(table)
      .set({ name: input.name.trim() })
      .where(and(inOrganisation(table.organisationId, scope), eq(table.id, pk)))
      .returning({ pk: table.id, name: table.name });
    return row ?? null;
  } catch (error) {
    nameTaken(kind, error);
  }
}

/** Members (not deleted) who hold the department; branches (not deleted) that use the geofence. */
async function holders(db: Database, scope: OrganisationScope, kind: 'department' | 'geofence', pk: number): Promise<number> {
  const [row] =
    kind === 'geofence'
      ? await db
          .select({ value: count() })
          .from(branches)
          .where(and(inOrganisation(branches.organisationId, scope), eq(branches.geofenceId, pk), eq(branches.isDeleted, false)))
      : await db
          .select({ value: count() })
          .from(employeeDepartments)
          .innerJoin(employeeExtensions, eq(employeeExtensions.id, employeeDepartments.employeeExtensionId))
          .where(
            and(inOrganisation(employeeDepartments.organisationId, scope), eq(employeeDepartments.departmentId, pk), eq(employeeExtensions.isDeleted, false)),
          );
  return row?.value ?? 0;
}

/**
 * What still uses a cost centre: members and vehicles (not deleted), and
 * bookings of any age — a booking's cost centre is its billing record, so it
 * is never cleared behind the organisation's back.
 */
async function costCentreHolders(db: Database, scope: OrganisationScope, pk: number): Promise<{ members: number; vehicles: number; bookings: number }> {
  const counted = async (query: Promise<{ value: number }[]>) => (await query)[0]?.value ?? 0;
  const [memberCount, vehicleCount, bookingCount] = await Promise.all([
    counted(
      db
        .select({ value: count() })
        .from(employeeExtensions)
        .where(and(inOrganisation(employeeExtensions.organisationId, scope), eq(employeeExtensions.costCentreId, pk), eq(employeeExtensions.isDeleted, false))),
    ),
    counted(
      db
        .select({ value: count() })
        .from(vehicles)
        .where(and(inOrganisation(vehicles.organisationId, scope), eq(vehicles.costCentreId, pk), eq(vehicles.isDeleted, false))),
    ),
    counted(
      db
        .select({ value: count() })
        .from(bookings)
        .where(and(inOrganisation(bookings.organisationId, scope), eq(bookings.costCentreId, pk))),
    ),
  ]);
  return { members: memberCount, vehicles: vehicleCount, bookings: bookingCount };
}

const IN_USE = {
  department: structureMessages.departmentInUse,
  geofence: structureMessages.geofenceInUse,
} as const;

async function assertNotInUse(db: Database, scope: OrganisationScope, kind: NamedKind, pk: number): Promise<void> {
  if (kind !== 'costCentre') {
    const inUse = await holders(db, scope, kind, pk);
    if (inUse > 0) throw new HttpError(409, IN_USE[kind](inUse));
    return;
  }
  const held = await costCentreHolders(db, scope, pk);
  if (held.members > 0) throw new HttpError(409, structureMessages.costCentreInUse(held.members));
  if (held.vehicles > 0 || held.bookings > 0) throw new HttpError(409, structureMessages.costCentreUsedByFleet(held.vehicles, held.bookings));
}

/**
 * Refused while members (branches, for a geofence; vehicles and bookings
 * too, for a cost centre) use it, with how many. Deleted members and
 * vehicles lose it with it: departments go by cascade, cost centres are cleared; deleted branches have their geofence cleared.
 * Answers false when there is no such row in the organisation.
 */
export async function deleteNamed(db: Database, scope: OrganisationScope, kind: NamedKind, pk: number): Promise<boolean> {
  const { table } = NAMED_KINDS[kind];
  const [existing] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(inOrganisation(table.organisationId, scope), eq(table.id, pk)));
  if (!existing) return false;
  await assertNotInUse(db, scope, kind, pk);
  await db.transaction(async (tx) => {
    if (kind === 'costCentre') {
      await tx
        .update(vehicles)
        .set({ costCentreId: null })
        .where(and(inOrganisation(vehicles.organisationId, scope), eq(vehicles.costCentreId, pk), eq(vehicles.isDeleted, true)));
      await tx
        .update(employeeExtensions)
        .set({ costCentreId: null })
        .where(and(inOrganisation(employeeExtensions.organisationId, scope), eq(employeeExtensions.costCentreId, pk), eq(employeeExtensions.isDeleted, true)));
    }
    if (kind === 'geofence') {
      await tx
        .update(branches)
        .set({ geofenceId: null })
        .where(and(inOrganisation(branches.organisationId, scope), eq(branches.geofenceId, pk), eq(branches.isDeleted, true)));
    }
    await tx.delete(table).where(and(inOrganisation(table.organisationId, scope), eq(table.id, pk)));
  });
  return true;
}

/** Spec §3: these types choose from the group's options, so they need some. */
const OPTION_TYPES: ReadonlySet<string> = new Set(['multitextselect', 'textselect', 'textchoice']);

/**
 * A group's `tags`: the options of the select types (at least one, each
 * once), or for the other types at most one default, which must be a value
 * of the type (spec §3: defaults come from the first tag value).
 */
function checkedOptions(input: TagGroupWrite): { tags: string[] } | { fields: FieldErrors } {
  const tags = (input.tags ?? []).map((tag) => tag.trim());
  if (tags.some((tag) => tag === '')) return { fields: { tags: structureMessages.optionBlank } };
  if (new Set(tags.map((tag) => tag.toLowerCase())).size !== tags.length) return { fields: { tags: structureMessages.optionRepeated } };
  if (OPTION_TYPES.has(input.tag_data_type)) return tags.length > 0 ? { tags } : { fields: { tags: branchMessages.tagsRequired } };
  if (tags.length > 1) return { fields: { tags: structureMessages.oneDefault } };
  const [fallback] = tags;
  if (fallback === undefined) return { tags };
  const checked = checkSingle({ tagDataType: input.tag_data_type, tags, label: input.label ?? null, tagGroupName: input.tag_group_name }, fallback);
  return 'error' in checked ? { fields: { tags: checked.error } } : { tags: [checked.value] };
}

const TAG_GROUP_KEY = 'tag_groups_organisation_type_name_key';

function groupColumns(input: TagGroupWrite, tags: string[]) {
  return {
    tagGroupName: input.tag_group_name.trim(),
    label: input.label?.trim() || null,
    tagType: input.tag_type,
    tagDataType: input.tag_data_type,
    tags,
    description: input.description?.trim() || null,
    isMandatory: input.is_mandatory ?? false,
    showTooltip: input.show_tooltip ?? false,
    isBookingApproval: input.is_booking_approval ?? false,
    isCustomizable: input.is_customizable ?? true,
  };
}

function groupNameTaken(error: unknown): never {
  if (violatedUniqueKey(error) === TAG_GROUP_KEY) {
    throw new HttpError(409, structureMessages.tagGroupTaken, { fields: { tag_group_name: structureMessages.tagGroupTaken } });
  }
  throw error;
}

function optionsOrFail(input: TagGroupWrite): string[] {
  const options = checkedOptions(input);
  if ('fields' in options) throw badRequest(messages.request.invalid, { fields: options.fields });
  return options.tags;
}

export async function createTagGroup(db: Database, scope: OrganisationScope, input: TagGroupWrite): Promise<TagGroup> {
  const tags = optionsOrFail(input);
  try {
    const [row] = await db
      .insert(tagGroups)
      .values({ organisationId: scope.organisationId, ...groupColumns(input, tags) })
      .returning();
    if (!row) throw new Error('tag group insert returned nothing');
    return toTagGroup(row);
  } catch (error) {
    groupNameTaken(error);
  }
}

async function findTagGroup(db: Database, scope: OrganisationScope, pk: number) {
  const [row] = await db
    .select()
    .from(tagGroups)
    .where(and(inOrganisation(tagGroups.organisationId, scope), eq(tagGroups.id, pk)));
  return row;
}

/**
 * The entity stays (its values belong to users, branches or bookings); the
 * special groups refuse any change (spec §3).
 */
export async function updateTagGroup(db: Database, scope: OrganisationScope, pk: number, input: TagGroupWrite): Promise<TagGroup | null> {
  const existing = await findTagGroup(db, scope, pk);
  if (!existing) return null;
  assertTagGroupMutable(existing);
  if (existing.tagType !== input.tag_type) throw badRequest(messages.request.invalid, { fields: { tag_type: structureMessages.tagTypeFixed } });
  const tags = optionsOrFail(input);
  try {
    const [row] = await db
      .update(tagGroups)
      .set(groupColumns(input, tags))
      .where(and(inOrganisation(tagGroups.organisationId, scope), eq(tagGroups.id, pk), eq(tagGroups.isSpecial, false)))
      .returning();
    return row ? toTagGroup(row) : null;
  } catch (error) {
    groupNameTaken(error);
  }
}

/** Deleting a group deletes every value held for it (the values' foreign keys cascade). */
export async function deleteTagGroup(db: Database, scope: OrganisationScope, pk: number): Promise<boolean> {
  const existing = await findTagGroup(db, scope, pk);
  if (!existing) return false;
  assertTagGroupMutable(existing);
  await db.delete(tagGroups).where(and(inOrganisation(tagGroups.organisationId, scope), eq(tagGroups.id, pk), eq(tagGroups.isSpecial, false)));
  return true;
}
