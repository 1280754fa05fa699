import { and, eq } from 'drizzle-orm';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbedKey, embedMessages, messages, WidgetToken, type EmbedKeyWrite } from '@motorpool/api';
import { bookingAudits, branches, embedKeys, employeeExtensions, users } from '../src/db/schema';
import { calendarReadCall } from '../src/embed/calendar-read';
import { signWidgetToken, WIDGET_TOKEN_LIFETIME_MS } from '../src/embed/widget-token';
import { loadSigningKey } from '../src/security/signing-key';
import { hoursFromNow, seedBooking, seedVehicle } from './booking-fixtures';
import { createHarness, type Harness } from './harness';
import { DEMO_FLEET, errorsOf, FLEET_SHARE, TFM } from './sign-up-flow';

const INTRANET = 'https://intranet.partner.example';
const OTHER_SITE = 'https://evil.example';

let harness: Harness;
let admin: string;
let driver: string;
let branchManager: string;
let sysadmin: string;
const bookingIds = {} as Record<'driver' | 'other' | 'fleetShare', number>;

type KeyList = { results: EmbedKey[]; count: number; next_page: number | null };

function call(token: string | undefined, method: string, path: string, body?: unknown, organisation?: number) {
  return harness.call(method, `${TFM}${path}`, { token, body, organisation });
}

