import { count } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { vehicleMessages } from '@motorpool/api';
import { CsvExportQuery, queryPkParameter, readPage, readQuery } from '../../http/query';
import { assign, type } from 'superstruct';
import type { AppEnv } from '../../app-env';
import { authenticate } from '../../auth/authenticate';
import { vehicles } from '../../db/schema';
import { notFound } from '../../http/errors';
import { pathKey, readJson } from '../../http/input';
import { listEnvelope } from '../../http/pagination';
import { organisationScope, type OrganisationScope } from '../../tenancy/tenancy';
import { vehicleWriter } from '../../vehicles/access';
import { vehicleExportResponse } from '../../vehicles/export';
import { vehicleFilterOptions } from '../../vehicles/filter-options';
import { parseVehicleFilters, VehicleFilterParameters, vehicleFilterWhere, vehicleOrder } from '../../vehicles/filters';
import { parseVehicleSearch, searchVehicles, VehicleSearchParameters } from '../../vehicles/search';
import { findVehicle, serializeVehicles } from '../../vehicles/serialize';
import { createVehicle, deleteVehicle, readVehicleWrite, updateVehicle } from '../../vehicles/write';

async function oneVehicle(c: Context<AppEnv>, scope: OrganisationScope, pk: number) {
  const row = await findVehicle(c.get('db'), scope, pk);
  if (!row) throw notFound(vehicleMessages.notFound);
  const [vehicle] = await serializeVehicles(c.get('db'), scope, [row]);
  return vehicle;
}

const VehicleListQuery = assign(VehicleFilterParameters, CsvExportQuery);
const BranchFilterQuery = type({ branch_pk: queryPkParameter('branch_pk') });

/**
 * `/api/v1/tfm/vehicles/…`, `vehicle-filters/` and `vehicle-search/` (spec §2
 * /vehicles, §3 vehicle filters, §7): members read the organisation's
 * vehicles; organisation_write or super_users change any, a branch's named
 * managers those of their branches.
 */
export const vehicleRoutes = new Hono<AppEnv>()
  .use(authenticate, organisationScope)
  .get('/', async (c) => {
    const scope = c.get('scope');
    const { is_export, ...parameters } = readQuery(c, VehicleListQuery);
    const filters = parseVehicleFilters(parameters);
    const db = c.get('db');
    if (is_export === 'csv') return vehicleExportResponse(db, scope, filters, c.get('clock')());
    const page = readPage(c);
    const where = await vehicleFilterWhere(db, scope, filters);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(vehicles)
        .where(where)
        .orderBy(...vehicleOrder(filters))
        .limit(page.pageSize)
        .offset(page.offset),
      db.select({ value: count() }).from(vehicles).where(where),
    ]);
    return c.json(listEnvelope(await serializeVehicles(db, scope, rows), total?.value ?? 0, page));
  })
  .post('/', async (c) => {
    const db = c.get('db');
    const writer = await vehicleWriter(db, c.get('tenancy'));
    const input = readVehicleWrite(await readJson(c));
    writer.assertMayWriteAt([input.branch]);
    const pk = await createVehicle(db, writer.scope, input);
    return c.json(await oneVehicle(c, writer.scope, pk), 201);
  })
  .get('/:pk/', async (c) => {
    const scope = c.get('scope');
    return c.json(await oneVehicle(c, scope, pathKey(c.req.param('pk'))));
  })
  .put('/:pk/', async (c) => {
    const db = c.get('db');
    const writer = await vehicleWriter(db, c.get('tenancy'));
    const existing = await findVehicle(db, writer.scope, pathKey(c.req.param('pk')));
    if (!existing) throw notFound(vehicleMessages.notFound);
    const input = readVehicleWrite(await readJson(c));
    writer.assertMayWriteAt([existing.branchId, input.branch]);
    await updateVehicle(db, writer.scope, existing, input, c.get('clock')());
    return c.json(await oneVehicle(c, writer.scope, existing.id));
  })
  .delete('/:pk/', async (c) => {
    const db = c.get('db');
    const writer = await vehicleWriter(db, c.get('tenancy'));
    const existing = await findVehicle(db, writer.scope, pathKey(c.req.param('pk')));
    if (!existing) throw notFound(vehicleMessages.notFound);
    writer.assertMayWriteAt([existing.branchId]);
    await deleteVehicle(db, writer.scope, existing, c.get('clock')());
    return c.json({ message: vehicleMessages.deleted });
  });

/** `vehicle-filters/`: the values the vehicle list can be filtered by, for one branch or all. */
export const vehicleFilterRoutes = new Hono<AppEnv>().use(authenticate, organisationScope).get('/', async (c) => {
  const scope = c.get('scope');
  return c.json(await vehicleFilterOptions(c.get('db'), scope, readQuery(c, BranchFilterQuery).branch_pk));
});

/** `vehicle-search/`: the vehicle search of spec §7 (vehicles/search.ts). */
export const vehicleSearchRoutes = new Hono<AppEnv>().use(authenticate, organisationScope).get('/', async (c) => {
  const scope = c.get('scope');
  const search = parseVehicleSearch(readQuery(c, VehicleSearchParameters));
  const page = readPage(c);
  const { results, count: total } = await searchVehicles(c.get('db'), scope, search, page);
  return c.json(listEnvelope(results, total, page));
});
