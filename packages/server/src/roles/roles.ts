import { and, asc, count, eq, sql } from 'drizzle-orm';
import { ADMIN_ROLE_LOCKED_PERMISSIONS, PERMISSIONS, roleMessages, type Permission, type RoleDetail, type RoleWrite } from '@motorpool/api';
import { changedFields, recordAudit } from '../audit/audit';
import type { Database } from '../db/database';
import { bookingApprovalRules, employeeExtensions, invites, rolePermissions, roles } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { badRequest, HttpError, notFound } from '../http/errors';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';

/** Who changes a role, and when by the server's clock. */
export type RoleEditor = { userId: number; now: Date };

type RoleRow = typeof roles.$inferSelect;

/** The catalogue's order, so a role reads the same however its permissions were chosen. */
const inCatalogueOrder = (names: Iterable<string>): Permission[] => {
  const held = new Set(names);
  return PERMISSIONS.filter((name) => held.has(name));
};

/** Memberships holding each role, deleted members included: they can be reactivated with it, and they keep it referenced. */
async function memberCounts(db: Database, scope: OrganisationScope): Promise<Map<number, number>> {
  const rows = await db
    .select({ roleId: employeeExtensions.roleId, members: count() })
    .from(employeeExtensions)
    .where(inOrganisation(employeeExtensions.organisationId, scope))
    .groupBy(employeeExtensions.roleId);
  return new Map(rows.map((row) => [row.roleId, row.members]));
}

async function permissionsByRole(db: Database, scope: OrganisationScope): Promise<Map<number, string[]>> {
  const rows = await db
    .select({ roleId: rolePermissions.roleId, permission: rolePermissions.permission })
    .from(rolePermissions)
    .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
    .where(inOrganisation(roles.organisationId, scope));
  const byRole = new Map<number, string[]>();
  for (const row of rows) byRole.set(row.roleId, [...(byRole.get(row.roleId) ?? []), row.permission]);
  return byRole;
}

const toDetail = (row: RoleRow, permissions: Iterable<string>, members: number): RoleDetail => ({
  pk: row.id,
  name: row.name,
  permissions: inCatalogueOrder(permissions),
  is_default: row.isDefault,
  is_admin_role: row.isAdminRole,
  member_count: members,
});

/** Every role of the organisation by name, with its permissions and member count. */
export async function listRoleDetails(db: Database, scope: OrganisationScope): Promise<RoleDetail[]> {
  const [rows, counts, permissions] = await Promise.all([
    db
      .select()
      .from(roles)
      .where(inOrganisation(roles.organisationId, scope))
      .orderBy(asc(sql`lower(${roles.name})`)),
    memberCounts(db, scope),
    permissionsByRole(db, scope),
  ]);
  return rows.map((row) => toDetail(row, permissions.get(row.id) ?? [], counts.get(row.id) ?? 0));
}

async function findRole(db: Database, scope: OrganisationScope, pk: number): Promise<RoleRow> {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(inOrganisation(roles.organisationId, scope), eq(roles.id, pk)));
  if (!row) throw notFound(roleMessages.notFound);
  return row;
}

export async function roleDetail(db: Database, scope: OrganisationScope, pk: number): Promise<RoleDetail> {
  const row = await findRole(db, scope, pk);
  const [held, [members]] = await Promise.all([
    db.select({ permission: rolePermissions.permission }).from(rolePermissions).where(eq(rolePermissions.roleId, row.id)),
    db
      .select({ value: count() })
      .from(employeeExtensions)
      .where(and(inOrganisation(employeeExtensions.organisationId, scope), eq(employeeExtensions.roleId, row.id))),
  ]);
  return toDetail(
    row,
    held.map((grant) => grant.permission),
    members?.value ?? 0,
  );
}

/** The unique index on the lower-cased name decides (two saves can race past any check). */
function nameTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new HttpError(409, roleMessages.nameTaken, { fields: { name: roleMessages.nameTaken } });
  throw error;
}

/** What the trail keeps of a role. */
const audited = (name: string, permissions: readonly string[]) => ({ name, permissions: inCatalogueOrder(permissions) });

