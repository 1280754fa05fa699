import { and, count, eq, inArray, or, sql } from 'drizzle-orm';
import { FLIGHT_DETAILS_TAG, messages, type BranchWrite, type FieldErrors, type MyBranchWrite } from '@motorpool/api';
import type { Database } from '../db/database';
import { branchManagers, branches, branchRelations, branchTagValues, employeeExtensions, geofences, vehicles } from '../db/schema';
import { violatedUniqueKey } from '../db/unique-violation';
import { checkUserTags, type TagWrites } from '../custom-fields/check';
import { tagGroupsOf, type TagGroupRow } from '../custom-fields/groups';
import { userTagsOf } from '../custom-fields/values';
import { planLicenceReminders } from '../employees/licence-expiry';
import { badRequest, HttpError } from '../http/errors';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';
import { structureMessages } from './messages';
import type { BranchRow } from './serialize';
import { companyDefaults } from '../settings/company-settings';
import { requireHubs } from '../settings/hubs';

const BRANCH_NAME_KEY = 'branches_organisation_name_key';

type CheckedWrite = {
  tagWrites: TagWrites;
  geofenceId: number | null | undefined;
  managerIds: number[] | undefined;
  /** The value 'Flight Details Required' will hold once the write is saved. */
  flightDetailsRequired: boolean;
};

async function branchTagState(db: Database, scope: OrganisationScope, branchId: number | null) {
  const [groups, stored] = await Promise.all([
    tagGroupsOf(db, scope, 'branch'),
    branchId === null
      ? []
      : db
          .select({ tagGroupId: branchTagValues.tagGroupId, value: branchTagValues.value })
          .from(branchTagValues)
          .where(and(inOrganisation(branchTagValues.organisationId, scope), eq(branchTagValues.branchId, branchId))),
  ]);
  return { groups, stored: new Map(stored.map((row) => [row.tagGroupId, row.value])) };
}

/** Spec §3: airport tags are kept only while the branch tag 'Flight Details Required' holds 'true'. */
function flightDetailsRequired(groups: readonly TagGroupRow[], stored: Map<number, string[]>, writes: TagWrites): boolean {
  const group = groups.find((candidate) => candidate.tagGroupName.toLowerCase() === FLIGHT_DETAILS_TAG.toLowerCase());
  if (!group) return false;
  const after = new Map(stored);
  const written = writes.get(group.id);
  if (written === null) after.delete(group.id);
  else if (written !== undefined) after.set(group.id, written);
  return userTagsOf([group], after)[0]?.value === 'true';
}

/**
 * Everything a branch write names must be this organisation's: managers are
 * its members (not deleted), the geofence one of its geofences, the tags its
 * branch custom fields under the rules of spec §3. Failures are field messages.
 */
async function checkBranchWrite(db: Database, scope: OrganisationScope, input: BranchWrite, existing: BranchRow | null): Promise<CheckedWrite> {
  const fields: FieldErrors = {};
  const managerIds = input.branch_manager === undefined ? undefined : [...new Set(input.branch_manager)];
  const geofenceName = input.geofence_name?.trim();
  const [tagState, managerRows, geofenceRows] = await Promise.all([
    branchTagState(db, scope, existing?.id ?? null),
    managerIds && managerIds.length > 0
      ? db
          .select({ id: employeeExtensions.id })
          .from(employeeExtensions)
          .where(
            and(inOrganisation(employeeExtensions.organisationId, scope), inArray(employeeExtensions.id, managerIds), eq(employeeExtensions.isDeleted, false)),
          )
      : [],
    geofenceName
      ? db
          .select({ id: geofences.id })
          .from(geofences)
          .where(and(inOrganisation(geofences.organisationId, scope), sql`lower(${geofences.name}) = ${geofenceName.toLowerCase()}`))
      : [],
  ]);
  if (managerIds && managerRows.length !== managerIds.length) fields.branch_manager = structureMessages.managersOfOrganisation;
  if (geofenceName && geofenceRows.length === 0) fields.geofence_name = structureMessages.unknownGeofence;

  const tags = checkUserTags(input.branch_tags ?? [], {
    groups: tagState.groups,
    stored: tagState.stored,
    own: { branchId: null, hubId: null },
    branches: [],
    // A new branch needs its mandatory fields; an edit checks them when it sends the tags.
    enforceMandatory: existing === null || input.branch_tags !== undefined,
    fieldName: 'branch_tags',
  });
  Object.assign(fields, tags.fields);
  if (Object.keys(fields).length > 0) throw badRequest(messages.request.invalid, { fields });
  return {
    tagWrites: tags.writes,
    geofenceId: input.geofence_name === undefined ? undefined : (geofenceRows[0]?.id ?? null),
    managerIds,
    flightDetailsRequired: flightDetailsRequired(tagState.groups, tagState.stored, tags.writes),
  };
}

const text = (value: string | null | undefined) => value?.trim() || null;

