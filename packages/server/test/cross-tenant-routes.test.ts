import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@motorpool/api';
import { hashPassword } from '../src/auth/passwords';
import { hashToken } from '../src/auth/tokens';
import {
  auditEvents,
  bookingApprovalRules,
  bookingAudits,
  incidentAudits,
  incidents,
  incidentTypes,
  branches,
  branchHolidays,
  costCentres,
  departments,
  embedKeys,
  employeeExtensions,
  employeeTagValues,
  geofences,
  invites,
  masterConfigEntries,
  notifications,
  notificationTemplates,
  organisationSettings,
  plannedJobs,
  publicHolidays,
  registrationRequests,
  roles,
  sessions,
  tagGroups,
  userPreferences,
  users,
} from '../src/db/schema';
import { PREFERENCE_CATALOGUE } from '../src/preferences/catalogue';
import { SETTING_KEYS, writeSetting } from '../src/settings/organisation-settings';
import type { OrganisationScope } from '../src/tenancy/tenancy';
import { hoursFromNow, seedBooking, seedMember, seedVehicle } from './booking-fixtures';
import { createHarness, DEMO_PASSWORD, type Harness } from './harness';
import { DEMO_FLEET, FLEET_SHARE } from './sign-up-flow';

/**
 * Every route the app registers, called by another organisation's people and
 * widgets with organisation A's ids in the path, the body and the query, and
 * with an `organisation` header naming A. Two oracles: none of A's rows
 * changes (a hash of every row of A before and after each route), and no
 * answer carries one of the distinctive strings planted in A's records,
 * unless the caller sent that string itself. The routes come from
 * `app.routes`, so a route added tomorrow is probed tomorrow. Public routes
 * (sign-in, recovery, sign-up, portal config, emailed links) are probed the
 * same way: they may answer, but never with A's data.
 */

const A = DEMO_FLEET;
const B = FLEET_SHARE;
const B_ORIGIN = 'https://partner.other-tenant.example';

/** Distinctive strings planted in A's records: none may reach another organisation's caller. */
const plant = {
  branch: 'Quarrowby Depot',
  branchAddress: 'Larkspindle Lane',
  vehicle: 'Vexmoor Quadrant',
  registration: 'QZX9K7',
  firstName: 'Quillon',
  lastName: 'Zephyrine',
  email: 'member.k4@secret-a.example',
  phone: '+61412398765',
  employeeId: 'EMPZQX4411',
  licence: 'LICQZ99812',
  department: 'Yarrowquim Logistics',
  costCentre: 'Plovrenta Ledger',
  tagGroup: 'Kestrivane Badge',
  tagValue: 'Ombrevane',
  purpose: 'Glimmerjack errand',
  hiddenPurpose: 'Hushwater hidden trip',
  bookingManager: 'manager.brindleford@secret-a.example',
  branchHoliday: 'Murrowisk Day',
  publicHoliday: 'Tressanvy Feast',
  geofence: 'Fennaquill Zone',
  approvalRule: 'Drovemark Approvals',
  embedKeyName: 'Sorvaplint Intranet',
  inviteEmail: 'wrenhollow@secret-a.example',
  inviteName: 'Wrenhollow Invitee',
  notification: 'Drovelline notice',
  registrationNote: 'Pellucidar request',
  auditReason: 'Thistlegrove audit reason',
  jobSubject: 'booking:quennatrove',
  templateSubject: 'Invitation from Marrowglint',
  incidentType: 'Quillwhistle Mishap',
  incidentDescription: 'Brackenfold dent on the tailgate',
  incidentAddress: 'Snorvelby Crescent',
  settingsChange: 'Brindlequay Holdings',
  masterConfigEntry: 'Fernwhistle Lacquer',
} as const;

/**
 * Tables of A's data that a caller elsewhere may change by design, and why.
 * Every other table with an organisation_id is compared row for row.
 */
const NOT_COMPARED: Record<string, string> = {
  outbox: 'mail queued to A’s people by public flows (password recovery, activation) is by design, and is not A’s records',
};

/** Routes that may add to one of A's tables whoever calls them, and why. Keyed by `METHOD path` as registered. */
const ALLOWED_CHANGES: Record<string, { tables: string[]; reason: string }> = {
  'POST /api/v1/accounts/user/recover-password/': {
    tables: ['link_tokens'],
    reason: 'anyone may ask for a reset link to an address (spec §4); the link goes to the address, and the answer is the same whether it exists',
  },
};

type Kind =
  | 'branch'
  | 'branchHoliday'
  | 'publicHoliday'
  | 'booking'
  | 'department'
  | 'costCentre'
  | 'geofence'
  | 'tagGroup'
  | 'registrationRequest'
  | 'member'
  | 'notification'
  | 'vehicle'
  | 'approvalRule'
  | 'embedKey'
  | 'preference'
  | 'invite'
  | 'role'
  | 'incident'
  | 'incidentType'
  | 'masterConfigEntry'
  | 'organisation';