export async function createRole(db: Database, scope: OrganisationScope, input: RoleWrite, editor: RoleEditor): Promise<RoleDetail> {
  const permissions = inCatalogueOrder(input.permissions);
  try {
    const id = await db.transaction(async (tx) => {
      const [created] = await tx.insert(roles).values({ organisationId: scope.organisationId, name: input.name.trim() }).returning();
      if (!created) throw new Error('role insert returned nothing');
      if (permissions.length > 0) await tx.insert(rolePermissions).values(permissions.map((permission) => ({ roleId: created.id, permission })));
      await recordAudit(tx, scope, {
        recordType: 'role',
        recordKey: String(created.id),
        actorUserId: editor.userId,
        action: `Created ${created.name}`,
        changes: changedFields({}, audited(created.name, permissions)),
        at: editor.now,
      });
      return created.id;
    });
    return await roleDetail(db, scope, id);
  } catch (error) {
    nameTaken(error);
  }
}

/**
 * Renames the role and sets its permissions whole. Members read their
 * permissions from the role on every request (tenancyOf), so the change
 * reaches them on their next one.
 */
export async function updateRole(db: Database, scope: OrganisationScope, pk: number, input: RoleWrite, editor: RoleEditor): Promise<RoleDetail> {
  const permissions = inCatalogueOrder(input.permissions);
  try {
    await db.transaction(async (tx) => {
      // Locked while it changes, so two saves of one role apply one after the other and the trail shows each.
      const [row] = await tx
        .select()
        .from(roles)
        .where(and(inOrganisation(roles.organisationId, scope), eq(roles.id, pk)))
        .for('update');
      if (!row) throw notFound(roleMessages.notFound);
      if (row.isAdminRole) {
        const lost = ADMIN_ROLE_LOCKED_PERMISSIONS.find((name) => !permissions.includes(name));
        if (lost) throw badRequest(roleMessages.adminRoleLocked(lost), { fields: { permissions: roleMessages.adminRoleLocked(lost) } });
      }
      const before = await tx.select({ permission: rolePermissions.permission }).from(rolePermissions).where(eq(rolePermissions.roleId, pk));
      await tx.update(roles).set({ name: input.name.trim() }).where(eq(roles.id, pk));
      await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, pk));
      if (permissions.length > 0) await tx.insert(rolePermissions).values(permissions.map((permission) => ({ roleId: pk, permission })));
      const changes = changedFields(
        audited(
          row.name,
          before.map((grant) => grant.permission),
        ),
        audited(input.name.trim(), permissions),
      );
      if (changes) {
        await recordAudit(tx, scope, {
          recordType: 'role',
          recordKey: String(pk),
          actorUserId: editor.userId,
          action: 'Updated',
          changes,
          at: editor.now,
        });
      }
    });
    return await roleDetail(db, scope, pk);
  } catch (error) {
    nameTaken(error);
  }
}

/**
 * Deletes a custom role nobody holds: members and invitations refer to their
 * role, so it is refused (409) while any does, saying how many. Approval rules
 * that named the role stop naming it.
 */
export async function deleteRole(db: Database, scope: OrganisationScope, pk: number, editor: RoleEditor): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(roles)
      .where(and(inOrganisation(roles.organisationId, scope), eq(roles.id, pk)))
      .for('update');
    if (!row) throw notFound(roleMessages.notFound);
    if (row.isDefault) throw new HttpError(409, roleMessages.defaultNotDeletable);
    const [[members], [invited]] = await Promise.all([
      tx
        .select({ value: count() })
        .from(employeeExtensions)
        .where(and(inOrganisation(employeeExtensions.organisationId, scope), eq(employeeExtensions.roleId, pk))),
      tx
        .select({ value: count() })
        .from(invites)
        .where(and(inOrganisation(invites.organisationId, scope), eq(invites.roleId, pk))),
    ]);
    if ((members?.value ?? 0) > 0) throw new HttpError(409, roleMessages.inUse(members?.value ?? 0));
    if ((invited?.value ?? 0) > 0) throw new HttpError(409, roleMessages.invited(invited?.value ?? 0));
    await tx
      .update(bookingApprovalRules)
      .set({ roleIds: sql`array_remove(${bookingApprovalRules.roleIds}, ${pk})` })
      .where(and(inOrganisation(bookingApprovalRules.organisationId, scope), sql`${pk} = any(${bookingApprovalRules.roleIds})`));
    const held = await tx.select({ permission: rolePermissions.permission }).from(rolePermissions).where(eq(rolePermissions.roleId, pk));
    await tx.delete(roles).where(eq(roles.id, pk));
    await recordAudit(tx, scope, {
      recordType: 'role',
      recordKey: String(pk),
      actorUserId: editor.userId,
      action: `Deleted ${row.name}`,
      changes: changedFields(
        audited(
          row.name,
          held.map((grant) => grant.permission),
        ),
        {},
      ),
      at: editor.now,
    });
  });
}
