import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntry, auditMessages, type AuditRecordType } from '@motorpool/api';
import { changedFields, recordAudit } from '../src/audit/audit';
import type { OrganisationScope } from '../src/tenancy/tenancy';
import { branchIdOf, memberOf, seedMember } from './booking-fixtures';
import { createHarness, type Harness } from './harness';
import { movableClock } from './movable-clock';
import { DEMO_FLEET, errorsOf, FLEET_SHARE } from './sign-up-flow';

const AUDITS = '/api/v1/organisations/audits/';
const clock = movableClock(new Date('2031-03-13T03:30:00Z'));
let harness: Harness;
const tokens = {} as Record<'admin' | 'driver' | 'superUser' | 'sysadmin' | 'otherAdmin', string>;
let adminUserId: number;

type Page = { results: AuditEntry[]; count: number; next_page: number | null };

const scopeOf = (organisationId: number): OrganisationScope => ({
  organisationId,
  tenancy: { organisation: null, membership: null, permissions: new Set() },
});

function record(organisationId: number, recordType: AuditRecordType, changes: Record<string, [unknown, unknown]>, recordKey = '') {
  clock.advance(60_000);
  return recordAudit(harness.db, scopeOf(organisationId), { recordType, recordKey, actorUserId: adminUserId, action: 'Updated', changes, at: clock() });
}

function list(token: string, query: string, organisation = DEMO_FLEET) {
  return harness.call('GET', `${AUDITS}?${query}`, { token, organisation });
}

async function page(token: string, query: string, organisation = DEMO_FLEET): Promise<Page> {
  const response = await list(token, query, organisation);
  expect(response.status, await response.clone().text()).toBe(200);
  const body = (await response.json()) as Page;
  for (const entry of body.results) assert(entry, AuditEntry);
  return body;
}

beforeAll(async () => {
  harness = await createHarness({ clock });
  adminUserId = (await memberOf(harness.db, DEMO_FLEET, 'admin@demo.fleet')).userId;
  await seedMember(harness.db, {
    organisationId: DEMO_FLEET,
    email: 'super.user@demo.fleet',
    roleName: 'Super Users',
    permissions: ['super_users'],
    branchId: await branchIdOf(harness.db, DEMO_FLEET, 'Sydney Central'),
  });
  const [otherBranch] = (await harness.db.query.branches.findMany({ where: (branch, { eq }) => eq(branch.organisationId, FLEET_SHARE) })).map(
    (branch) => branch.id,
  );
  await seedMember(harness.db, {
    organisationId: FLEET_SHARE,
    email: 'settings.admin@fleet.share',
    roleName: 'Settings Admin',
    permissions: ['organisation_write'],
    branchId: otherBranch ?? null,
  });
  [tokens.admin, tokens.driver, tokens.superUser, tokens.sysadmin, tokens.otherAdmin] = await Promise.all([
    harness.login('admin@demo.fleet'),
    harness.login('driver@demo.fleet'),
    harness.login('super.user@demo.fleet'),
    harness.login('sysadmin@demo.fleet'),
    harness.login('settings.admin@fleet.share'),
  ]);
});
afterAll(() => harness.close());

describe('changedFields', () => {
  it('names the keys whose JSON differs, each as [before, after]', () => {
    expect(changedFields({ name: 'A', zone: 'Asia/Kolkata', week: 1 }, { name: 'B', zone: 'Asia/Kolkata', week: 1 })).toEqual({ name: ['A', 'B'] });
    expect(changedFields({ contact: { phone: '1', email: 'a@b.c' } }, { contact: { email: 'a@b.c', phone: '1' } })).toBeNull();
    expect(changedFields({ list: [1, 2] }, { list: [2, 1] })).toEqual({
      list: [
        [1, 2],
        [2, 1],
      ],
    });
    expect(changedFields({ gone: 'x' }, {})).toEqual({ gone: ['x', null] });
    expect(changedFields({ absent: null }, {})).toBeNull();
  });

  it('is null when nothing changed', () => {
    expect(changedFields({ a: 1, b: null }, { a: 1, b: null })).toBeNull();
  });
});

