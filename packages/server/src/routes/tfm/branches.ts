import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { assign } from 'superstruct';
import { BranchWrite, UpdateBranchRequest } from '@motorpool/api';
import { CsvExportQuery, readPage, readQuery } from '../../http/query';
import type { AppEnv } from '../../app-env';
import { authenticate } from '../../auth/authenticate';
import { structureWriteScope } from '../../branches/access';
import { BranchListParameters, branchExportResponse, branchListOrder, branchListWhere, parseBranchListQuery } from '../../branches/list';
import { structureMessages } from '../../branches/messages';
import { findBranch } from '../../branches/find';
import { serializeBranches } from '../../branches/serialize';
import { createBranch, deleteBranch, updateBranch } from '../../branches/write';
import { branches, employeeExtensions, geofences, rolePermissions, roles, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { pathKey, readBody } from '../../http/input';
import { listEnvelope } from '../../http/pagination';
import { ACTIVE_MEMBER_STATUSES } from '../../tenancy/memberships';
import { inOrganisation, organisationScope, type OrganisationScope } from '../../tenancy/tenancy';
import { organisationNames, whole } from './named-lists';

const BranchListQuery = assign(BranchListParameters, CsvExportQuery);

async function oneBranch(c: Context<AppEnv>, scope: OrganisationScope, pk: number) {
  const row = await findBranch(c.get('db'), scope, pk);
  if (!row) throw notFound();
  const [branch] = await serializeBranches(c.get('db'), scope, [row]);
  return branch;
}

async function saveExisting(c: Context<AppEnv>, input: BranchWrite) {
  const scope = structureWriteScope(c.get('tenancy'));
  const db = c.get('db');
  const existing = await findBranch(db, scope, pathKey(c.req.param('pk')));
  if (!existing) throw notFound();
  await updateBranch(db, scope, existing, input, c.get('clock')());
  return c.json(await oneBranch(c, scope, existing.id));
}

/**
 * `/api/v1/tfm/branches/…` (spec §3 Branch / hub, §7): members read the
 * organisation's branches; organisation_write or super_users change them.
 * Also `update-branch/{pk}/`, `branch-managers/` and `geofences/`.
 */
export const branchRoutes = new Hono<AppEnv>()
  .use(authenticate, organisationScope)
  .get('/', async (c) => {
    const scope = c.get('scope');
    const { is_export, ...parameters } = readQuery(c, BranchListQuery);
    const query = parseBranchListQuery(parameters);
    const db = c.get('db');
    if (is_export === 'csv') return branchExportResponse(db, scope, query, c.get('clock')());
    const page = readPage(c);
    const where = branchListWhere(scope, query);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(branches)
        .where(where)
        .orderBy(...branchListOrder(query))
        .limit(page.pageSize)
        .offset(page.offset),
      db.select({ value: count() }).from(branches).where(where),
    ]);
    return c.json(listEnvelope(await serializeBranches(db, scope, rows), total?.value ?? 0, page));
  })
  .post('/', async (c) => {
    const scope = structureWriteScope(c.get('tenancy'));
    const input = await readBody(c, BranchWrite);
    const pk = await createBranch(c.get('db'), scope, input);
    return c.json(await oneBranch(c, scope, pk), 201);
  })
  .get('/:pk/', async (c) => {
    const scope = c.get('scope');
    return c.json(await oneBranch(c, scope, pathKey(c.req.param('pk'))));
  })
  .put('/:pk/', async (c) => saveExisting(c, await readBody(c, BranchWrite)))
  .delete('/:pk/', async (c) => {
    const scope = structureWriteScope(c.get('tenancy'));
    const db = c.get('db');
    const existing = await findBranch(db, scope, pathKey(c.req.param('pk')));
    if (!existing) throw notFound();
    await deleteBranch(db, scope, existing, c.get('clock')());
    return c.json({ message: structureMessages.branchDeleted });
  });

/** `update-branch/:pk/`: the spec's second name for `PUT branches/:pk/`. */
export const branchUpdateRoutes = new Hono<AppEnv>()
  .use(authenticate, organisationScope)
  .put('/:pk/', async (c) => saveExisting(c, (await readBody(c, UpdateBranchRequest)).branch));

/** Members whose role carries is_branch_manager, for the branch form's manager picker. */
export const branchManagerRoutes = new Hono<AppEnv>().use(authenticate, organisationScope).get('/', async (c) => {
  const scope = c.get('scope');
  const rows = await c
    .get('db')
    .select({ pk: employeeExtensions.id, firstName: users.firstName, lastName: users.lastName, role: roles.name })
    .from(employeeExtensions)
    .innerJoin(users, eq(users.id, employeeExtensions.userId))
    .innerJoin(roles, eq(roles.id, employeeExtensions.roleId))
    .innerJoin(rolePermissions, and(eq(rolePermissions.roleId, roles.id), eq(rolePermissions.permission, 'is_branch_manager')))
    .where(
      and(
        inOrganisation(employeeExtensions.organisationId, scope),
        eq(employeeExtensions.isDeleted, false),
        inArray(employeeExtensions.status, ACTIVE_MEMBER_STATUSES),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(employeeExtensions.id));
  return c.json(whole(rows.map(({ pk, firstName, lastName, role }) => ({ pk, name: `${firstName} ${lastName}`.trim(), role }))));
});

/** `GET geofences/`: the organisation's geofences (their writes are in structure.ts). */
export const geofenceReads = new Hono<AppEnv>().get('/', organisationNames(geofences));