/** The record kind a path segment names, read from the segment before the parameter. */
const KIND_OF_SEGMENT: Record<string, Kind> = {
  branches: 'branch',
  'update-branch': 'branch',
  'associated-branches': 'branch',
  'branch-holidays': 'branchHoliday',
  'public-holidays': 'publicHoliday',
  bookings: 'booking',
  booking: 'booking',
  departments: 'department',
  'cost-centres': 'costCentre',
  geofences: 'geofence',
  tags: 'tagGroup',
  'registration-request': 'registrationRequest',
  'employees-extensions': 'member',
  'update-extension': 'member',
  'update-driver-extension': 'member',
  'update-email-phone': 'member',
  notifications: 'notification',
  vehicles: 'vehicle',
  'booking-approval-rules': 'approvalRule',
  'embed-keys': 'embedKey',
  'user-preference': 'preference',
  'invite-user': 'invite',
  roles: 'role',
  memberships: 'organisation',
  incidents: 'incident',
  'incident-types': 'incidentType',
  'affected-bookings': 'booking',
  // master-config/:list/:pk: the entry's segment before it is the list parameter.
  ':list': 'masterConfigEntry',
};

let harness: Harness;
/** A's records, one of each kind (the planted ones where there is one). */
const ids = {} as Record<Kind, number> & { secondBranch: number; hiddenBooking: number };
type OwnKind = 'branch' | 'vehicle' | 'member' | 'department' | 'costCentre' | 'role' | 'booking' | 'tagGroup' | 'incidentType';
/** B's records of the kinds a body names, valid for B's callers: A's ids ride along with them. */
const own = {} as Record<OwnKind | 'hub', number>;
let aEmbedKey: string;
/** A's planned job: the jobs screen's path names jobs by uuid. */
let aJobId: string;
const SERIES = `series-zqx-${randomBytes(3).toString('hex')}`;

type Caller = {
  name: string;
  /** Read at every call: a route may end a session, which is then renewed before the next route. */
  headers(): Record<string, string>;
};

const bearer = { admin: '', driver: '' };
const widget = { calendarRead: '', booking: '' };
const bKeys = { calendarRead: '', booking: '' };

const callers: Caller[] = [
  { name: 'B admin', headers: () => ({ authorization: `Bearer ${bearer.admin}` }) },
  { name: 'B driver', headers: () => ({ authorization: `Bearer ${bearer.driver}` }) },
  { name: 'B widget (calendar_read)', headers: () => ({ authorization: `Widget ${widget.calendarRead}`, origin: B_ORIGIN }) },
  { name: 'B widget (booking)', headers: () => ({ authorization: `Widget ${widget.booking}`, origin: B_ORIGIN }) },
  { name: 'anonymous', headers: () => ({}) },
];

type Route = { method: string; path: string };

/** Every route the app answers, each method once; middleware (ALL, wildcards) is not a route. */
function registeredRoutes(): Route[] {
  const seen = new Map<string, Route>();
  for (const route of harness.app.routes) {
    if (route.method === 'ALL' || route.path.includes('*')) continue;
    seen.set(`${route.method} ${route.path}`, { method: route.method, path: route.path });
  }
  // Signing out ends the caller's session: probe it last.
  return [...seen.values()].sort((a, b) => Number(a.path.includes('logout')) - Number(b.path.includes('logout')));
}

/** The path with each parameter filled from A's record of the kind the segment before it names. */
function fillPath(path: string): string {
  const segments = path.split('/');
  return segments
    .map((segment, index) => {
      if (!segment.startsWith(':')) return segment;
      const name = segment.slice(1).replace(/\{.*\}$/, '');
      if (name === 'organisation') return String(A);
      if (name === 'action') return 'approve';
      if (name === 'token') return 'probe-token';
      if (name === 'collection') return 'profile';
      if (name === 'name') return 'probe.jpg';
      if (segments[index - 1] === 'jobs') return aJobId;
      // Templates are named by message code: the one A has its own wording of.
      if (name === 'code') return 'invitation';
      // Lookup lists are named: the one A's planted entry is in.
      if (name === 'list') return 'colours';
      const kind = KIND_OF_SEGMENT[segments[index - 1] ?? ''];
      // Any id of A where the segment names no kind this test knows.
      return String(kind ? ids[kind] : ids.member);
    })
    .join('/');
}

/** The id the path's first parameter was filled with, or null for a path without one. */
function pathIdOf(path: string): number | null {
  const segments = path.split('/');
  const index = segments.findIndex((segment) => segment.startsWith(':'));
  if (index < 0) return null;
  const kind = KIND_OF_SEGMENT[segments[index - 1] ?? ''];
  return kind ? ids[kind] : ids.member;
}

