import { and, count, eq, inArray } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { BranchRelationWrite, mayManageOwnBranch, MyBranchWrite } from '@motorpool/api';
import { readPage } from '../../http/query';
import type { AppEnv } from '../../app-env';
import { authenticate } from '../../auth/authenticate';
import { structureWriteScope } from '../../branches/access';
import { structureMessages } from '../../branches/messages';
import { associatedBranchIds, listRelations, managedBranchId, replaceRelations } from '../../branches/relations';
import { findBranch } from '../../branches/find';
import { serializeBranches } from '../../branches/serialize';
import { updateManagedBranch } from '../../branches/write';
import { branches } from '../../db/schema';
import { notFound } from '../../http/errors';
import { pathKey, readBody } from '../../http/input';
import { listEnvelope } from '../../http/pagination';
import { branchListOrder } from '../../branches/list';
import { callerOf, enforce } from '../../tenancy/permissions';
import { inOrganisation, organisationScope } from '../../tenancy/tenancy';

/** The branch a branch manager looks after (`my-branch/`): only is_branch_manager holders have one. */
async function myBranch(c: Context<AppEnv>) {
  const scope = c.get('scope');
  const { tenancy } = scope;
  enforce(tenancy.membership !== null && mayManageOwnBranch(callerOf(tenancy)));
  const db = c.get('db');
  const pk = await managedBranchId(db, scope, tenancy.membership);
  const row = pk === null ? undefined : await findBranch(db, scope, pk);
  if (!row) throw notFound(structureMessages.noManagedBranch);
  return { scope, db, row };
}

/**
 * `/api/v1/tfm/branch-relations/…` (spec §3 Branch relation), and the
 * caller's own branches: `my-branch/` for branch managers and
 * `associated-branches/` for every member.
 */
export const branchRelationRoutes = new Hono<AppEnv>()
  .use(authenticate, organisationScope)
  .get('/', async (c) => {
    const scope = c.get('scope');
    const relations = await listRelations(c.get('db'), scope);
    return c.json({ results: relations, count: relations.length, next_page: null });
  })
  .post('/bulk/', async (c) => {
    const scope = structureWriteScope(c.get('tenancy'));
    const input = await readBody(c, BranchRelationWrite);
    return c.json(await replaceRelations(c.get('db'), scope, input));
  });

/** `my-branch/`: the branch a branch manager looks after, read and changed. */
export const myBranchRoutes = new Hono<AppEnv>()
  .use(authenticate, organisationScope)
  .get('/', async (c) => {
    const { scope, db, row } = await myBranch(c);
    const [branch] = await serializeBranches(db, scope, [row]);
    return c.json(branch);
  })
  .put('/', async (c) => {
    const { scope, db, row } = await myBranch(c);
    await updateManagedBranch(db, scope, row, await readBody(c, MyBranchWrite), c.get('clock')());
    const updated = await findBranch(db, scope, row.id);
    if (!updated) throw notFound();
    const [branch] = await serializeBranches(db, scope, [updated]);
    return c.json(branch);
  });

/** `associated-branches/` and `associated-branches/:pk/`: branch relations read (branches/relations.ts). */
export const associatedBranchRoutes = new Hono<AppEnv>()
  .use(authenticate, organisationScope)
  .get('/', async (c) => {
    const scope = c.get('scope');
    const { tenancy } = scope;
    const page = readPage(c);
    const db = c.get('db');
    const ids = await associatedBranchIds(db, scope, tenancy.membership);
    if (ids.length === 0) return c.json(listEnvelope([], 0, page));
    const where = and(inOrganisation(branches.organisationId, scope), inArray(branches.id, ids), eq(branches.isDeleted, false));
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(branches)
        .where(where)
        .orderBy(...branchListOrder({ ordering: 'name' }))
        .limit(page.pageSize)
        .offset(page.offset),
      db.select({ value: count() }).from(branches).where(where),
    ]);
    return c.json(listEnvelope(await serializeBranches(db, scope, rows), total?.value ?? 0, page));
  })
  .get('/:pk/', async (c) => {
    const scope = c.get('scope');
    const { tenancy } = scope;
    const pk = pathKey(c.req.param('pk'));
    const db = c.get('db');
    const ids = await associatedBranchIds(db, scope, tenancy.membership);
    const row = ids.includes(pk) ? await findBranch(db, scope, pk) : undefined;
    if (!row) throw notFound();
    const [branch] = await serializeBranches(db, scope, [row]);
    return c.json(branch);
  });
