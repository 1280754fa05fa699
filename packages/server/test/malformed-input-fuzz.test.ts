import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASTER_CONFIG_LISTS, MESSAGE_CODES, USER_TABLE_COLUMNS } from '@motorpool/api';
import { hashToken, newSessionToken } from '../src/auth/tokens';
import { employeeExtensions, incidentAudits, incidents, incidentTypes, sessions, users, vehicles } from '../src/db/schema';
import { createHarness, type Harness } from './harness';
import { DEMO_FLEET } from './sign-up-flow';

/*
 * Property-based malformed input over every route the app registers (Hono's
 * `app.routes`, so a route added tomorrow is probed tomorrow): bodies made of
 * arbitrary JSON and of mutations of a valid-looking body learnt from the
 * route's own field errors, and query parameters, carrying NUL and lone
 * surrogates, numbers beyond the 32-bit ids and beyond doubles' integers,
 * impossible dates, deep nesting and wrong types. Signed in as the seeded
 * admin with an organisation header. No answer may be a 5xx, and every
 * refusal must be the error envelope.
 *
 * FUZZ_RUNS sets how many requests are sent (`pnpm fuzz` sends 20,000);
 * FUZZ_SEED replays a run.
 */

const REQUESTS = Number(process.env.FUZZ_RUNS ?? 500);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const SERVER_SOURCE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src');
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ROUTE_METHODS = new Set(['GET', ...BODY_METHODS]);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Route = { method: string; path: string };
type Probe = {
  route: Route;
  params: string[];
  query: [string, string][];
  /** JSON to send, or raw text (malformed JSON, nesting deeper than JSON.stringify would write). */
  body?: { json: Json } | { raw: string };
};
type Finding = { route: string; status: number; request: string; answer: string };

let harness: Harness;
let token: string;
let adminUserId: number;
let routes: Route[];
let recordIds: number[];
let queryNames: string[];
const seedBodies = new Map<string, Json>();
const readQueryNames = new Map<string, string[]>();

/** Every API route with a handler, from the app itself; middleware entries (method ALL, `*` paths) are not routes. */
function registeredRoutes(): Route[] {
  const seen = new Map<string, Route>();
  for (const { method, path: routePath } of harness.app.routes) {
    if (!ROUTE_METHODS.has(method) || !routePath.startsWith('/api/v1/') || routePath.includes('*')) continue;
    seen.set(`${method} ${routePath}`, { method, path: routePath });
  }
  return [...seen.values()];
}

const routeKey = (route: Route) => `${route.method} ${route.path}`;
const PARAM = /:(\w+)(\{[^}]*\})?/g;
const paramNames = (route: Route) => [...route.path.matchAll(PARAM)].map((match) => match[1]!);
/** Notification templates are named by message code, lookup lists (`:list`) by their name, every other path parameter by a record id. */
const NAMED_BY_CODE = new Set(['code']);

/**
 * Query parameter names, read from the code that reads them: the server's
 * `query('name')`-style readers, destructured `c.req.query()`, the keys of
 * the structs given to `readQuery`, and the users table's filter columns.
 * Hono's route table does not say which parameters a route reads, so any
 * name may be tried on any route; those a route is learnt to check, more often.
 */