/** Query parameters naming A's records: all at once, and one by one where the route refuses the set. */
function queryParameters(): Record<string, string> {
  return {
    branch: String(ids.branch),
    branch_pk: String(ids.branch),
    branch_pks: `${ids.branch},${ids.secondBranch}`,
    hub_pk: String(ids.branch),
    hub_pks: String(ids.branch),
    vehicle_pk: String(ids.vehicle),
    driver_pk: String(ids.member),
    booking_id: String(ids.booking),
    booking_pks: String(ids.booking),
    booking_pk: String(ids.booking),
    person_pk: String(ids.member),
    incident_type_pk: String(ids.incidentType),
    multi_booking_id: SERIES,
    invite_pk: String(ids.invite),
    organisation: String(A),
    organisation_id: String(A),
    pk: String(ids.member),
    user: String(ids.member),
    employee: String(ids.member),
    email: plant.email,
    record_type: 'company_settings',
    record_key: '',
  };
}

/** The flags that widen a list to what its screen does not show (sent with A's ids), and the export, which answers another shape. */
const WIDENED = { is_hidden: 'true', is_deleted: 'true' };
const EXPORTED = { is_export: 'csv' };

/**
 * What a body field may hold, in the order tried: A's record (as a pk and as
 * a `{pk}` ref), then, where that is refused, the caller's own record, so the
 * request gets past that field and A's ids in the others are tried further on;
 * lists also try A's record among the caller's own.
 */
function candidates(key: string, pathId: number | null): unknown[] {
  const refs = (kind: OwnKind) => [ids[kind], { pk: ids[kind] }, own[kind], { pk: own[kind] }];
  const lists = (kind: OwnKind) => [[ids[kind]], [own[kind], ids[kind]], [own[kind]]];
  const refLists = (kind: OwnKind) => [[{ pk: ids[kind] }], [{ pk: own[kind] }, { pk: ids[kind] }], [{ pk: own[kind] }]];
  const later = (hours: number) => hoursFromNow(hours).toISOString().slice(0, 16);
  switch (key) {
    case 'pk':
    case 'id':
      return [pathId ?? ids.member];
    case 'from_branch':
    case 'branch':
    case 'branch_pk':
    case 'branch_id':
    case 'destination':
      return refs('branch');
    case 'hub':
    case 'hub_pk':
    case 'hub_id':
      return [ids.branch, { pk: ids.branch }, own.hub, { pk: own.hub }];
    case 'to_branch':
    case 'branches':
    case 'branch_pks':
    case 'branch_ids':
    case 'hub_pks':
      return [[ids.branch, ids.secondBranch], ...lists('branch')];
    case 'vehicle':
    case 'vehicle_pk':
    case 'vehicle_id':
      return refs('vehicle');
    case 'person':
    case 'driver':
    case 'driver_pk':
    case 'employee':
    case 'employee_pk':
    case 'member':
    case 'user_id':
      return refs('member');
    case 'secondary_drivers':
      return refLists('member');
    case 'lic_exp_reminder_recipients':
    case 'branch_manager':
    case 'managers':
      return lists('member');
    case 'departments':
      return lists('department');
    case 'department':
      return refs('department');
    case 'cost_centre':
      return refs('costCentre');
    case 'role':
    case 'role_id':
      return refs('role');
    case 'roles':
    case 'role_ids':
      return lists('role');
    case 'booking_pks':
      return [[ids.booking, ids.hiddenBooking], ...lists('booking')];
    case 'booking':
    case 'booking_id':
      return refs('booking');
    case 'multi_booking_id':
      return [SERIES];
    case 'organisation':
    case 'organisation_id':
    case 'organisation_pk':
      return [A];
    case 'embed_key':
      return [aEmbedKey];
    case 'email':
      return [plant.email];
    case 'user':
      return [{ email: plant.email, first_name: 'Probe', last_name: 'Probe' }, ids.member];
    case 'invite_pk':
      return [ids.invite];
    case 'pks':
    case 'invites':
      return [[ids.invite]];
    case 'tag_group':
    case 'tag_group_id':
      return refs('tagGroup');
    case 'incident_type':
    case 'incident_sub_type':
    case 'parent':
      return [ids.incidentType, own.incidentType];
    case 'reason':
      return ['Probe reason'];
    case 'name':
      return ['Probe name'];
    case 'password':
    case 'old_password':
    case 'new_password':
    case 'confirm_password':
    case 'confirm_new_password':
      return [DEMO_PASSWORD];
    case 'allowed_origins':
      return [['https://probe.other-tenant.example']];
    case 'scope':
      return ['calendar_read'];
    case 'file_name':
      return ['probe.jpg'];
    case 'new_phone':
      return ['+61412000111'];
    case 'start_datetime':
    case 'from_datetime':
      return [later(72)];
    case 'end_datetime':
      return [later(74)];
    case 'date':
      return ['2031-05-06'];
    case 'status':
      return ['Active'];
    case 'country':
      return ['AU'];
    case 'state':
      return ['NSW'];
    case 'year':
      return [2031];
    case 'value':
    case 'first_name':
    case 'last_name':
      return ['Probe'];
    case 'token':
      return ['probe-token'];
    case 'new_email':
      return ['probe@other-tenant.example'];
    default:
      if (/(_id|_pk|pk)$/.test(key)) return [ids.member, { pk: ids.member }];
      if (/(_ids|_pks)$/.test(key)) return [[ids.member]];
      return [ids.member, 'Probe', [ids.member], { pk: ids.member }, true];
  }
}

