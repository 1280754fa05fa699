import { and, asc, count, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import {
  IncidentSettings,
  IncidentStatusChange,
  IncidentTypeWrite,
  IncidentUpdate,
  IncidentWrite,
  incidentMessages,
  managesAllIncidents,
  type IncidentAuditEntry,
} from '@motorpool/api';
import type { AppEnv } from '../../app-env';
import { authenticate } from '../../auth/authenticate';
import { incidentAudits, incidents, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { pathKey, readBody } from '../../http/input';
import { listEnvelope } from '../../http/pagination';
import { pageOf, readPage, readQuery } from '../../http/query';
import { incidentCaller, visibleIncidents, type IncidentCaller } from '../../incidents/access';
import { countIncidents, incidentExportResponse, IncidentListParameters, incidentListWhere, incidentOrder } from '../../incidents/list';
import { notifyIncidentChange } from '../../incidents/notify';
import { personName, serializeIncidents, type IncidentRow } from '../../incidents/serialize';
import { readIncidentSettings, writeIncidentSettings } from '../../incidents/settings';
import { createIncidentType, deleteIncidentType, findIncidentType, incidentTypeAnswer, listIncidentTypes, updateIncidentType } from '../../incidents/types';
import { changeIncidentStatus, reportIncident, updateIncident, type IncidentChange } from '../../incidents/write';
import { enforce } from '../../tenancy/permissions';
import { inOrganisation, organisationScope } from '../../tenancy/tenancy';

const callerOfRequest = (c: Context<AppEnv>) => incidentCaller(c.get('db'), c.get('scope'), c.get('caller').user.id);

/** The incident, when the caller sees it (404 otherwise, as for another organisation's). */
async function visibleIncident(c: Context<AppEnv>, caller: IncidentCaller, pk: number): Promise<IncidentRow> {
  const [row] = await c
    .get('db')
    .select()
    .from(incidents)
    .where(and(inOrganisation(incidents.organisationId, caller.scope), eq(incidents.id, pk), visibleIncidents(caller)));
  if (!row) throw notFound(incidentMessages.notFound);
  return row;
}

async function answer(c: Context<AppEnv>, caller: IncidentCaller, row: IncidentRow) {
  const [incident] = await serializeIncidents(c.get('db'), caller, [row]);
  return incident;
}

/** After the write committed: the people it concerns hear of it. */
function notifyChange(c: Context<AppEnv>, caller: IncidentCaller, change: IncidentChange, created: boolean) {
  return notifyIncidentChange(c.get('db'), { scope: caller.scope, mailer: c.get('mailer'), config: c.get('config') }, change, caller.userId, created);
}

/**
 * `/api/v1/tfm/incidents/…` (spec §2 /incidents, §3 Incident, §7 `POST
 * incidents/`): members report what the rules of @motorpool/api allow them
 * to; managers of the incident's branch and admins edit, verify, block, close
 * and dismiss; everyone sees only the incidents incidentVisibility gives them.
 */
export const incidentRoutes = new Hono<AppEnv>()
  .use(authenticate, organisationScope)
  .get('/', async (c) => {
    const db = c.get('db');
    const caller = await callerOfRequest(c);
    const query = readQuery(c, IncidentListParameters);
    const where = incidentListWhere(caller, query);
    if (query.is_export) return incidentExportResponse(db, where, query, query.is_export, c.get('clock')());
    const page = pageOf(query);
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(incidents)
        .where(where)
        .orderBy(...incidentOrder(query))
        .limit(page.pageSize)
        .offset(page.offset),
      countIncidents(db, where),
    ]);
    return c.json(listEnvelope(await serializeIncidents(db, caller, rows), total, page));
  })
  .post('/', async (c) => {
    const caller = await callerOfRequest(c);
    const input = await readBody(c, IncidentWrite);
    const change = await reportIncident(c.get('db'), caller, input, c.get('clock')());
    await notifyChange(c, caller, change, true);
    return c.json(await answer(c, caller, change.row), 201);
  })
  .get('/:pk/', async (c) => {
    const caller = await callerOfRequest(c);
    return c.json(await answer(c, caller, await visibleIncident(c, caller, pathKey(c.req.param('pk')))));
  })
  .put('/:pk/', async (c) => {
    const caller = await callerOfRequest(c);
    const existing = await visibleIncident(c, caller, pathKey(c.req.param('pk')));
    const input = await readBody(c, IncidentUpdate);
    const change = await updateIncident(c.get('db'), caller, existing, input, c.get('clock')());
    await notifyChange(c, caller, change, false);
    return c.json(await answer(c, caller, change.row));
  })
  .post('/:pk/status/', async (c) => {
    const caller = await callerOfRequest(c);
    const existing = await visibleIncident(c, caller, pathKey(c.req.param('pk')));
    const input = await readBody(c, IncidentStatusChange);
    const change = await changeIncidentStatus(c.get('db'), caller, existing, input, c.get('clock')());
    await notifyChange(c, caller, change, false);
    return c.json(await answer(c, caller, change.row));
  })
  .get('/:pk/audits/', async (c) => {
    const db = c.get('db');
    const caller = await callerOfRequest(c);
    const incident = await visibleIncident(c, caller, pathKey(c.req.param('pk')));
    const page = readPage(c, 100);
    const where = and(inOrganisation(incidentAudits.organisationId, caller.scope), eq(incidentAudits.incidentId, incident.id));
    const [rows, [total]] = await Promise.all([
      db
        .select({ audit: incidentAudits, actor: { id: users.id, firstName: users.firstName, lastName: users.lastName } })
        .from(incidentAudits)
        .leftJoin(users, eq(users.id, incidentAudits.actorUserId))
        .where(where)
        .orderBy(asc(incidentAudits.id))
        .limit(page.pageSize)
        .offset(page.offset),
      db.select({ value: count() }).from(incidentAudits).where(where),
    ]);
    const results: IncidentAuditEntry[] = rows.map(({ audit, actor }) => ({
      pk: audit.id,
      action: audit.action,
      actor: actor ? { pk: actor.id, name: personName(actor) } : null,
      changes: (audit.changes as IncidentAuditEntry['changes']) ?? null,
      created_at: audit.createdAt.toISOString(),
    }));
    return c.json(listEnvelope(results, total?.value ?? 0, page));
  });

