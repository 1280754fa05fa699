import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeExtensions, employeeTagValues, organisations, tagGroups, users } from '../src/db/schema';
import { createHarness, type Harness } from './harness';

let harness: Harness;
let driver: string;
let organisationId: number;
let extensionId: number;

beforeAll(async () => {
  harness = await createHarness();
  driver = await harness.login('driver@demo.fleet');
  const [organisation] = await harness.db.select({ id: organisations.id }).from(organisations).where(eq(organisations.name, 'Demo Fleet'));
  organisationId = organisation!.id;
  const [member] = await harness.db
    .select({ id: employeeExtensions.id })
    .from(employeeExtensions)
    .innerJoin(users, eq(users.id, employeeExtensions.userId))
    .where(and(eq(users.email, 'driver@demo.fleet'), eq(employeeExtensions.organisationId, organisationId)));
  extensionId = member!.id;
});
afterAll(() => harness.close());

async function missing() {
  const response = await harness.call('GET', '/api/v1/accounts/user/profile/', { token: driver });
  expect(response.status).toBe(200);
  const profile = (await response.json()) as { missing_user_attributes: { alias: string }[]; missing_user_tags: { tag_group_name: string }[] };
  return { attributes: profile.missing_user_attributes.map((attribute) => attribute.alias), tags: profile.missing_user_tags.map((tag) => tag.tag_group_name) };
}

describe('missing profile details (spec §3 missing_user_attributes, missing_user_tags)', () => {
  it('lists the required registration details the member lacks, and drops each once filled', async () => {
    await harness.db
      .update(employeeExtensions)
      .set({ licenseNumber: null, licenseClass: [], licenseValidUpto: null })
      .where(eq(employeeExtensions.id, extensionId));
    await harness.db.update(users).set({ phone: null }).where(eq(users.email, 'driver@demo.fleet'));
    // Demo Fleet's registration asks for these four, all required.
    expect((await missing()).attributes.sort()).toEqual(['licenseClass', 'licenseNumber', 'licenseValidUpto', 'phone']);

    await harness.db
      .update(employeeExtensions)
      .set({ licenseNumber: 'NSW1234567', licenseClass: ['C'], licenseValidUpto: '2030-12-31' })
      .where(eq(employeeExtensions.id, extensionId));
    await harness.db.update(users).set({ phone: '+61412345678' }).where(eq(users.email, 'driver@demo.fleet'));
    expect((await missing()).attributes).toEqual([]);
  });

  it('lists mandatory user custom fields without a value', async () => {
    const [group] = await harness.db
      .insert(tagGroups)
      .values({ organisationId, tagType: 'user', tagGroupName: 'Hi-Vis Vest Size', tagDataType: 'textselect', tags: ['M', 'L'], isMandatory: true })
      .returning({ id: tagGroups.id });
    expect((await missing()).tags).toContain('Hi-Vis Vest Size');

    await harness.db.insert(employeeTagValues).values({ employeeExtensionId: extensionId, tagGroupId: group!.id, organisationId, value: ['L'] });
    expect((await missing()).tags).not.toContain('Hi-Vis Vest Size');
    await harness.db.execute(sql`delete from ${tagGroups} where ${tagGroups.id} = ${group!.id}`);
  });
});