/** Columns a write sets; a key the payload leaves out keeps its stored value (null clears it). */
function branchColumns(input: BranchWrite, checked: CheckedWrite, existing: BranchRow | null) {
  const set: Partial<typeof branches.$inferInsert> = { name: input.name.trim(), branchType: input.branch_type };
  if (input.address !== undefined) set.address = text(input.address);
  if (input.address_features !== undefined) set.addressFeatures = input.address_features;
  if (input.location !== undefined) set.location = input.location;
  if (input.business_hours !== undefined) set.businessHours = input.business_hours;
  if (input.branch_timezone !== undefined) set.branchTimezone = input.branch_timezone;
  if (checked.geofenceId !== undefined) set.geofenceId = checked.geofenceId;
  if (input.help_desk_contact_num !== undefined) set.helpDeskContactNum = text(input.help_desk_contact_num);
  if (input.help_desk_email_id !== undefined) set.helpDeskEmailId = text(input.help_desk_email_id);
  if (input.help_desk_custom_message !== undefined) set.helpDeskCustomMessage = text(input.help_desk_custom_message);
  if (input.override_company_help_desk !== undefined) set.overrideCompanyHelpDesk = input.override_company_help_desk;
  if (input.extra_data !== undefined) set.extraData = input.extra_data;
  if (input.additional_details !== undefined) set.additionalDetails = input.additional_details;
  if (input.is_notify !== undefined) set.isNotify = input.is_notify;
  if (input.include_vehicle_doc !== undefined) set.includeVehicleDoc = input.include_vehicle_doc;
  if (input.is_active !== undefined) set.isActive = input.is_active;
  const airportTags =
    input.airport_tags === undefined ? (existing?.airportTags ?? []) : [...new Set(input.airport_tags.map((tag) => tag.trim()).filter(Boolean))];
  set.airportTags = checked.flightDetailsRequired ? airportTags : [];
  return set;
}

async function replaceManagers(tx: Database, scope: OrganisationScope, branchId: number, managerIds: readonly number[]) {
  await tx.delete(branchManagers).where(and(inOrganisation(branchManagers.organisationId, scope), eq(branchManagers.branchId, branchId)));
  if (managerIds.length > 0) {
    await tx.insert(branchManagers).values(managerIds.map((employeeExtensionId) => ({ branchId, employeeExtensionId, organisationId: scope.organisationId })));
  }
}

async function saveBranchTags(tx: Database, scope: OrganisationScope, branchId: number, writes: TagWrites) {
  const cleared = [...writes].filter(([, value]) => value === null).map(([groupId]) => groupId);
  const set = [...writes].flatMap(([tagGroupId, value]) => (value === null ? [] : [{ branchId, tagGroupId, organisationId: scope.organisationId, value }]));
  if (cleared.length > 0) {
    await tx
      .delete(branchTagValues)
      .where(and(inOrganisation(branchTagValues.organisationId, scope), eq(branchTagValues.branchId, branchId), inArray(branchTagValues.tagGroupId, cleared)));
  }
  if (set.length > 0) {
    await tx
      .insert(branchTagValues)
      .values(set)
      .onConflictDoUpdate({ target: [branchTagValues.branchId, branchTagValues.tagGroupId], set: { value: sql`excluded.value` } });
  }
}

function nameTaken(error: unknown): never {
  if (violatedUniqueKey(error) === BRANCH_NAME_KEY) {
    throw new HttpError(409, structureMessages.branchNameTaken, { fields: { name: structureMessages.branchNameTaken } });
  }
  throw error;
}

/** Members placed at a branch (as branch or as hub) who are not deleted: they keep a branch from going away. */
async function membersAt(db: Database, scope: OrganisationScope, branchId: number, column: 'branch' | 'hub' | 'either'): Promise<number> {
  const at =
    column === 'branch'
      ? eq(employeeExtensions.branchId, branchId)
      : column === 'hub'
        ? eq(employeeExtensions.hubId, branchId)
        : or(eq(employeeExtensions.branchId, branchId), eq(employeeExtensions.hubId, branchId));
  const [row] = await db
    .select({ value: count() })
    .from(employeeExtensions)
    .where(and(inOrganisation(employeeExtensions.organisationId, scope), at, eq(employeeExtensions.isDeleted, false)));
  return row?.value ?? 0;
}

/** A hub is created, changed, made a branch or deleted only while the organisation has hubs turned on. */
async function requireHubsFor(db: Database, scope: OrganisationScope, ...types: readonly (string | undefined)[]): Promise<void> {
  if (types.includes('hub')) await requireHubs(db, scope);
}

export async function createBranch(db: Database, scope: OrganisationScope, input: BranchWrite): Promise<number> {
  await requireHubsFor(db, scope, input.branch_type);
  const checked = await checkBranchWrite(db, scope, input, null);
  // A branch whose form chose no zone works in the organisation's default one (company settings), kept on the branch so a later change of the default does not move its bookings.
  const branchTimezone = input.branch_timezone || (await companyDefaults(db, scope)).timeZone;
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(branches)
        .values({ ...branchColumns(input, checked, null), branchTimezone, name: input.name.trim(), organisationId: scope.organisationId })
        .returning({ id: branches.id });
      if (!created) throw new Error('branch insert returned nothing');
      await replaceManagers(tx, scope, created.id, checked.managerIds ?? []);
      await saveBranchTags(tx, scope, created.id, checked.tagWrites);
      return created.id;
    });
  } catch (error) {
    nameTaken(error);
  }
}