/**
 * `/api/v1/tfm/incident-types/…` (spec §2 /incident-settings): every member
 * reads them (the report form offers them); organisation admins add, rename,
 * deactivate and delete (refused while incidents use one).
 */
export const incidentTypeRoutes = new Hono<AppEnv>()
  .use(authenticate, organisationScope)
  .get('/', async (c) => {
    const results = await listIncidentTypes(c.get('db'), c.get('scope'));
    return c.json({ results, count: results.length, next_page: null });
  })
  .post('/', async (c) => {
    const db = c.get('db');
    const scope = c.get('scope');
    enforce(managesAllIncidents(scope.tenancy));
    const input = await readBody(c, IncidentTypeWrite);
    const row = await createIncidentType(db, scope, input);
    return c.json(await incidentTypeAnswer(db, scope, row), 201);
  })
  .put('/:pk/', async (c) => {
    const db = c.get('db');
    const scope = c.get('scope');
    enforce(managesAllIncidents(scope.tenancy));
    const existing = await findIncidentType(db, scope, pathKey(c.req.param('pk')));
    if (!existing) throw notFound(incidentMessages.typeNotFound);
    const input = await readBody(c, IncidentTypeWrite);
    const row = await updateIncidentType(db, scope, existing, input, c.get('clock')());
    return c.json(await incidentTypeAnswer(db, scope, row));
  })
  .delete('/:pk/', async (c) => {
    const db = c.get('db');
    const scope = c.get('scope');
    enforce(managesAllIncidents(scope.tenancy));
    const existing = await findIncidentType(db, scope, pathKey(c.req.param('pk')));
    if (!existing) throw notFound(incidentMessages.typeNotFound);
    await deleteIncidentType(db, scope, existing);
    return c.json({ message: incidentMessages.typeDeleted });
  });

/** `/api/v1/tfm/incident-settings/`: who hears of new and critical incidents; organisation admins change it. */
export const incidentSettingRoutes = new Hono<AppEnv>()
  .use(authenticate, organisationScope)
  .get('/', async (c) => c.json(await readIncidentSettings(c.get('db'), c.get('scope'))))
  .put('/', async (c) => {
    const scope = c.get('scope');
    enforce(managesAllIncidents(scope.tenancy));
    const input = await readBody(c, IncidentSettings);
    return c.json(await writeIncidentSettings(c.get('db'), scope, input));
  });