/** The body every write starts from: each field this test knows, naming A's records; the server's field messages prune it. */
const INITIAL_FIELDS = [
  'pk',
  'from_branch',
  'to_branch',
  'branch',
  'hub',
  'vehicle',
  'driver',
  'secondary_drivers',
  'lic_exp_reminder_recipients',
  'branch_manager',
  'departments',
  'cost_centre',
  'role',
  'booking_pks',
  'multi_booking_id',
  'organisation',
  'organisation_id',
  'embed_key',
  'user',
  'email',
  'invite_pk',
  'tag_group',
  'reason',
  'name',
  'start_datetime',
  'end_datetime',
  'date',
];

type Probe = { status: number; body: string; sent: string };

async function send(caller: Caller, method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}): Promise<Probe> {
  const headers = { ...caller.headers(), ...options.headers };
  const init: RequestInit = { method, headers: { ...headers } };
  if (options.body !== undefined) {
    init.body = JSON.stringify(options.body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  const response = await harness.app.request(path, init);
  let body = '';
  // An event stream never ends; what it sends is the notification rows, read by the list routes.
  if ((response.headers.get('content-type') ?? '').includes('text/event-stream')) await response.body?.cancel();
  else body = await response.text();
  return { status: response.status, body, sent: `${path} ${JSON.stringify(options.body ?? null)} ${JSON.stringify(options.headers ?? {})}` };
}

type ValueType = 'number' | 'string' | 'array' | 'object' | 'boolean';

const typeOf = (value: unknown): ValueType | 'other' => {
  if (Array.isArray(value)) return 'array';
  if (value !== null && typeof value === 'object') return 'object';
  const type = typeof value;
  return type === 'number' || type === 'string' || type === 'boolean' ? type : 'other';
};

/** Something of each type a field may ask for, once the candidates of its name run out. */
const EMPTY_OF_TYPE: Record<ValueType, unknown> = { number: 1, string: 'Probe', array: [], object: {}, boolean: true };

/** The type superstruct's 'Expected an integer, but received: …' asks for, or null. */
function expectedType(message: string): ValueType | null {
  const expected = /^Expected a value of type `(\w+)`/.exec(message)?.[1] ?? /^Expected (?:an? )?(\w+)/.exec(message)?.[1];
  if (expected === 'integer' || expected === 'number') return 'number';
  if (expected === 'string') return 'string';
  if (expected === 'array') return 'array';
  if (expected === 'object') return 'object';
  if (expected === 'boolean') return 'boolean';
  return null;
}

/** The field messages of an error answer (400, or a 404/409 naming the field), or none. */
function fieldErrorsOf(body: string): Record<string, string> {
  try {
    return (JSON.parse(body) as { errors?: { fields?: Record<string, string> } }).errors?.fields ?? {};
  } catch {
    return {};
  }
}

/** The values superstruct names in 'Expected one of `"a","b"`, …', or null. */
function enumChoices(message: string): unknown[] | null {
  const listed = /^Expected one of `(.*)`/.exec(message)?.[1];
  if (!listed) return null;
  try {
    const values = JSON.parse(`[${listed}]`) as unknown[];
    return values.length > 0 ? values : null;
  } catch {
    return null;
  }
}

/**
 * Sends a write with A's ids, letting the server's field messages shape the
 * body: fields it does not allow are dropped, missing ones added, ones of the
 * wrong type tried in their next form, until it gets past validation.
 */
async function probeWrite(caller: Caller, method: string, path: string, pathId: number | null): Promise<Probe[]> {
  const body: Record<string, unknown> = {};
  const tried = new Map<string, number>();
  for (const key of INITIAL_FIELDS) {
    body[key] = candidates(key, pathId)[0];
    tried.set(key, 0);
  }
  const probes: Probe[] = [];
  for (let round = 0; round < 16; round += 1) {
    const probe = await send(caller, method, path, { body });
    probes.push(probe);
    // A pk in the body can turn a create into an update of a record not found: try the create too.
    if (probe.status === 404 && 'pk' in body && !pathId) {
      delete body.pk;
      continue;
    }
    const fields = probe.status < 500 ? fieldErrorsOf(probe.body) : {};
    let reshaped = false;
    for (const [field, message] of Object.entries(fields)) {
      const [head = field, ...rest] = field.split('.');
      const wantedItem = expectedType(message);
      if (rest.length === 1 && Array.isArray(body[head]) && wantedItem && typeOf(body[head][0]) !== wantedItem) {
        // An item of a list of the wrong type: a list of the right one.
        body[head] = [EMPTY_OF_TYPE[wantedItem]];
        reshaped = true;
        continue;
      }
      // A field inside an object the body sends (`employee_extension.first_name`) is shaped in place.
      const nested = rest.length === 1 && typeof body[head] === 'object' && body[head] !== null && !Array.isArray(body[head]);
      const container = nested ? (body[head] as Record<string, unknown>) : body;
      const key = nested ? rest[0]! : head;
      const choices = enumChoices(message);
      const triedKey = nested ? field : key;
      if (message === messages.field.unknown) {
        if (key in container) {
          delete container[key];
          reshaped = true;
        }
      } else if (choices) {
        // An enum says what it takes: the first choice, inside the list where the field is one.
        const value = nested || rest.length === 0 ? choices[0] : [choices[0]];
        if (JSON.stringify(container[key]) !== JSON.stringify(value)) {
          container[key] = value;
          reshaped = true;
        }
      } else if (!(key in container)) {
        container[key] = candidates(key, pathId)[0];
        tried.set(triedKey, 0);
        reshaped = true;
      } else {
        const options = candidates(key, pathId);
        const wanted = expectedType(message);
        let next = (tried.get(triedKey) ?? 0) + 1;
        while (wanted && next < options.length && typeOf(options[next]) !== wanted) next += 1;
        if (next < options.length) {
          container[key] = options[next];
          tried.set(triedKey, next);
          reshaped = true;
        } else if (wanted && typeOf(container[key]) !== wanted) {
          container[key] = EMPTY_OF_TYPE[wanted];
          reshaped = true;
        }
      }
    }
    if (!reshaped) break;
  }
  // The same body again under a swapped organisation header naming A.
  probes.push(await send(caller, method, path, { body, headers: { organisation: String(A) } }));
  return probes;
}

async function probeRead(caller: Caller, method: string, path: string): Promise<Probe[]> {
  const plain = await send(caller, method, path);
  const probes = [plain, await send(caller, method, path, { headers: { organisation: String(A) } })];
  // A caller refused outright is refused whatever the query says.
  if ([401, 403].includes(plain.status)) return probes;
  const parameters = queryParameters();
  const withQuery = (query: Record<string, string>) => send(caller, method, `${path}?${new URLSearchParams(query).toString()}`);
  const all = await withQuery({ ...parameters, ...WIDENED });
  probes.push(all, await withQuery({ ...parameters, ...EXPORTED }));
  if (all.status === 400) {
    for (const [name, value] of Object.entries({ ...parameters, ...WIDENED })) probes.push(await withQuery({ [name]: value }));
  }
  return probes;
}

/** A hash per table of every row of A: its organisation-owned tables, its row, its members' accounts and their preferences. */
let snapshotQuery: ReturnType<typeof sql.raw>;

async function buildSnapshotQuery() {
  const tables = (await harness.db.execute<{ table_name: string }>(sql`
    select table_name from information_schema.columns
    where table_schema = 'public' and column_name = 'organisation_id'
    order by table_name`)) as unknown as { rows?: { table_name: string }[] } | { table_name: string }[];
  const names = (Array.isArray(tables) ? tables : (tables.rows ?? [])).map((row) => row.table_name).filter((name) => !(name in NOT_COMPARED));
  const members = `select user_id from employee_extensions where organisation_id = ${A}`;
  const digest = (label: string, from: string) =>
    `select '${label}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from ${from}`;
  const parts = [
    ...names.map((name) => digest(name, `"${name}" t where t.organisation_id = ${A}`)),
    digest('organisations', `organisations t where t.id = ${A}`),
    digest('users', `users t where t.id in (${members})`),
    digest('user_preferences', `user_preferences t where t.user_id in (${members})`),
  ];
  snapshotQuery = sql.raw(parts.join(' union all '));
  return names;
}

async function snapshot(): Promise<Map<string, string>> {
  const result = (await harness.db.execute<{ name: string; hash: string }>(snapshotQuery)) as unknown as
    | { rows?: { name: string; hash: string }[] }
    | { name: string; hash: string }[];
  const rows = Array.isArray(result) ? result : (result.rows ?? []);
  return new Map(rows.map((row) => [row.name, row.hash]));
}

const markers = () => [...Object.values(plant), aEmbedKey].map((marker) => marker.toLowerCase());

/** Leaves the bearer callers signed in and their widget tokens live for the next route, whatever the last one did. */
async function keepCallersSignedIn() {
  const live = async (token: string) => {
    const [row] = await harness.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
    return row !== undefined;
  };
  // A probe may have turned on two-step sign-in for B (or for the caller): the next sign-in would then wait for an emailed code.
  await harness.db
    .delete(organisationSettings)
    .where(and(eq(organisationSettings.organisationId, B), eq(organisationSettings.key, SETTING_KEYS.twoFactorRequired)));
  await harness.db
    .update(users)
    .set({ twoFactorEnabled: false })
    .where(inArray(users.email, ['b.driver@other-tenant.example', 'b.admin@other-tenant.example']));
  if (!(await live(bearer.driver))) bearer.driver = await harness.login('b.driver@other-tenant.example');
  if (!(await live(bearer.admin))) {
    bearer.admin = await harness.login('b.admin@other-tenant.example');
    widget.booking = await issueToken(bKeys.booking, bearer.admin);
  }
}

async function issueToken(key: string, session?: string): Promise<string> {
  const headers: Record<string, string> = { origin: B_ORIGIN, 'content-type': 'application/json' };
  if (session) headers.authorization = `Bearer ${session}`;
  const response = await harness.app.request('/api/v1/tfm/embed/token/', { method: 'POST', headers, body: JSON.stringify({ embed_key: key }) });
  if (response.status !== 200) throw new Error(`widget token: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

async function createKey(scope: 'calendar_read' | 'booking'): Promise<string> {
  const response = await harness.call('POST', '/api/v1/tfm/embed-keys/', {
    token: bearer.admin,
    body: { name: `B ${scope}`, allowed_origins: [B_ORIGIN], scope },
  });
  if (response.status !== 201) throw new Error(`embed key: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { key: string }).key;
}

async function one<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** A's records carrying the planted strings, one of every kind a route can name. */
async function plantOrganisationA() {
  const db = harness.db;
  const branch = await one(db.insert(branches).values({ organisationId: A, name: plant.branch, address: plant.branchAddress }).returning());
  ids.branch = branch.id;
  ids.secondBranch = (
    await one(
      db
        .select({ id: branches.id })
        .from(branches)
        .where(and(eq(branches.organisationId, A), eq(branches.name, 'Sydney Central'))),
    )
  ).id;
  const vehicle = await seedVehicle(db, { organisationId: A, branchId: branch.id, name: plant.vehicle, registrationNum: plant.registration });
  ids.vehicle = vehicle.id;
  const member = await seedMember(db, {
    organisationId: A,
    email: plant.email,
    roleName: 'Driver',
    permissions: [],
    branchId: branch.id,
    licenseValidUpto: '2035-01-01',
  });
  ids.member = member.extensionId;
  // Not the password the probes send: a caller who guesses it would hold the account, not probe it.
  const passwordHash = await hashPassword(`Other-${randomBytes(6).toString('hex')}`);
  await db.update(users).set({ firstName: plant.firstName, lastName: plant.lastName, phone: plant.phone, passwordHash }).where(eq(users.id, member.userId));
  await db.update(employeeExtensions).set({ employeeId: plant.employeeId, licenseNumber: plant.licence }).where(eq(employeeExtensions.id, member.extensionId));
  ids.role = (
    await one(
      db
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.organisationId, A), eq(roles.name, 'Driver'))),
    )
  ).id;
  ids.organisation = A;

  ids.department = (await one(db.insert(departments).values({ organisationId: A, name: plant.department }).returning())).id;
  ids.costCentre = (await one(db.insert(costCentres).values({ organisationId: A, name: plant.costCentre }).returning())).id;
  ids.geofence = (await one(db.insert(geofences).values({ organisationId: A, name: plant.geofence }).returning())).id;
  const tagGroup = await one(
    db.insert(tagGroups).values({ organisationId: A, tagType: 'user', tagGroupName: plant.tagGroup, tagDataType: 'text' }).returning(),
  );
  ids.tagGroup = tagGroup.id;
  await db.insert(employeeTagValues).values({ organisationId: A, employeeExtensionId: member.extensionId, tagGroupId: tagGroup.id, value: [plant.tagValue] });

  const times = { startAt: hoursFromNow(30), endAt: hoursFromNow(32) };
  const booking = await seedBooking(db, {
    organisationId: A,
    branchId: branch.id,
    vehicleId: vehicle.id,
    driverId: member.extensionId,
    ...times,
    purposeOfTrip: plant.purpose,
    manager: plant.bookingManager,
    multiBookingId: SERIES,
    isRecurring: true,
  });
  ids.booking = booking.id;
  ids.hiddenBooking = (
    await seedBooking(db, {
      organisationId: A,
      branchId: branch.id,
      vehicleId: vehicle.id,
      driverId: member.extensionId,
      startAt: hoursFromNow(50),
      endAt: hoursFromNow(52),
      purposeOfTrip: plant.hiddenPurpose,
      isHidden: true,
    })
  ).id;
  await db.insert(bookingAudits).values({ organisationId: A, bookingId: booking.id, action: 'created', reason: plant.auditReason });
  aJobId = (
    await one(
      db
        .insert(plannedJobs)
        .values({ organisationId: A, kind: 'booking.reminder', subject: plant.jobSubject, dueAt: hoursFromNow(30) })
        .returning(),
    )
  ).id;

  await db.insert(notificationTemplates).values({
    organisationId: A,
    code: 'invitation',
    subject: plant.templateSubject,
    html: '<p>{{ url }}</p>',
    text: '{{ url }}',
    updatedAt: new Date(),
  });

  ids.branchHoliday = (
    await one(db.insert(branchHolidays).values({ organisationId: A, branchId: branch.id, date: '2031-02-03', name: plant.branchHoliday }).returning())
  ).id;
  ids.publicHoliday = (
    await one(db.insert(publicHolidays).values({ organisationId: A, country: 'AU', state: 'NSW', date: '2031-02-04', name: plant.publicHoliday }).returning())
  ).id;
  ids.approvalRule = (
    await one(
      db
        .insert(bookingApprovalRules)
        .values({ organisationId: A, name: plant.approvalRule, approvers: ['admin'] })
        .returning(),
    )
  ).id;
  ids.masterConfigEntry = (
    await one(db.insert(masterConfigEntries).values({ organisationId: A, list: 'colours', label: plant.masterConfigEntry, position: 99 }).returning())
  ).id;
  // A's setting row: the line-manager route of B's callers reads and writes B's own, never this one.
  await writeSetting(db, { organisationId: A } as OrganisationScope, SETTING_KEYS.lineManagerRequired, true);
  aEmbedKey = `mpk_${randomBytes(18).toString('base64url')}`;
  ids.embedKey = (
    await one(
      db
        .insert(embedKeys)
        .values({ organisationId: A, key: aEmbedKey, name: plant.embedKeyName, allowedOrigins: ['https://intranet.a-tenant.example'], scope: 'calendar_read' })
        .returning(),
    )
  ).id;
  ids.invite = (
    await one(
      db
        .insert(invites)
        .values({
          organisationId: A,
          email: plant.inviteEmail,
          name: plant.inviteName,
          roleId: ids.role,
          branchId: branch.id,
          tokenHash: hashToken(randomBytes(16).toString('hex')),
          expiresAt: hoursFromNow(24 * 7),
        })
        .returning(),
    )
  ).id;
  ids.notification = (await one(db.insert(notifications).values({ organisationId: A, userId: member.userId, text: plant.notification }).returning())).id;
  ids.registrationRequest = (
    await one(
      db
        .insert(registrationRequests)
        .values({
          organisationId: A,
          userId: member.userId,
          employeeExtensionId: member.extensionId,
          payload: { first_name: plant.firstName, note: plant.registrationNote },
        })
        .returning(),
    )
  ).id;
  const incidentType = await one(db.insert(incidentTypes).values({ organisationId: A, name: plant.incidentType, blocksVehicle: true }).returning());
  ids.incidentType = incidentType.id;
  const incident = await one(
    db
      .insert(incidents)
      .values({
        organisationId: A,
        bookingId: booking.id,
        vehicleId: vehicle.id,
        personId: member.extensionId,
        incidentTypeId: incidentType.id,
        reportedByUserId: member.userId,
        reportedOn: new Date(),
        description: plant.incidentDescription,
        address: plant.incidentAddress,
        disallowVehicleForBookings: true,
      })
      .returning(),
  );
  ids.incident = incident.id;
  await db.insert(incidentAudits).values({ organisationId: A, incidentId: incident.id, actorUserId: member.userId, action: 'created' });
  await db.insert(auditEvents).values({
    organisationId: A,
    recordType: 'company_settings',
    actorUserId: member.userId,
    action: 'Updated',
    changes: { name: ['Secret A', plant.settingsChange] },
  });
  const [preferenceKey, rule] = Object.entries(PREFERENCE_CATALOGUE)[0]!;
  ids.preference = (await one(db.insert(userPreferences).values({ userId: member.userId, preferenceKey, value: rule.defaultValue }).returning())).id;
}

