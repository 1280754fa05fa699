import { Hono } from 'hono';
import { BranchHolidayWrite, PublicHolidayImport, PublicHolidayWrite } from '@motorpool/api';
import type { AppEnv } from '../../app-env';
import { authenticate } from '../../auth/authenticate';
import { structureWriteScope } from '../../branches/access';
import {
  calendarRegion,
  createBranchHoliday,
  createPublicHoliday,
  deleteBranchHoliday,
  deletePublicHoliday,
  importPublicHolidays,
  listBranchHolidays,
  listPublicHolidays,
  updatePublicHoliday,
} from '../../branches/holidays';
import { badRequest, notFound } from '../../http/errors';
import { pathKey, readBody } from '../../http/input';
import { queryPk } from '../../http/query';
import { MAX_PAGE_SIZE, readPage } from '../../http/pagination';
import { requireOrganisation, resolveTenancy } from '../../tenancy/tenancy';

const fieldError = (name: string, message: string) => badRequest(message, { fields: { [name]: message } });

function yearQuery(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d{4}$/.test(raw) || Number(raw) < 2000 || Number(raw) > 2100) throw fieldError('year', 'Year must be from 2000 to 2100');
  return Number(raw);
}

/** A year of holidays fits one page unless the caller asks for smaller ones. */
const holidayPage = (query: (name: string) => string | undefined) =>
  readPage((name) => (name === 'page_size' ? (query(name) ?? String(MAX_PAGE_SIZE)) : query(name)));

/**
 * `/api/v1/tfm/branch-holidays/…` and `public-holidays/…`: the days the
 * booking rules block (branches/holidays.ts `isHoliday`). Members read them;
 * organisation_write or super_users change them.
 */
export const holidayRoutes = new Hono<AppEnv>()
  .get('/branch-holidays/', authenticate, resolveTenancy, async (c) => {
    const scope = requireOrganisation(c.get('tenancy'));
    const query = (name: string) => c.req.query(name);
    const filter = { branch: queryPk(query('branch'), 'branch') ?? undefined, year: yearQuery(query('year')) };
    return c.json(await listBranchHolidays(c.get('db'), scope, filter, holidayPage(query)));
  })
  .post('/branch-holidays/', authenticate, resolveTenancy, async (c) => {
    const scope = structureWriteScope(c.get('tenancy'));
    return c.json(await createBranchHoliday(c.get('db'), scope, await readBody(c, BranchHolidayWrite)), 201);
  })
  .delete('/branch-holidays/:pk/', authenticate, resolveTenancy, async (c) => {
    const scope = structureWriteScope(c.get('tenancy'));
    if (!(await deleteBranchHoliday(c.get('db'), scope, pathKey(c.req.param('pk'))))) throw notFound();
    return c.body(null, 204);
  })
  .get('/public-holidays/', authenticate, resolveTenancy, async (c) => {
    const scope = requireOrganisation(c.get('tenancy'));
    const query = (name: string) => c.req.query(name);
    const country = query('country');
    if (!country) throw fieldError('country', 'Country is required');
    const region = calendarRegion(country, query('state'));
    return c.json(await listPublicHolidays(c.get('db'), scope, region, yearQuery(query('year')), holidayPage(query)));
  })
  .post('/public-holidays/import/', authenticate, resolveTenancy, async (c) => {
    const scope = structureWriteScope(c.get('tenancy'));
    return c.json(await importPublicHolidays(c.get('db'), scope, await readBody(c, PublicHolidayImport)));
  })
  .post('/public-holidays/', authenticate, resolveTenancy, async (c) => {
    const scope = structureWriteScope(c.get('tenancy'));
    return c.json(await createPublicHoliday(c.get('db'), scope, await readBody(c, PublicHolidayWrite)), 201);
  })
  .put('/public-holidays/:pk/', authenticate, resolveTenancy, async (c) => {
    const scope = structureWriteScope(c.get('tenancy'));
    const pk = pathKey(c.req.param('pk'));
    const updated = await updatePublicHoliday(c.get('db'), scope, pk, await readBody(c, PublicHolidayWrite));
    if (!updated) throw notFound();
    return c.json(updated);
  })
  .delete('/public-holidays/:pk/', authenticate, resolveTenancy, async (c) => {
    const scope = structureWriteScope(c.get('tenancy'));
    if (!(await deletePublicHoliday(c.get('db'), scope, pathKey(c.req.param('pk'))))) throw notFound();
    return c.body(null, 204);
  });
