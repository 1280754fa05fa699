import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { approvesAsHubManager, bookingMessages, mayApproveBooking, type ApproverKind, type ApproverReach, type Permission } from '@motorpool/api';
import type { Database } from '../db/database';
import { bookingApprovalRules, bookingTagValues, branchManagers, branchRelations, employeeExtensions, rolePermissions, tagGroups } from '../db/schema';
import { hubsEnabled } from '../settings/hubs';
import { ACTIVE_MEMBER_STATUSES } from '../tenancy/memberships';
import { enforce } from '../tenancy/permissions';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';
import { callerExtensionId } from './access';
import type { BookingRow } from './find';

export type ApprovalDraft = { branchId: number; driverId: number; startAt: Date; endAt: Date; tagGroupIds: number[] };
export type Approval = { required: boolean; approvers: ApproverKind[] };

/** Who approves when a booking tag flagged is_booking_approval asks for approval and no rule names anyone. */
const TAG_APPROVERS: readonly ApproverKind[] = ['branch_manager', 'admin'];
/** A pending booking always has someone to approve it, even when the rules that held it back have changed since. */
export const FALLBACK_APPROVERS: readonly ApproverKind[] = ['branch_manager', 'admin'];
/** The holders the notification of a pending booking goes to, as stored grants: mirror approvesAsHubManager and approvesAsAdmin. */
const HUB_MANAGER_PERMISSION: Permission = 'is_hub_manager';
const BOOKING_APPROVER_PERMISSION: Permission = 'booking_approve';
const ADMIN_APPROVER_PERMISSIONS: Permission[] = ['super_users', 'organisation_write'];

type RuleRow = typeof bookingApprovalRules.$inferSelect;

/** What deciding approval needs of the organisation, read once however many bookings are decided. */
export type ApprovalInputs = { rules: readonly RuleRow[]; approvalTagGroupIds: ReadonlySet<number> };

export async function loadApprovalInputs(db: Database, scope: OrganisationScope): Promise<ApprovalInputs> {
  const [rules, groups] = await Promise.all([
    db
      .select()
      .from(bookingApprovalRules)
      .where(and(inOrganisation(bookingApprovalRules.organisationId, scope), eq(bookingApprovalRules.isActive, true))),
    db
      .select({ id: tagGroups.id })
      .from(tagGroups)
      .where(and(inOrganisation(tagGroups.organisationId, scope), eq(tagGroups.tagType, 'booking'), eq(tagGroups.isBookingApproval, true))),
  ]);
  return { rules, approvalTagGroupIds: new Set(groups.map((group) => group.id)) };
}

/** A tag value that says something: a toggle left at 'false' or an empty field asks for nothing. */
export function holdsValue(value: readonly string[]): boolean {
  return value.some((item) => item.trim() !== '' && item !== 'false');
}

export type ApprovalFacts = { branchId: number; driverRoleId: number | null; durationMinutes: number; tagGroupIds: readonly number[] };

/** A rule matches when every condition it sets holds (empty lists and null mean any); matching rules' approvers add up. */
export function decideApproval(inputs: ApprovalInputs, facts: ApprovalFacts): Approval {
  const approvers = new Set<ApproverKind>();
  let required = false;
  for (const rule of inputs.rules) {
    const branchOk = rule.branchIds.length === 0 || rule.branchIds.includes(facts.branchId);
    const roleOk = rule.roleIds.length === 0 || (facts.driverRoleId !== null && rule.roleIds.includes(facts.driverRoleId));
    const tagOk = rule.bookingTagGroupIds.length === 0 || rule.bookingTagGroupIds.some((id) => facts.tagGroupIds.includes(id));
    const durationOk = rule.minDurationMinutes === null || facts.durationMinutes >= rule.minDurationMinutes;
    if (branchOk && roleOk && tagOk && durationOk) {
      required = true;
      for (const kind of rule.approvers) approvers.add(kind);
    }
  }
  if (facts.tagGroupIds.some((id) => inputs.approvalTagGroupIds.has(id))) {
    required = true;
    if (approvers.size === 0) for (const kind of TAG_APPROVERS) approvers.add(kind);
  }
  return { required, approvers: [...approvers] };
}

const minutesBetween = (start: Date, end: Date) => Math.round((end.getTime() - start.getTime()) / 60_000);

async function driverRoleIds(db: Database, scope: OrganisationScope, driverIds: readonly number[]): Promise<Map<number, number>> {
  if (driverIds.length === 0) return new Map();
  const rows = await db
    .select({ id: employeeExtensions.id, roleId: employeeExtensions.roleId })
    .from(employeeExtensions)
    .where(and(inOrganisation(employeeExtensions.organisationId, scope), inArray(employeeExtensions.id, [...new Set(driverIds)])));
  return new Map(rows.map((row) => [row.id, row.roleId]));
}