async function plantOwnRecords(branchId: number, memberId: number) {
  const db = harness.db;
  own.branch = branchId;
  own.hub = (await one(db.insert(branches).values({ organisationId: B, name: 'B Hub', branchType: 'hub' }).returning())).id;
  own.member = memberId;
  own.role = (
    await one(
      db
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.organisationId, B), eq(roles.name, 'Driver'))),
    )
  ).id;
  own.department = (await one(db.insert(departments).values({ organisationId: B, name: 'B Department' }).returning())).id;
  own.costCentre = (await one(db.insert(costCentres).values({ organisationId: B, name: 'B Cost Centre' }).returning())).id;
  own.tagGroup = (await one(db.insert(tagGroups).values({ organisationId: B, tagType: 'booking', tagGroupName: 'B Tag', tagDataType: 'text' }).returning())).id;
  own.vehicle = (await seedVehicle(db, { organisationId: B, branchId })).id;
  own.incidentType = (
    await one(
      db
        .select({ id: incidentTypes.id })
        .from(incidentTypes)
        .where(and(eq(incidentTypes.organisationId, B), eq(incidentTypes.name, 'Other'))),
    )
  ).id;
  own.booking = (
    await seedBooking(db, { organisationId: B, branchId, vehicleId: own.vehicle, driverId: memberId, startAt: hoursFromNow(40), endAt: hoursFromNow(42) })
  ).id;
}