async function json<T>(response: Response, status = 200): Promise<T> {
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

const keyBody = (overrides: Partial<EmbedKeyWrite> = {}): EmbedKeyWrite => ({
  name: 'Partner intranet',
  allowed_origins: [INTRANET],
  scope: 'calendar_read',
  ...overrides,
});

async function createKey(overrides: Partial<EmbedKeyWrite> = {}, token = admin, organisation?: number): Promise<EmbedKey> {
  const key = await json<EmbedKey>(await call(token, 'POST', '/embed-keys/', keyBody(overrides), organisation), 201);
  assert(key, EmbedKey);
  return key;
}

/** `POST embed/token/` as a partner page would send it. */
function requestToken(embedKey: string, origin: string | undefined, session?: string) {
  const headers: Record<string, string> = {};
  if (origin) headers.origin = origin;
  return harness.call('POST', `${TFM}/embed/token/`, { token: session, body: { embed_key: embedKey }, headers });
}

async function widgetToken(embedKey: string, origin = INTRANET, session?: string): Promise<WidgetToken> {
  const token = await json<WidgetToken>(await requestToken(embedKey, origin, session));
  assert(token, WidgetToken);
  return token;
}

/** A call from the partner page with `Authorization: Widget <token>`. */
function widgetCall(
  token: string,
  method: string,
  path: string,
  { origin = INTRANET as string | null, body = undefined as unknown, organisation = undefined as number | undefined } = {},
) {
  const headers: Record<string, string> = { authorization: `Widget ${token}` };
  if (origin !== null) headers.origin = origin;
  return harness.call(method, `${TFM}${path}`, { headers, body, organisation });
}

async function memberId(email: string, organisationId: number) {
  const [row] = await harness.db
    .select({ id: employeeExtensions.id })
    .from(employeeExtensions)
    .innerJoin(users, eq(users.id, employeeExtensions.userId))
    .where(and(eq(users.email, email), eq(employeeExtensions.organisationId, organisationId)));
  return row!.id;
}

async function branchId(name: string) {
  const [row] = await harness.db.select({ id: branches.id }).from(branches).where(eq(branches.name, name));
  return row!.id;
}

beforeAll(async () => {
  harness = await createHarness();
  [admin, driver, branchManager, sysadmin] = await Promise.all([
    harness.login('admin@demo.fleet'),
    harness.login('driver@demo.fleet'),
    harness.login('branch.manager@demo.fleet'),
    harness.login('sysadmin@demo.fleet'),
  ]);
  const central = await branchId('Sydney Central');
  const harbour = await branchId('Harbour City Depot');
  const car = await seedVehicle(harness.db, { organisationId: DEMO_FLEET, branchId: central });
  const ute = await seedVehicle(harness.db, { organisationId: DEMO_FLEET, branchId: central });
  const boat = await seedVehicle(harness.db, { organisationId: FLEET_SHARE, branchId: harbour });
  const driverMember = await memberId('driver@demo.fleet', DEMO_FLEET);
  const adminMember = await memberId('admin@demo.fleet', DEMO_FLEET);
  const multiMember = await memberId('multi@demo.fleet', FLEET_SHARE);
  const times = { startAt: hoursFromNow(24), endAt: hoursFromNow(26) };
  bookingIds.driver = (
    await seedBooking(harness.db, { organisationId: DEMO_FLEET, branchId: central, vehicleId: car.id, driverId: driverMember, ...times })
  ).id;
  bookingIds.other = (await seedBooking(harness.db, { organisationId: DEMO_FLEET, branchId: central, vehicleId: ute.id, driverId: adminMember, ...times })).id;
  bookingIds.fleetShare = (
    await seedBooking(harness.db, { organisationId: FLEET_SHARE, branchId: harbour, vehicleId: boat.id, driverId: multiMember, ...times })
  ).id;
});
afterAll(() => harness.close());

describe('embed keys: CRUD for organisation admins', () => {
  it('creates a key with a public mpk_ identifier, normalised origins once each, and the creator', async () => {
    const key = await createKey({ allowed_origins: ['https://Intranet.Partner.example:443/', 'http://localhost:5173', INTRANET], scope: 'booking' });
    expect(key.key).toMatch(/^mpk_[A-Za-z0-9_-]{24}$/);
    expect(key).toMatchObject({
      name: 'Partner intranet',
      allowed_origins: [INTRANET, 'http://localhost:5173'],
      scope: 'booking',
      is_active: true,
      created_by: { name: 'Alex Admin' },
      revoked_at: null,
    });
    const other = await createKey();
    expect(other.key).not.toBe(key.key);
  });

  it('keeps show_driver_name off unless set, and an update without it leaves it as it was', async () => {
    const plain = await createKey();
    expect(plain.show_driver_name).toBe(false);
    const named = await createKey({ show_driver_name: true });
    expect(named.show_driver_name).toBe(true);
    const renamed = await json<EmbedKey>(await call(admin, 'PUT', `/embed-keys/${named.pk}/`, keyBody({ name: 'Renamed' })));
    expect(renamed.show_driver_name).toBe(true);
    const turnedOff = await json<EmbedKey>(await call(admin, 'PUT', `/embed-keys/${named.pk}/`, keyBody({ show_driver_name: false })));
    expect(turnedOff.show_driver_name).toBe(false);
    const [row] = await harness.db.select().from(embedKeys).where(eq(embedKeys.id, named.pk));
    expect(row?.showDriverName).toBe(false);
    expect((await call(admin, 'POST', '/embed-keys/', { ...keyBody(), show_driver_name: 'yes' })).status).toBe(400);
  });

  it('refuses bad input with a message per field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: ' ' }, 'name', embedMessages.nameRequired],
      [{ name: 'x'.repeat(101) }, 'name', embedMessages.nameTooLong],
      [{ allowed_origins: [] }, 'allowed_origins', embedMessages.originsRequired],
      [{ allowed_origins: Array.from({ length: 21 }, (_, i) => `https://site${i}.example`) }, 'allowed_origins', embedMessages.originsTooMany],
      [{ allowed_origins: ['https://intranet.example/path'] }, 'allowed_origins', embedMessages.originInvalid],
      [{ allowed_origins: ['http://intranet.example'] }, 'allowed_origins', embedMessages.originInvalid],
      [{ allowed_origins: ['https://*.example.com'] }, 'allowed_origins', embedMessages.originInvalid],
      [{ allowed_origins: ['https://user@intranet.example'] }, 'allowed_origins', embedMessages.originInvalid],
      [{ allowed_origins: ['https://intranet.example?x=1'] }, 'allowed_origins', embedMessages.originInvalid],
      [{ allowed_origins: ['*'] }, 'allowed_origins', embedMessages.originInvalid],
      [{ scope: 'admin' }, 'scope', embedMessages.scopeInvalid],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await call(admin, 'POST', '/embed-keys/', { ...keyBody(), ...overrides });
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect((await errorsOf(response)).fields?.[field]).toBe(message);
    }
    const unknownField = await call(admin, 'POST', '/embed-keys/', { ...keyBody(), organisation_id: FLEET_SHARE });
    expect(unknownField.status).toBe(400);
  });

  it('lists the organisation’s keys newest first; updates them; delete revokes and keeps the key for audit', async () => {
    const key = await createKey({ name: 'To revoke' });
    const page = await json<KeyList>(await call(admin, 'GET', '/embed-keys/'));
    expect(page.results[0]?.pk).toBe(key.pk);
    expect(page.count).toBe(page.results.length);

    const updated = await json<EmbedKey>(
      await call(admin, 'PUT', `/embed-keys/${key.pk}/`, keyBody({ name: 'Renamed', allowed_origins: ['https://new.example'], is_active: false })),
    );
    expect(updated).toMatchObject({ pk: key.pk, key: key.key, name: 'Renamed', allowed_origins: ['https://new.example'], is_active: false });

    expect(await json(await call(admin, 'DELETE', `/embed-keys/${key.pk}/`))).toEqual({ message: embedMessages.revoked });
    const [row] = await harness.db.select().from(embedKeys).where(eq(embedKeys.id, key.pk));
    expect(row).toMatchObject({ isActive: false, key: key.key });
    expect(row?.revokedAt).toBeInstanceOf(Date);
    const listed = (await json<KeyList>(await call(admin, 'GET', '/embed-keys/'))).results.find((item) => item.pk === key.pk);
    expect(listed?.revoked_at).not.toBeNull();

    const reopen = await call(admin, 'PUT', `/embed-keys/${key.pk}/`, keyBody({ is_active: true }));
    expect(reopen.status).toBe(409);
    expect((await errorsOf(reopen)).title).toBe(embedMessages.keyRevokedNoChange);
  });

  it('answers 403 to members without organisation_write or super_users, and 401 without a session', async () => {
    const key = await createKey();
    for (const token of [driver, branchManager]) {
      expect((await call(token, 'GET', '/embed-keys/')).status).toBe(403);
      expect((await call(token, 'POST', '/embed-keys/', keyBody())).status).toBe(403);
      expect((await call(token, 'PUT', `/embed-keys/${key.pk}/`, keyBody())).status).toBe(403);
      expect((await call(token, 'DELETE', `/embed-keys/${key.pk}/`)).status).toBe(403);
    }
    expect((await call(undefined, 'GET', '/embed-keys/')).status).toBe(401);
  });

  it('keeps organisations apart: another organisation’s key is 404 and never listed', async () => {
    const theirs = await createKey({ name: 'Fleet share intranet' }, sysadmin, FLEET_SHARE);
    const ours = await json<KeyList>(await call(admin, 'GET', '/embed-keys/'));
    expect(ours.results.some((key) => key.pk === theirs.pk)).toBe(false);
    expect((await call(admin, 'PUT', `/embed-keys/${theirs.pk}/`, keyBody())).status).toBe(404);
    expect((await call(admin, 'DELETE', `/embed-keys/${theirs.pk}/`)).status).toBe(404);
    const [row] = await harness.db.select().from(embedKeys).where(eq(embedKeys.id, theirs.pk));
    expect(row).toMatchObject({ name: 'Fleet share intranet', isActive: true, organisationId: FLEET_SHARE });
  });
});