function harvestedQueryNames(): string[] {
  const names = new Set<string>(['page', 'page_size', 'search', 'ordering', 'from', 'to', 'pk']);
  for (const column of USER_TABLE_COLUMNS) if (column.filter !== null) names.add(column.key);
  const files = readdirSync(SERVER_SOURCE, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  for (const file of files) {
    const text = readFileSync(path.join(SERVER_SOURCE, file), 'utf8');
    for (const match of text.matchAll(/query\(\s*'([a-z_.]+)'/g)) names.add(match[1]!);
    for (const match of text.matchAll(/(?:[qQ]uery\w*|queryKey)\([^()]*?,\s*'([a-z_]+)'/g)) names.add(match[1]!);
    for (const match of text.matchAll(/const \{([^}]+)\} = c\.req\.query\(\)/g)) for (const name of match[1]!.split(',')) names.add(name.trim());
    if (/readQuery\(/.test(text) || /QueryPrimaryKey/.test(text)) {
      for (const struct of text.matchAll(/type\(\{([^}]*)\}\)/g)) for (const key of struct[1]!.matchAll(/(\w+):/g)) names.add(key[1]!);
    }
    // The query rules of src/http/query.ts (`queryPkParameter('branch_pk')`, `queryTexts('email', …)`) and the keys of the structs built from them.
    for (const match of text.matchAll(/query\w*Parameter\(\s*'([a-z_]+)'/g)) names.add(match[1]!);
    for (const match of text.matchAll(/queryTexts\(([^)]*)\)/g)) for (const name of match[1]!.matchAll(/'([a-z_]+)'/g)) names.add(name[1]!);
    if (/from '[./]*http\/query'/.test(text)) {
      for (const struct of text.matchAll(/type\(\{((?:[^{}]|\{[^{}]*\})*)\}\)/g)) for (const key of struct[1]!.matchAll(/(\w+):/g)) names.add(key[1]!);
    }
  }
  return [...names].filter((name) => /^[a-z][a-z0-9_.]*$/.test(name)).sort();
}

/** Ids that exist: the first rows of every table with an `id`, less the admin's own account, memberships and organisation (the probe must not lock itself out). */
async function seededRecordIds(): Promise<number[]> {
  const tables = await rowsOf<{ table_name: string }>(
    sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'id' and data_type = 'integer'`,
  );
  const own = new Set([adminUserId, DEMO_FLEET]);
  const memberships = await harness.db.select({ id: employeeExtensions.id }).from(employeeExtensions).where(eq(employeeExtensions.userId, adminUserId));
  for (const membership of memberships) own.add(membership.id);
  const ids = new Set<number>();
  for (const { table_name } of tables) {
    for (const row of await rowsOf<{ id: number }>(sql.raw(`select id from "${table_name}" order by id limit 12`))) if (!own.has(row.id)) ids.add(row.id);
  }
  return [...ids].sort((a, b) => a - b);
}

const rowsOf = async <T>(query: SQL): Promise<T[]> => ((await harness.db.execute(query)) as unknown as { rows: T[] }).rows;

/** An incident of the admin's organisation, with a trail, so the incident paths (named by the tables' first ids) reach one. */
async function plantIncident() {
  const [vehicle] = await harness.db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.organisationId, DEMO_FLEET)).limit(1);
  const [type] = await harness.db.select({ id: incidentTypes.id }).from(incidentTypes).where(eq(incidentTypes.organisationId, DEMO_FLEET)).limit(1);
  const [incident] = await harness.db
    .insert(incidents)
    .values({ organisationId: DEMO_FLEET, vehicleId: vehicle!.id, incidentTypeId: type!.id, reportedByUserId: adminUserId, reportedOn: new Date() })
    .returning({ id: incidents.id });
  await harness.db.insert(incidentAudits).values({ organisationId: DEMO_FLEET, incidentId: incident!.id, actorUserId: adminUserId, action: 'created' });
}

/** A fresh session for the admin without a password check: a probe may sign the admin out (logout, password changes). */
async function adminSession(): Promise<string> {
  const fresh = newSessionToken();
  await harness.db
    .insert(sessions)
    .values({ tokenHash: hashToken(fresh), userId: adminUserId, organisationId: DEMO_FLEET, expiresAt: new Date(Date.now() + 86_400_000) });
  return fresh;
}

function fill(route: Route, params: readonly string[]): string {
  let index = 0;
  return route.path.replace(PARAM, () => params[index++] ?? '1');
}

/** Percent-encodes a value; a lone surrogate has no UTF-8 form, so it goes as the bytes a careless client would send. */
function encodeQueryText(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value.replace(/[\ud800-\udfff]/g, '%ED%A0%80').replace(/[^%\w]/g, (character) => encodeURIComponent(character));
  }
}

function urlOf(probe: Probe): string {
  const query = probe.query.map(([name, value]) => `${encodeQueryText(name)}=${encodeQueryText(value)}`).join('&');
  return `${fill(probe.route, probe.params)}${query ? `?${query}` : ''}`;
}

async function send(probe: Probe): Promise<Response> {
  const body =
    probe.body === undefined
      ? {}
      : 'json' in probe.body
        ? { body: probe.body.json }
        : { rawBody: probe.body.raw, headers: { 'content-type': 'application/json' } };
  return harness.call(probe.route.method, urlOf(probe), { token, organisation: DEMO_FLEET, ...body });
}

// ---- valid-looking bodies, learnt from each route's own field errors ----

const setAt = (target: { [key: string]: Json }, fieldPath: string, value: Json) => {
  const parts = fieldPath.split('.');
  let node: { [key: string]: Json } = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) node[part] = {};
    node = node[part] as { [key: string]: Json };
  }
  node[parts.at(-1)!] = value;
};

/** A plausible value for a field, from what its error message and its name say it wants. */
function plausibleValue(field: string, message: string): Json {
  const name = field.split('.').at(-1)!.toLowerCase();
  const choices = /one of `([^`]*)`/.exec(message)?.[1];
  if (choices) return JSON.parse(`[${choices}]`)[0] as Json;
  if (/an object/.test(message)) return {};
  if (/an array|list/i.test(message)) return [];
  if (/boolean/.test(message)) return true;
  if (/integer|pk|record id/i.test(message) || /(^|_)pk$|^(branch|role|hub|vehicle|driver|employee|department|cost_centre|organisation_id)$/.test(name))
    return recordIds[0] ?? 1;
  if (/number/.test(message)) return 1;
  if (/datetime|date-time/.test(name) || /date-time/.test(message)) return '2031-03-04T09:00';
  if (/date|birth|expiry|upto/.test(name) || /yyyy-MM-dd|date/i.test(message)) return '2031-03-04';
  if (/email|manager/.test(name)) return 'fuzz.seed@example.com';
  if (/phone|number/.test(name)) return '+61412345678';
  if (/time/.test(name)) return '09:00';
  if (/year/.test(name)) return 2031;
  return 'Fuzz seed';
}

/**
 * What a route checks, learnt from its own 400s: sends a body (`{}` at first)
 * and every harvested query name with a value no checked parameter accepts,
 * then fills in the body fields the answer names and drops the query names it
 * names, until the route answers something else or names nothing new. Free
 * text parameters pass unnamed; the text rule covers every parameter anyway.
 */
async function learnRoute(route: Route): Promise<{ seed: Json | undefined; queryNames: string[] }> {
  const hasBody = BODY_METHODS.has(route.method);
  const body: { [key: string]: Json } = {};
  const checkedQuery: string[] = [];
  let unnamedQuery = queryNames;
  const tried = new Set<string>();
  for (let round = 0; round < 16; round += 1) {
    const probe: Probe = {
      route,
      params: paramNames(route).map((name) => (name === 'list' ? 'colours' : NAMED_BY_CODE.has(name) ? 'invitation' : String(recordIds[1] ?? 2))),
      query: unnamedQuery.map((name) => [name, 'fuzz-sentinel']),
      ...(hasBody ? { body: { json: body } } : {}),
    };
    const response = await send(probe);
    if (response.status === 401) token = await adminSession();
    if (response.status !== 400) break;
    const fields = ((await response.json()) as { errors?: { fields?: Record<string, string> } }).errors?.fields ?? {};
    const fresh = Object.entries(fields).filter(([field]) => !tried.has(field));
    if (fresh.length === 0) break;
    for (const [field, message] of fresh) {
      tried.add(field);
      if (unnamedQuery.includes(field)) {
        checkedQuery.push(field);
        unnamedQuery = unnamedQuery.filter((name) => name !== field);
      }
      if (hasBody && !/not allowed/.test(message)) setAt(body, field, plausibleValue(field, message));
    }
  }
  return { seed: Object.keys(body).length > 0 ? body : undefined, queryNames: checkedQuery };
}

// ---- arbitraries ----

// Each class of malformed value is equally likely, with its canonical cases often, so a short run still tries each class on each field.
const nulText = fc.oneof(
  fc.constantFrom('a\u0000b', '\u0000', 'ok\u0000\ud83d\ude90'),
  fc.string({ maxLength: 8 }).map((text) => `${text}\u0000${text}`),
);
const loneSurrogate = fc.oneof(fc.constantFrom('x\ud800', '\udc00y', '\udbff'), fc.string({ unit: 'binary', maxLength: 12 }));
const outOfRangeId = fc.constantFrom(2147483648, -2147483649, 4294967296, 99999999999);
// biome-ignore lint/correctness/noPrecisionLoss: 2^53 + 1 is chosen because it is not a safe integer; the server must refuse it
const unsafeNumber = fc.constantFrom(1e308, -1e308, 9007199254740993, 2 ** 60, Number.MAX_VALUE);
const notAnId = fc.oneof(fc.constantFrom(1.5, 0, -1, 1e-7), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer());
const impossibleDate = fc.constantFrom('2026-02-30', '2025-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '0000-01-01', '2026-2-3', '20260230');
const impossibleDateTime = fc.constantFrom(
  '2026-02-30T10:00',
  '2026-02-28T25:00',
  '2026-02-28T10:61',
  '2026-02-28T10:00:60',
  '2026-02-30T10:00Z',
  '2026-02-28T10:00+99:00',
  '9999-12-31T23:59',
);
const wrongType = fc.constantFrom<Json>(true, false, null, [], {}, [[]], { a: {} }, '', ' ', [null], ['1'], 'x'.repeat(3000));
const nested = (depth: number, leaf: Json): Json => {
  let value: Json = leaf;
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
};
const deepValue = fc.integer({ min: 33, max: 200 }).map((depth) => nested(depth, 1));
const badValue: fc.Arbitrary<Json> = fc.oneof(
  nulText,
  loneSurrogate,
  outOfRangeId,
  unsafeNumber,
  notAnId,
  impossibleDate,
  impossibleDateTime,
  wrongType,
  deepValue,
  fc.jsonValue({ maxDepth: 3, stringUnit: 'binary' }) as fc.Arbitrary<Json>,
);
const plausibleQueryValue = fc.oneof(
  fc.constantFrom('1', '2', 'true', 'false', 'csv', 'xlsx', '2031-03-04', '2031-03-04T09:00', '-name', ''),
  fc.constant(null).map(() => String(recordIds[0] ?? 1)),
);
const badQueryValue = fc.oneof(
  nulText,
  loneSurrogate,
  outOfRangeId.map(String),
  fc.constantFrom('1e308', '9007199254740993', '99999999999999999999', '0x10', '+1', ' 1'),
  notAnId.map(String),
  impossibleDate,
  impossibleDateTime,
  fc.constantFrom(
    '[2147483648]',
    '[1e308]',
    '[1.5]',
    '["\\u0000"]',
    '{"a":"\\u0000"}',
    '{"a":["\\ud800"]}',
    `${'['.repeat(40)}1${']'.repeat(40)}`,
    'null',
    '[]',
    '{}',
  ),
  impossibleDate.map((date) => `${date},2026-03-01`),
);

/** Every place in a body a value sits, the body itself excluded. */
function fieldPaths(value: Json, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null) return [];
  const entries: [string, Json][] = Array.isArray(value) ? value.map((item, index) => [String(index), item]) : Object.entries(value);
  return entries.flatMap(([key, item]) => [[...prefix, key], ...fieldPaths(item, [...prefix, key])]);
}

function withValueAt(seed: Json, at: string[], value: Json | undefined): Json {
  if (at.length === 0) return value ?? null;
  const copy = structuredClone(seed) as { [key: string]: Json };
  let node: Json = copy;
  for (const part of at.slice(0, -1)) node = typeof node === 'object' && node !== null ? ((node as { [key: string]: Json })[part] ?? null) : null;
  if (typeof node !== 'object' || node === null) return copy;
  const parent = node as { [key: string]: Json };
  if (value === undefined) delete parent[at.at(-1)!];
  else parent[at.at(-1)!] = value;
  return copy;
}

const rawBodies = fc.oneof(
  fc.constantFrom('{', '[1,', '{"a":}', 'nul', '"\\ud800"', '{"a":1e400}', '1e400', '\u0000', '{"\\u0000":1}', '[]', 'null', '"text"', '{"a":"\\udc00"}'),
  fc.constantFrom(33, 1_000, 10_000).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.constantFrom(33, 10_000).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
);

function bodyArbitrary(route: Route): fc.Arbitrary<Probe['body']> {
  const seed = seedBodies.get(routeKey(route));
  const arbitraryJson = fc.oneof(
    fc.jsonValue({ maxDepth: 4, stringUnit: 'binary' }) as fc.Arbitrary<Json>,
    fc.dictionary(fc.string({ maxLength: 12 }), badValue, { maxKeys: 4 }),
  );
  const kinds: fc.WeightedArbitrary<Probe['body']>[] = [
    { weight: 1, arbitrary: arbitraryJson.map((json) => ({ json })) },
    { weight: 1, arbitrary: rawBodies.map((raw) => ({ raw })) },
  ];
  const paths = seed === undefined ? [] : fieldPaths(seed);
  if (seed !== undefined && paths.length > 0) {
    // One field made malformed (sometimes dropped), sometimes a second one or an unknown key as well.
    const mutation = fc
      .tuple(fc.constantFrom(...paths), fc.option(badValue, { freq: 12 }), fc.option(fc.tuple(fc.constantFrom(...paths, ['extra']), badValue), { freq: 3 }))
      .map(([at, value, second]) => {
        let json = withValueAt(seed, at, value ?? undefined);
        if (second) json = withValueAt(json, second[0], second[1]);
        return { json };
      });
    kinds.push({ weight: 8, arbitrary: mutation }, { weight: 1, arbitrary: fc.constant({ json: seed }) });
  }
  return fc.oneof(...kinds);
}

function probeArbitrary(route: Route): fc.Arbitrary<Probe> {
  const param = (name: string) =>
    fc.oneof(
      {
        weight: 8,
        arbitrary:
          name === 'list'
            ? fc.constantFrom(...MASTER_CONFIG_LISTS)
            : NAMED_BY_CODE.has(name)
              ? fc.constantFrom(...MESSAGE_CODES)
              : fc.constantFrom(...recordIds.map(String)),
      },
      { weight: 1, arbitrary: fc.constantFrom('2147483648', '1e308', '0', '-1', '%00', 'abc', 'approve', 'decline', '__proto__') },
    );
  const read = readQueryNames.get(routeKey(route)) ?? [];
  const name =
    read.length > 0
      ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...read) }, { weight: 1, arbitrary: fc.constantFrom(...queryNames) })
      : fc.constantFrom(...queryNames);
  const queryPair = fc.tuple(name, fc.oneof({ weight: 3, arbitrary: badQueryValue }, { weight: 2, arbitrary: plausibleQueryValue }));
  const query = fc.array(queryPair, { minLength: BODY_METHODS.has(route.method) ? 0 : 1, maxLength: 4 });
  const body = BODY_METHODS.has(route.method) ? fc.option(bodyArbitrary(route), { freq: 6 }).map((value) => value ?? undefined) : fc.constant(undefined);
  const params = fc.tuple(...paramNames(route).map(param));
  return fc.record({ params, query, body }).map((parts) => ({ route, ...parts }));
}

function describeProbe(probe: Probe): string {
  const body = probe.body === undefined ? '' : ` body=${('json' in probe.body ? JSON.stringify(probe.body.json) : probe.body.raw).slice(0, 300)}`;
  return `${probe.route.method} ${urlOf(probe).slice(0, 300)}${body}`;
}

/** The answer is fine when it is not a 5xx and every refusal is `{"errors":{"title":…}}`. */
async function findingOf(probe: Probe, response: Response): Promise<Finding | null> {
  if (response.headers.get('content-type')?.includes('text/event-stream')) {
    await response.body?.cancel();
    return response.status >= 500 ? { route: routeKey(probe.route), status: response.status, request: describeProbe(probe), answer: 'event stream' } : null;
  }
  const text = await response.text();
  if (response.status < 400) return null;
  let envelope = false;
  try {
    const title = (JSON.parse(text) as { errors?: { title?: unknown } }).errors?.title;
    envelope = typeof title === 'string' && title.length > 0;
  } catch {
    envelope = false;
  }
  if (response.status < 500 && envelope) return null;
  return { route: routeKey(probe.route), status: response.status, request: describeProbe(probe), answer: text.slice(0, 300) };
}

let learning = '';

beforeAll(async () => {
  harness = await createHarness();
  const learningStarted = Date.now();
  const [admin] = await harness.db
    .select({ id: users.id })
    .from(users)
    .innerJoin(employeeExtensions, and(eq(employeeExtensions.userId, users.id), eq(employeeExtensions.organisationId, DEMO_FLEET)))
    .where(eq(users.email, 'admin@demo.fleet'));
  adminUserId = admin!.id;
  await plantIncident();
  token = await adminSession();
  routes = registeredRoutes();
  recordIds = await seededRecordIds();
  queryNames = harvestedQueryNames();
  for (const route of routes) {
    const { seed, queryNames: checked } = await learnRoute(route);
    if (seed !== undefined) seedBodies.set(routeKey(route), seed);
    readQueryNames.set(routeKey(route), checked);
  }
  learning = `${((Date.now() - learningStarted) / 1000).toFixed(1)} s`;
}, 300_000);

afterAll(async () => {
  await harness?.close();
});

describe('malformed input on every route', () => {
  it(
    `answers ${REQUESTS} malformed requests without a 5xx, every refusal in the error envelope`,
    async () => {
      const started = Date.now();
      // Every route gets its share, at least one request.
      const shareOf = (index: number) => Math.max(1, Math.floor((REQUESTS * (index + 1)) / routes.length) - Math.floor((REQUESTS * index) / routes.length));
      const findings: Finding[] = [];
      const statuses = new Map<number, number>();
      let sent = 0;
      let sessionsRenewed = 0;
      for (const [index, route] of routes.entries()) {
        for (const probe of fc.sample(probeArbitrary(route), { numRuns: shareOf(index), seed: SEED + index })) {
          const response = await send(probe);
          sent += 1;
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          const finding = await findingOf(probe, response);
          if (finding) findings.push(finding);
          if (response.status === 401) {
            token = await adminSession();
            sessionsRenewed += 1;
          }
        }
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const summary = [...statuses.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}×${count}`)
        .join(' ');
      console.info(
        `[fuzz] seed ${SEED}: ${sent} requests over ${routes.length} routes (${routes.filter((route) => BODY_METHODS.has(route.method)).length} take a body, ${seedBodies.size} with a learnt body, ${[...readQueryNames.values()].filter((names) => names.length > 0).length} with learnt query parameters, ${queryNames.length} query names) in ${seconds} s (learning bodies and parameters before: ${learning}); ` +
          `${findings.filter((finding) => finding.status >= 500).length} × 5xx; statuses ${summary}; admin session renewed ${sessionsRenewed}×`,
      );
      const byRoute = new Map<string, Finding>();
      for (const finding of findings) byRoute.set(`${finding.route} ${finding.status}`, finding);
      expect([...byRoute.values()], `replay with FUZZ_SEED=${SEED}`).toEqual([]);
      expect(sent).toBeGreaterThanOrEqual(Math.min(REQUESTS, routes.length));
    },
    Math.max(120_000, REQUESTS * 300),
  );
});