/** Who, among the helpers at work, owns the area of a finding, so a report says where it goes. */
function owner(caller: string, method: string, path: string): string {
  if (caller.includes('calendar_read')) return ' [embed calendar_read scope: owned by the embed-keys work]';
  if (path.includes('employees-extensions') && method !== 'GET') return ' [account data through employees-extensions: owned by the account-ownership work]';
  if (path.includes('/dev/outbox')) return ' [development mailbox: owned by the mailbox work]';
  return '';
}

beforeAll(async () => {
  harness = await createHarness();
  await plantOrganisationA();
  const harbour = (await one(harness.db.select({ id: branches.id }).from(branches).where(eq(branches.organisationId, B)))).id;
  await seedMember(harness.db, { organisationId: B, email: 'b.admin@other-tenant.example', roleName: 'Admin', permissions: [], branchId: harbour });
  const bDriver = await seedMember(harness.db, {
    organisationId: B,
    email: 'b.driver@other-tenant.example',
    roleName: 'Driver',
    permissions: [],
    branchId: harbour,
    licenseValidUpto: '2035-01-01',
  });
  await plantOwnRecords(harbour, bDriver.extensionId);
  [bearer.admin, bearer.driver] = await Promise.all([harness.login('b.admin@other-tenant.example'), harness.login('b.driver@other-tenant.example')]);
  bKeys.calendarRead = await createKey('calendar_read');
  bKeys.booking = await createKey('booking');
  widget.calendarRead = await issueToken(bKeys.calendarRead);
  widget.booking = await issueToken(bKeys.booking, bearer.admin);
  await buildSnapshotQuery();
}, 300_000);

