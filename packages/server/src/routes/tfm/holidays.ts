import { Hono } from 'hono';
import { assign, optional, string, type } from 'superstruct';
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
import { MAX_PAGE_SIZE } from '../../http/pagination';
import { PageQuery, pageOf, queryParameter, queryPkParameter, readQuery, Refused } from '../../http/query';
import { organisationScope } from '../../tenancy/tenancy';

const fieldError = (name: string, message: string) => badRequest(message, { fields: { [name]: message } });

const yearParameter = queryParameter((text) =>
  /^\d{4}$/.test(text) && Number(text) >= 2000 && Number(text) <= 2100 ? Number(text) : new Refused('Year must be from 2000 to 2100'),
);

const BranchHolidayQuery = assign(type({ branch: queryPkParameter('branch'), year: yearParameter }), PageQuery);
const PublicHolidayQuery = assign(type({ country: optional(string()), state: optional(string()), year: yearParameter }), PageQuery);

/** A year of holidays fits one page unless the caller asks for smaller ones. */
const holidayPage = (query: PageQuery) => pageOf(query, MAX_PAGE_SIZE);

/**
 * `/api/v1/tfm/branch-holidays/…` and `public-holidays/…`: the days the
 * booking rules block (branches/holidays.ts `isHoliday`). Members read them;
 * organisation_write or super_users change them.
 */
export const branchHolidayRoutes = new Hono<AppEnv>()
  .use(authenticate, organisationScope)
  .get('/', async (c) => {
    const scope = c.get('scope');
    const query = readQuery(c, BranchHolidayQuery);
    const filter = { branch: query.branch, year: query.year };
    return c.json(await listBranchHolidays(c.get('db'), scope, filter, holidayPage(query)));
  })
  .post('/', async (c) => {
    const scope = structureWriteScope(c.get('tenancy'));
    return c.json(await createBranchHoliday(c.get('db'), scope, await readBody(c, BranchHolidayWrite)), 201);
  })
  .delete('/:pk/', async (c) => {
    const scope = structureWriteScope(c.get('tenancy'));
    if (!(await deleteBranchHoliday(c.get('db'), scope, pathKey(c.req.param('pk'))))) throw notFound();
    return c.body(null, 204);
  });

/** `public-holidays/`: the organisation's public holidays, listed, imported and changed. */
export const publicHolidayRoutes = new Hono<AppEnv>()
  .use(authenticate, organisationScope)
  .get('/', async (c) => {
    const scope = c.get('scope');
    const query = readQuery(c, PublicHolidayQuery);
    if (!query.country) throw fieldError('country', 'Country is required');
    const region = calendarRegion(query.country, query.state);
    return c.json(await listPublicHolidays(c.get('db'), scope, region, query.year, holidayPage(query)));
  })
  .post('/import/', async (c) => {
    const scope = structureWriteScope(c.get('tenancy'));
    return c.json(await importPublicHolidays(c.get('db'), scope, await readBody(c, PublicHolidayImport)));
  })
  .post('/', async (c) => {
    const scope = structureWriteScope(c.get('tenancy'));
    return c.json(await createPublicHoliday(c.get('db'), scope, await readBody(c, PublicHolidayWrite)), 201);
  })
  .put('/:pk/', async (c) => {
    const scope = structureWriteScope(c.get('tenancy'));
    const pk = pathKey(c.req.param('pk'));
    const updated = await updatePublicHoliday(c.get('db'), scope, pk, await readBody(c, PublicHolidayWrite));
    if (!updated) throw notFound();
    return c.json(updated);
  })
  .delete('/:pk/', async (c) => {
    const scope = structureWriteScope(c.get('tenancy'));
    if (!(await deletePublicHoliday(c.get('db'), scope, pathKey(c.req.param('pk'))))) throw notFound();
    return c.body(null, 204);
  });