/**
 * Does a booking need approval, and from whom? `tagGroupIds` are the booking
 * tag groups the booking holds a value in (see holdsValue).
 */
export async function approvalFor(db: Database, scope: OrganisationScope, draft: ApprovalDraft): Promise<Approval> {
  const [inputs, roles] = await Promise.all([loadApprovalInputs(db, scope), driverRoleIds(db, scope, [draft.driverId])]);
  return decideApproval(inputs, {
    branchId: draft.branchId,
    driverRoleId: roles.get(draft.driverId) ?? null,
    durationMinutes: minutesBetween(draft.startAt, draft.endAt),
    tagGroupIds: draft.tagGroupIds,
  });
}

/** The booking tag groups each booking holds a value in. */
export async function bookingTagGroupIds(db: Database, scope: OrganisationScope, bookingIds: readonly number[]): Promise<Map<number, number[]>> {
  const byBooking = new Map<number, number[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .select()
    .from(bookingTagValues)
    .where(and(inOrganisation(bookingTagValues.organisationId, scope), inArray(bookingTagValues.bookingId, [...bookingIds])));
  for (const row of rows) {
    if (!holdsValue(row.value)) continue;
    const list = byBooking.get(row.bookingId);
    if (list) list.push(row.tagGroupId);
    else byBooking.set(row.bookingId, [row.tagGroupId]);
  }
  return byBooking;
}

/** Who approves each of these bookings (the kinds of the rules in force now, or the fallback). */
export async function approverKindsOf(db: Database, scope: OrganisationScope, rows: readonly BookingRow[]): Promise<Map<number, ApproverKind[]>> {
  const [inputs, roles, tags] = await Promise.all([
    loadApprovalInputs(db, scope),
    driverRoleIds(
      db,
      scope,
      rows.map((row) => row.driverId),
    ),
    bookingTagGroupIds(
      db,
      scope,
      rows.map((row) => row.id),
    ),
  ]);
  return new Map(
    rows.map((row) => {
      const decided = decideApproval(inputs, {
        branchId: row.branchId,
        driverRoleId: roles.get(row.driverId) ?? null,
        durationMinutes: minutesBetween(row.startAt, row.endAt),
        tagGroupIds: tags.get(row.id) ?? [],
      });
      return [row.id, decided.approvers.length > 0 ? decided.approvers : [...FALLBACK_APPROVERS]];
    }),
  );
}

// The rule is @motorpool/api's mayApproveBooking; the booking serializer and the write pipeline call it by this name.
export { mayApproveBooking as mayApprove, type ApproverReach } from '@motorpool/api';

/** The hub itself and the branches it serves (branch_relations from the hub). */
async function hubBranches(db: Database, scope: OrganisationScope, hubId: number): Promise<Set<number>> {
  const related = await db
    .select({ id: branchRelations.toBranchId })
    .from(branchRelations)
    .where(and(inOrganisation(branchRelations.organisationId, scope), eq(branchRelations.fromBranchId, hubId)));
  return new Set([hubId, ...related.map((row) => row.id)]);
}

/** Where the caller's approving reaches (see mayApproveBooking): the branches they are named manager of, and those their hub serves. */
export async function approverReach(db: Database, scope: OrganisationScope): Promise<ApproverReach> {
  const { permissions } = scope.tenancy;
  const employeeId = callerExtensionId(scope);
  if (employeeId === null) return { permissions, employeeId, managedBranchIds: new Set(), hubBranchIds: new Set(), ownBranchIds: new Set() };
  const [managed, [own], hubsOn] = await Promise.all([
    db
      .select({ id: branchManagers.branchId })
      .from(branchManagers)
      .where(and(inOrganisation(branchManagers.organisationId, scope), eq(branchManagers.employeeExtensionId, employeeId))),
    db
      .select({ hubId: employeeExtensions.hubId, branchId: employeeExtensions.branchId })
      .from(employeeExtensions)
      .where(and(inOrganisation(employeeExtensions.organisationId, scope), eq(employeeExtensions.id, employeeId))),
    hubsEnabled(db, scope),
  ]);
  // The hub a hub manager works from: their hub, else their own branch (a hub manager's branch is the hub).
  const hubId = own?.hubId ?? own?.branchId ?? null;
  const managedBranchIds = new Set(managed.map((row) => row.id));
  // With hubs off nobody approves through a hub, and the hub manager approver kind falls to the booking branch's named managers (approverUserIds too).
  let hubBranchIds: ReadonlySet<number> = new Set();
  if (!hubsOn) hubBranchIds = managedBranchIds;
  else if (approvesAsHubManager(scope.tenancy, true) && hubId !== null) hubBranchIds = await hubBranches(db, scope, hubId);
  // booking_approve reaches where the holder works from and the branches it serves: the same branches approverUserIds finds them by.
  const ownBranchIds = permissions.has(BOOKING_APPROVER_PERMISSION) && hubId !== null ? await hubBranches(db, scope, hubId) : new Set<number>();
  return { permissions, employeeId, managedBranchIds, hubBranchIds, ownBranchIds };
}

export async function assertCanApprove(db: Database, scope: OrganisationScope, booking: BookingRow): Promise<void> {
  const [reach, kinds] = await Promise.all([approverReach(db, scope), approverKindsOf(db, scope, [booking])]);
  enforce(mayApproveBooking(reach, booking, kinds.get(booking.id) ?? FALLBACK_APPROVERS), bookingMessages.cannotApprove);
}

/** The users who approve the booking as these kinds: its branch's managers, the hub managers and booking_approve holders serving it, the admins. */
export async function approverUserIds(
  db: Database,
  scope: OrganisationScope,
  booking: Pick<BookingRow, 'branchId'>,
  givenKinds: readonly ApproverKind[],
): Promise<number[]> {
  if (givenKinds.length === 0) return [];
  // With hubs off the hub manager approver kind falls to the booking branch's named managers, as approverReach decides.
  const hubsOn = !givenKinds.includes('hub_manager') || (await hubsEnabled(db, scope));
  const kinds: readonly ApproverKind[] = hubsOn ? givenKinds : [...givenKinds.filter((kind) => kind !== 'hub_manager'), 'branch_manager'];
  const active = and(
    inOrganisation(employeeExtensions.organisationId, scope),
    eq(employeeExtensions.isDeleted, false),
    inArray(employeeExtensions.status, ACTIVE_MEMBER_STATUSES),
  );
  const servesBranch = or(
    eq(sql`coalesce(${employeeExtensions.hubId}, ${employeeExtensions.branchId})`, booking.branchId),
    sql`exists (select 1 from ${branchRelations} where ${branchRelations.organisationId} = ${scope.organisationId}
      and ${branchRelations.fromBranchId} = coalesce(${employeeExtensions.hubId}, ${employeeExtensions.branchId})
      and ${branchRelations.toBranchId} = ${booking.branchId})`,
  );
  const queries = [
    kinds.includes('branch_manager')
      ? db
          .select({ userId: employeeExtensions.userId })
          .from(branchManagers)
          .innerJoin(employeeExtensions, eq(employeeExtensions.id, branchManagers.employeeExtensionId))
          .where(and(active, eq(branchManagers.branchId, booking.branchId)))
      : Promise.resolve([]),
    kinds.includes('hub_manager')
      ? db
          .select({ userId: employeeExtensions.userId })
          .from(employeeExtensions)
          .innerJoin(rolePermissions, eq(rolePermissions.roleId, employeeExtensions.roleId))
          .where(and(active, eq(rolePermissions.permission, HUB_MANAGER_PERMISSION), servesBranch))
      : Promise.resolve([]),
    kinds.includes('booking_approver')
      ? db
          .select({ userId: employeeExtensions.userId })
          .from(employeeExtensions)
          .innerJoin(rolePermissions, eq(rolePermissions.roleId, employeeExtensions.roleId))
          .where(and(active, eq(rolePermissions.permission, BOOKING_APPROVER_PERMISSION), servesBranch))
      : Promise.resolve([]),
    kinds.includes('admin')
      ? db
          .selectDistinct({ userId: employeeExtensions.userId })
          .from(employeeExtensions)
          .innerJoin(rolePermissions, eq(rolePermissions.roleId, employeeExtensions.roleId))
          .where(and(active, inArray(rolePermissions.permission, ADMIN_APPROVER_PERMISSIONS)))
      : Promise.resolve([]),
  ];
  const found = await Promise.all(queries);
  return [...new Set(found.flat().map((row) => row.userId))];
}

/** The approval the rules in force now ask of an existing booking (no fallback: required false when nothing asks). */
export async function approvalOfBooking(db: Database, scope: OrganisationScope, booking: BookingRow): Promise<Approval> {
  const tags = await bookingTagGroupIds(db, scope, [booking.id]);
  return approvalFor(db, scope, {
    branchId: booking.branchId,
    driverId: booking.driverId,
    startAt: booking.startAt,
    endAt: booking.endAt,
    tagGroupIds: tags.get(booking.id) ?? [],
  });
}

/** Who is asked to approve a booking waiting for approval: the rules' kinds, or the fallback when no rule asks any more. */
export async function pendingApproverKinds(db: Database, scope: OrganisationScope, booking: BookingRow): Promise<ApproverKind[]> {
  const approval = await approvalOfBooking(db, scope, booking);
  return approval.approvers.length > 0 ? approval.approvers : [...FALLBACK_APPROVERS];
}