describe('GET organisations/audits/', () => {
  it('lists one record’s changes newest first, with who and when', async () => {
    await record(DEMO_FLEET, 'company_settings', { name: ['Demo Fleet', 'Demo Fleet Pty'] });
    await record(DEMO_FLEET, 'company_settings', { date_format: ['dd/MM/yyyy', 'yyyy-MM-dd'] });
    await record(DEMO_FLEET, 'theme', { brand: ['#000', '#111'] });
    await record(DEMO_FLEET, 'booking_settings', { buffer: [0, 15] }, '42');

    const trail = await page(tokens.admin, 'record_type=company_settings');
    expect(trail.count).toBe(2);
    expect(trail.results.map((entry) => entry.changes)).toEqual([{ date_format: ['dd/MM/yyyy', 'yyyy-MM-dd'] }, { name: ['Demo Fleet', 'Demo Fleet Pty'] }]);
    expect(trail.results[0]).toMatchObject({ action: 'Updated', actor: { pk: adminUserId, name: expect.any(String) as string } });
    expect(new Date(trail.results[0]!.created_at).getTime()).toBe(clock().getTime() - 120_000);

    const branchTrail = await page(tokens.admin, 'record_type=booking_settings&record_key=42');
    expect(branchTrail.results.map((entry) => entry.changes)).toEqual([{ buffer: [0, 15] }]);
    expect((await page(tokens.admin, 'record_type=booking_settings')).count).toBe(0);
  });

  it('pages', async () => {
    for (let index = 0; index < 5; index += 1) await record(DEMO_FLEET, 'master_config', { colour: [index, index + 1] });
    const first = await page(tokens.admin, 'record_type=master_config&page_size=2');
    expect(first).toMatchObject({ count: 5, next_page: 2 });
    expect(first.results.map((entry) => entry.changes)).toEqual([{ colour: [4, 5] }, { colour: [3, 4] }]);
    const last = await page(tokens.admin, 'record_type=master_config&page_size=2&page=3');
    expect(last.next_page).toBeNull();
    expect(last.results.map((entry) => entry.changes)).toEqual([{ colour: [0, 1] }]);
  });

  it('is read by organisation_write and super_users holders, refused to others', async () => {
    expect((await page(tokens.superUser, 'record_type=company_settings')).count).toBe(2);
    const refused = await list(tokens.driver, 'record_type=company_settings');
    expect(refused.status).toBe(403);
    expect((await errorsOf(refused)).title).toBe(auditMessages.mayNotRead);
  });

  it('refuses an unknown or missing record type, naming the field', async () => {
    for (const query of ['record_type=bookings', '', 'record_type=company_settings&page=0']) {
      const response = await list(tokens.admin, query);
      expect(response.status, query).toBe(400);
      const { fields } = await errorsOf(response);
      expect(Object.keys(fields ?? {}), query).toEqual([query.includes('page=0') ? 'page' : 'record_type']);
    }
  });

  it('never shows another organisation’s trail', async () => {
    await record(FLEET_SHARE, 'company_settings', { name: ['Fleet Share', 'Fleet Share Co'] });
    const other = await page(tokens.otherAdmin, 'record_type=company_settings', FLEET_SHARE);
    expect(other.results.map((entry) => entry.changes)).toEqual([{ name: ['Fleet Share', 'Fleet Share Co'] }]);
    expect((await page(tokens.sysadmin, 'record_type=company_settings', FLEET_SHARE)).count).toBe(1);
    expect((await list(tokens.otherAdmin, 'record_type=company_settings', DEMO_FLEET)).status).toBe(403);
    expect((await page(tokens.admin, 'record_type=company_settings')).count).toBe(2);
  });
});