describe('POST embed/token/', () => {
  it('issues a 10-minute token for an active key and a listed origin, without a user for calendar_read', async () => {
    const key = await createKey();
    const before = Date.now();
    const token = await widgetToken(key.key);
    expect(token).toMatchObject({ scope: 'calendar_read', organisation: DEMO_FLEET });
    const lifetime = new Date(token.expires_at).getTime() - before;
    expect(lifetime).toBeGreaterThan(WIDGET_TOKEN_LIFETIME_MS - 5_000);
    expect(lifetime).toBeLessThanOrEqual(WIDGET_TOKEN_LIFETIME_MS + 1_000);
  });

  it('refuses unknown, revoked and paused keys, unlisted and missing origins with a clear title', async () => {
    const revoked = await createKey();
    await call(admin, 'DELETE', `/embed-keys/${revoked.pk}/`);
    const paused = await createKey({ is_active: false });
    const live = await createKey();
    const cases: [Response, number, string][] = [
      [await requestToken('mpk_AAAAAAAAAAAAAAAAAAAAAAAA', INTRANET), 403, embedMessages.keyInvalid],
      [await requestToken(revoked.key, INTRANET), 403, embedMessages.keyRevoked],
      [await requestToken(paused.key, INTRANET), 403, embedMessages.keyInactive],
      [await requestToken(live.key, OTHER_SITE), 403, embedMessages.originNotAllowed],
      [await requestToken(live.key, `${INTRANET}:8443`), 403, embedMessages.originNotAllowed],
      [await requestToken(live.key, undefined), 403, embedMessages.originMissing],
    ];
    for (const [response, status, title] of cases) {
      expect(response.status, title).toBe(status);
      expect((await errorsOf(response)).title).toBe(title);
    }
    const missing = await harness.call('POST', `${TFM}/embed/token/`, { body: {}, headers: { origin: INTRANET } });
    expect(missing.status).toBe(400);
    expect((await errorsOf(missing)).fields?.embed_key).toBe(embedMessages.embedKeyRequired);
  });

  it('needs a signed-in member of the key’s organisation for the booking scope', async () => {
    const key = await createKey({ scope: 'booking' });
    const anonymous = await requestToken(key.key, INTRANET);
    expect(anonymous.status).toBe(401);
    expect((await errorsOf(anonymous)).title).toBe(embedMessages.signInRequired);
    expect((await requestToken(key.key, INTRANET, 'not-a-real-session-token-at-all')).status).toBe(401);

    const outsider = await harness.login('multi@demo.fleet', FLEET_SHARE);
    const fleetShareKey = await createKey({ scope: 'booking' }, sysadmin, FLEET_SHARE);
    expect((await requestToken(fleetShareKey.key, INTRANET, driver)).status).toBe(403);
    expect((await widgetToken(fleetShareKey.key, INTRANET, outsider)).organisation).toBe(FLEET_SHARE);
    expect((await widgetToken(key.key, INTRANET, driver)).scope).toBe('booking');
  });
});