export async function updateBranch(db: Database, scope: OrganisationScope, existing: BranchRow, input: BranchWrite, now: Date): Promise<void> {
  await requireHubsFor(db, scope, existing.branchType, input.branch_type);
  const checked = await checkBranchWrite(db, scope, input, existing);
  // Members' hub must be a hub (employees/references.ts), so a hub they hold stays one.
  if (existing.branchType === 'hub' && input.branch_type !== 'hub') {
    const holders = await membersAt(db, scope, existing.id, 'hub');
    if (holders > 0) throw new HttpError(409, structureMessages.hubHasMembers(holders), { fields: { branch_type: structureMessages.hubHasMembers(holders) } });
  }
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(branches)
        .set({ ...branchColumns(input, checked, existing), modifiedAt: now })
        .where(and(inOrganisation(branches.organisationId, scope), eq(branches.id, existing.id)));
      if (checked.managerIds) await replaceManagers(tx, scope, existing.id, checked.managerIds);
      await saveBranchTags(tx, scope, existing.id, checked.tagWrites);
      // Licence reminders go out at 09:00 in the member's branch's time: a new time zone moves them.
      if (input.branch_timezone !== undefined && input.branch_timezone !== existing.branchTimezone) {
        const members = await tx
          .select({ id: employeeExtensions.id })
          .from(employeeExtensions)
          .where(and(inOrganisation(employeeExtensions.organisationId, scope), eq(employeeExtensions.branchId, existing.id)));
        await planLicenceReminders(
          tx,
          scope.organisationId,
          members.map((member) => member.id),
          now,
        );
      }
    });
  } catch (error) {
    nameTaken(error);
  }
}

/** What a branch manager may change of the branch they manage (`PUT my-branch/`); the rest of extra_data stays. */
export async function updateManagedBranch(db: Database, scope: OrganisationScope, existing: BranchRow, input: MyBranchWrite, now: Date): Promise<void> {
  const set: Partial<typeof branches.$inferInsert> = { modifiedAt: now };
  if (input.help_desk_contact_num !== undefined) set.helpDeskContactNum = text(input.help_desk_contact_num);
  if (input.help_desk_email_id !== undefined) set.helpDeskEmailId = text(input.help_desk_email_id);
  if (input.help_desk_custom_message !== undefined) set.helpDeskCustomMessage = text(input.help_desk_custom_message);
  if (input.business_hours !== undefined) set.businessHours = input.business_hours;
  if (input.extra_data !== undefined) {
    const { important_note, tollFreeNumber } = input.extra_data ?? {};
    set.extraData = {
      ...existing.extraData,
      ...(input.extra_data === null || important_note !== undefined ? { important_note: important_note ?? null } : {}),
      ...(input.extra_data === null || tollFreeNumber !== undefined ? { tollFreeNumber: tollFreeNumber ?? null } : {}),
    };
  }
  await db
    .update(branches)
    .set(set)
    .where(and(inOrganisation(branches.organisationId, scope), eq(branches.id, existing.id)));
}

/**
 * Soft delete: the branch vanishes from every list and its links go; refused
 * while members still belong to it (as branch or hub), since they would be
 * left at a branch no one can see.
 */
export async function deleteBranch(db: Database, scope: OrganisationScope, existing: BranchRow, now: Date): Promise<void> {
  await requireHubsFor(db, scope, existing.branchType);
  const members = await membersAt(db, scope, existing.id, 'either');
  if (members > 0) throw new HttpError(409, structureMessages.branchHasMembers(members));
  const [liveVehicles] = await db
    .select({ value: count() })
    .from(vehicles)
    .where(and(inOrganisation(vehicles.organisationId, scope), eq(vehicles.branchId, existing.id), eq(vehicles.isDeleted, false)));
  if ((liveVehicles?.value ?? 0) > 0) throw new HttpError(409, structureMessages.branchHasVehicles(liveVehicles?.value ?? 0));
  await db.transaction(async (tx) => {
    await tx
      .update(branches)
      .set({ isDeleted: true, modifiedAt: now })
      .where(and(inOrganisation(branches.organisationId, scope), eq(branches.id, existing.id)));
    await tx
      .delete(branchRelations)
      .where(
        and(
          inOrganisation(branchRelations.organisationId, scope),
          or(eq(branchRelations.fromBranchId, existing.id), eq(branchRelations.toBranchId, existing.id)),
        ),
      );
    await tx.delete(branchManagers).where(and(inOrganisation(branchManagers.organisationId, scope), eq(branchManagers.branchId, existing.id)));
  });
}
