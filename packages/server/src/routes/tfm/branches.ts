import { and, asc, count, desc, eq, ilike } from 'drizzle-orm';
import { Hono } from 'hono';
import { DEFAULT_BRANCH_TIMEZONE, type Branch } from '@motorpool/api';
import type { AppEnv } from '../../app-env';
import { authenticate } from '../../auth/authenticate';
import { branches } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { pathKey } from '../../http/input';
import { listEnvelope, readPage } from '../../http/pagination';
import { inOrganisation, requireOrganisation, resolveTenancy } from '../../tenancy/tenancy';

function toBranch(row: typeof branches.$inferSelect): Branch {
  return {
    pk: row.id,
    name: row.name,
    address: row.address,
    branch_type: row.branchType === 'hub' ? 'hub' : 'branch',
    branch_timezone: row.branchTimezone || DEFAULT_BRANCH_TIMEZONE,
    business_hours: null,
    is_active: row.isActive,
    is_deleted: row.isDeleted,
    created_at: row.createdAt.toISOString(),
    modified_at: row.modifiedAt.toISOString(),
  };
}

function booleanQuery(raw: string | undefined, name: string): boolean | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw badRequest(`${name} must be true or false.`, { fields: { [name]: `${name} must be true or false.` } });
}

/** `/api/v1/tfm/branches/…`: read side for now; the branches issue adds writing. */
export const branchRoutes = new Hono<AppEnv>()
  .get('/branches/', authenticate, resolveTenancy, async (c) => {
    const scope = requireOrganisation(c.get('tenancy'));
    const page = readPage((name) => c.req.query(name));
    const isActive = booleanQuery(c.req.query('is_active'), 'is_active');
    const ordering = c.req.query('ordering') ?? 'name';
    if (ordering !== 'name' && ordering !== '-name') {
      throw badRequest('ordering must be name or -name.', { fields: { ordering: 'ordering must be name or -name.' } });
    }
    const search = c.req.query('search')?.trim();
    const where = and(
      inOrganisation(branches.organisationId, scope),
      eq(branches.isDeleted, false),
      isActive === undefined ? undefined : eq(branches.isActive, isActive),
      search ? ilike(branches.name, `%${search.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
    );
    const db = c.get('db');
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(branches)
        .where(where)
        .orderBy(ordering === 'name' ? asc(branches.name) : desc(branches.name), asc(branches.id))
        .limit(page.pageSize)
        .offset(page.offset),
      db.select({ value: count() }).from(branches).where(where),
    ]);
    return c.json(listEnvelope(rows.map(toBranch), total?.value ?? 0, page));
  })
  .get('/branches/:pk/', authenticate, resolveTenancy, async (c) => {
    const scope = requireOrganisation(c.get('tenancy'));
    const pk = pathKey(c.req.param('pk'));
    const [row] = await c
      .get('db')
      .select()
      .from(branches)
      .where(and(inOrganisation(branches.organisationId, scope), eq(branches.id, pk), eq(branches.isDeleted, false)));
    if (!row) throw notFound();
    return c.json(toBranch(row));
  });