describe('Authorization: Widget <token> (calendar_read)', () => {
  let key: EmbedKey;
  let token: string;
  beforeAll(async () => {
    key = await createKey({ name: 'Calendar' });
    token = (await widgetToken(key.key)).token;
  });

  it('reads one booking of the key’s organisation only, as the calendar’s panel shows it', async () => {
    const one = await json<Record<string, unknown>>(await widgetCall(token, 'GET', `/bookings/${bookingIds.driver}/`));
    expect(one).toMatchObject({ pk: bookingIds.driver, driver_name: '', editable: false });
    expect(one).not.toHaveProperty('driver');
    expect(one).not.toHaveProperty('allowed_actions');
    expect((await widgetCall(token, 'GET', `/bookings/${bookingIds.fleetShare}/`)).status).toBe(404);
    const branchesPage = await json<{ results: { name: string }[] }>(await widgetCall(token, 'GET', '/branches/'));
    expect(branchesPage.results.map((branch) => branch.name)).not.toContain('Harbour City Depot');
  });

  it('reads the booking calendar’s window of its organisation’s branch, nothing editable, and not another organisation’s branch', async () => {
    const window = `from=${new Date(Date.now() - 86_400_000).toISOString()}&to=${new Date(Date.now() + 3 * 86_400_000).toISOString()}`;
    const central = await branchId('Sydney Central');
    const calendar = await json<{ bookings: { pk: number; driver_name: string; editable: boolean }[]; vehicles: unknown[] }>(
      await widgetCall(token, 'GET', `/booking-calendar/?branch_pk=${central}&${window}`),
    );
    expect(calendar.bookings.map((booking) => booking.pk).sort()).toEqual([bookingIds.driver, bookingIds.other].sort());
    expect(calendar.bookings.find((booking) => booking.pk === bookingIds.driver)).toMatchObject({ driver_name: '', editable: false });
    expect(calendar.bookings.every((booking) => !booking.editable)).toBe(true);
    expect(calendar.vehicles.length).toBeGreaterThanOrEqual(2);
    const harbour = await branchId('Harbour City Depot');
    expect((await widgetCall(token, 'GET', `/booking-calendar/?branch_pk=${harbour}&${window}`)).status).toBe(404);
  });

  it('answers 403 for a missing or different Origin on every request', async () => {
    for (const origin of [null, OTHER_SITE, 'https://intranet.partner.example.evil.example']) {
      const response = await widgetCall(token, 'GET', `/bookings/${bookingIds.driver}/`, { origin });
      expect(response.status, String(origin)).toBe(403);
      expect((await errorsOf(response)).title).toBe(origin === null ? embedMessages.originMissing : embedMessages.originMismatch);
    }
  });

  it('answers 403 off the allow-list and for any write, and refuses another organisation header', async () => {
    for (const [method, path] of [
      ['GET', '/bookings/'],
      ['GET', '/drivers/'],
      ['GET', '/employees/'],
      ['GET', '/embed-keys/'],
      ['GET', `/bookings/${bookingIds.driver}/audits/`],
      ['POST', `/bookings/${bookingIds.driver}/cancel/`],
      ['DELETE', `/bookings/${bookingIds.driver}/`],
      ['POST', '/embed/token/'],
    ] as const) {
      const response = await widgetCall(token, method, path, { body: method === 'GET' ? undefined : { reason: 'x', embed_key: key.key } });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect((await errorsOf(response)).title).toBe(embedMessages.notAllowedForScope);
    }
    const accounts = await harness.call('GET', '/api/v1/accounts/user/profile/', { headers: { authorization: `Widget ${token}`, origin: INTRANET } });
    expect(accounts.status).toBe(403);
    const elsewhere = await widgetCall(token, 'GET', `/bookings/${bookingIds.driver}/`, { organisation: FLEET_SHARE });
    expect(elsewhere.status).toBe(403);
    expect((await errorsOf(elsewhere)).title).toBe(embedMessages.otherOrganisation);
  });

  it('fails its tokens once the key is paused, loses the origin or is revoked', async () => {
    const own = await createKey({ name: 'Short lived' });
    const ownToken = (await widgetToken(own.key)).token;
    expect((await widgetCall(ownToken, 'GET', `/bookings/${bookingIds.driver}/`)).status).toBe(200);
    await json(await call(admin, 'PUT', `/embed-keys/${own.pk}/`, keyBody({ allowed_origins: ['https://elsewhere.example'] })));
    expect((await widgetCall(ownToken, 'GET', `/bookings/${bookingIds.driver}/`)).status).toBe(403);
    await json(await call(admin, 'PUT', `/embed-keys/${own.pk}/`, keyBody({ is_active: false })));
    expect((await widgetCall(ownToken, 'GET', `/bookings/${bookingIds.driver}/`)).status).toBe(403);
    await json(await call(admin, 'PUT', `/embed-keys/${own.pk}/`, keyBody({ is_active: true })));
    expect((await widgetCall(ownToken, 'GET', `/bookings/${bookingIds.driver}/`)).status).toBe(200);
    await call(admin, 'DELETE', `/embed-keys/${own.pk}/`);
    const revoked = await widgetCall(ownToken, 'GET', `/bookings/${bookingIds.driver}/`);
    expect(revoked.status).toBe(403);
    expect((await errorsOf(revoked)).title).toBe(embedMessages.keyRevoked);
  });

  it('answers 401 for expired, forged or malformed tokens', async () => {
    const signingKey = await loadSigningKey(harness.db, null);
    const claims = { keyId: key.pk, organisationId: DEMO_FLEET, scope: 'calendar_read' as const, origin: INTRANET, user: null };
    const expired = signWidgetToken(signingKey, claims, new Date(Date.now() - WIDGET_TOKEN_LIFETIME_MS - 1000)).token;
    const forged = signWidgetToken(Buffer.from('not the server key'), claims, new Date()).token;
    for (const bad of [expired, forged, 'abc.def', `${token}x`, '']) {
      const response = await widgetCall(bad, 'GET', '/bookings/');
      expect(response.status, bad).toBe(401);
      expect((await errorsOf(response)).title).toBe(embedMessages.tokenInvalid);
    }
    // Signed, but naming a key of another organisation: the key no longer matches what the token claims.
    const mismatched = signWidgetToken(signingKey, { ...claims, organisationId: FLEET_SHARE }, new Date()).token;
    expect((await widgetCall(mismatched, 'GET', '/bookings/', { organisation: FLEET_SHARE })).status).toBe(403);
  });

  it('keeps the allow-list to GETs of the listed paths', () => {
    expect(calendarReadCall('GET', '/api/v1/tfm/booking-calendar/')?.call.path).toBe('booking-calendar/');
    expect(calendarReadCall('GET', '/api/v1/tfm/bookings/12/')?.pk).toBe(12);
    expect(calendarReadCall('GET', '/api/v1/tfm/bookings/12')?.pk).toBe(12);
    expect(calendarReadCall('GET', '/api/v1/tfm/bookings/0/')).toBeNull();
    expect(calendarReadCall('GET', '/api/v1/tfm/bookings/')).toBeNull();
    expect(calendarReadCall('GET', '/api/v1/tfm/bookings/12/audits/')).toBeNull();
    expect(calendarReadCall('HEAD', '/api/v1/tfm/bookings/12/')).toBeNull();
    expect(calendarReadCall('GET', '/api/v1/accounts/bookings/12/')).toBeNull();
  });
});