afterAll(() => harness?.close());

describe('every registered route, called from another organisation', () => {
  it('finds the routes in the app itself', () => {
    const routes = registeredRoutes();
    expect(routes.length).toBeGreaterThan(100);
    expect(routes).toContainEqual({ method: 'POST', path: '/api/v1/tfm/branch-relations/bulk/' });
  });

  for (const caller of callers) {
    it(`${caller.name}: changes none of A's rows and reads none of A's planted strings`, async () => {
      const findings: string[] = [];
      let before = await snapshot();
      for (const route of registeredRoutes()) {
        await keepCallersSignedIn();
        const path = fillPath(route.path);
        const probes =
          route.method === 'GET' ? await probeRead(caller, route.method, path) : await probeWrite(caller, route.method, path, pathIdOf(route.path));
        const after = await snapshot();
        const label = `${route.method} ${route.path}`;
        const mayChange = new Set(ALLOWED_CHANGES[label]?.tables ?? []);
        const changed = [...before].filter(([table, hash]) => after.get(table) !== hash && !mayChange.has(table)).map(([table]) => table);
        if (changed.length > 0) findings.push(`${label} changed A's ${changed.join(', ')}${owner(caller.name, route.method, route.path)}`);
        before = after;
        // CROSS_TENANT_TRACE=1 prints each route's statuses and last answer: how far past validation the probes got.
        if (process.env.CROSS_TENANT_TRACE) console.log(caller.name, label, probes.map((probe) => probe.status).join(' '), probes.at(-2)?.body.slice(0, 200));
        const leaks = probes
          .map((probe) => {
            const sent = probe.sent.toLowerCase();
            const answer = probe.body.toLowerCase();
            return { probe, leaked: markers().filter((marker) => !sent.includes(marker) && answer.includes(marker)) };
          })
          .filter(({ leaked }) => leaked.length > 0);
        if (leaks.length > 0) {
          const leaked = [...new Set(leaks.flatMap((leak) => leak.leaked))];
          const first = leaks[0]!.probe;
          findings.push(
            `${label} → ${first.status} carries ${leaked.join(', ')} in ${leaks.length} of ${probes.length} calls, first: ${first.sent.slice(0, 300)}${owner(caller.name, route.method, route.path)}`,
          );
        }
      }
      expect(findings, `${caller.name} reached organisation A:\n${findings.join('\n')}`).toEqual([]);
    }, 600_000);
  }
});