describe('Authorization: Widget <token> (booking)', () => {
  let driverToken: string;
  beforeAll(async () => {
    const key = await createKey({ name: 'Booking', scope: 'booking' });
    driverToken = (await widgetToken(key.key, INTRANET, driver)).token;
  });

  it('acts as the signed-in user: the driver sees and cancels only their own bookings', async () => {
    const page = await json<{ results: { pk: number }[] }>(await widgetCall(driverToken, 'GET', '/bookings/'));
    expect(page.results.map((booking) => booking.pk)).toEqual([bookingIds.driver]);
    const refused = await widgetCall(driverToken, 'POST', `/bookings/${bookingIds.other}/cancel/`, { body: { reason: 'Not mine' } });
    expect(refused.status).toBe(403);
    expect((await widgetCall(driverToken, 'POST', '/embed-keys/', { body: keyBody() })).status).toBe(403);

    expect((await widgetCall(driverToken, 'POST', `/bookings/${bookingIds.driver}/cancel/`, { body: { reason: 'Plans changed' } })).status).toBe(200);
    const [audit] = await harness.db
      .select({ actor: bookingAudits.actorUserId, email: users.email })
      .from(bookingAudits)
      .innerJoin(users, eq(users.id, bookingAudits.actorUserId))
      .where(and(eq(bookingAudits.bookingId, bookingIds.driver), eq(bookingAudits.action, 'cancel')));
    expect(audit?.email).toBe('driver@demo.fleet');
  });

  it('still checks the Origin, and stops when the user signs out', async () => {
    expect((await widgetCall(driverToken, 'GET', '/bookings/', { origin: OTHER_SITE })).status).toBe(403);
    expect((await widgetCall(driverToken, 'GET', '/bookings/', { origin: null })).status).toBe(403);
    const session = await harness.login('driver@demo.fleet');
    const key = await createKey({ name: 'Sign-out', scope: 'booking' });
    const token = (await widgetToken(key.key, INTRANET, session)).token;
    expect((await widgetCall(token, 'GET', '/bookings/')).status).toBe(200);
    expect((await harness.call('DELETE', '/api/v1/accounts/user/logout/', { token: session })).status).toBe(204);
    const after = await widgetCall(token, 'GET', '/bookings/');
    expect(after.status).toBe(401);
    expect((await errorsOf(after)).title).toBe(messages.request.unauthenticated);
  });

  it('leaves bearer sessions as they were', async () => {
    expect((await call(driver, 'GET', '/bookings/')).status).toBe(200);
    expect((await harness.call('GET', `${TFM}/bookings/`, { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
  });
});
