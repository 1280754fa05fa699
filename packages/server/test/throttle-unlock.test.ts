import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messages } from '@motorpool/api';
import { employeeExtensions, organisations, throttleCounters, users } from '../src/db/schema';
import { createHarness, DEMO_PASSWORD, type Harness } from './harness';

let harness: Harness;
beforeAll(async () => {
  harness = await createHarness({ config: { trustProxy: true } });
});
afterAll(() => harness.close());

const WRONG = 'Wrong@12345';
const unlockPath = (pk: number) => `/api/v1/tfm/employees-extensions/${pk}/unlock/`;

const login = (email: string, password: string, address: string) =>
  harness.call('POST', '/api/v1/accounts/user/login/', { body: { email, password }, headers: { 'x-forwarded-for': address } });

async function memberPk(email: string, organisationName: string): Promise<number> {
  const [row] = await harness.db
    .select({ pk: employeeExtensions.id })
    .from(employeeExtensions)
    .innerJoin(users, eq(users.id, employeeExtensions.userId))
    .innerJoin(organisations, eq(organisations.id, employeeExtensions.organisationId))
    .where(and(eq(users.email, email), eq(organisations.name, organisationName)));
  if (!row) throw new Error(`${email} is not a member of ${organisationName}`);
  return row.pk;
}

/** Failures from everywhere and from one guessing address, as the sign-in counts them, until the account pauses. */
async function pauseAccount(email: string) {
  const windowStartedAt = new Date();
  await harness.db.delete(throttleCounters);
  await harness.db.insert(throttleCounters).values([
    { bucket: `login-fail:${email}`, hits: 20, windowStartedAt },
    { bucket: `login-fail-from:${email} 192.0.2.10`, hits: 5, windowStartedAt },
  ]);
  expect((await login(email, DEMO_PASSWORD, '198.51.100.50')).status).toBe(429);
  expect((await login(email, DEMO_PASSWORD, '192.0.2.10')).status).toBe(429);
}

describe('POST employees-extensions/{pk}/unlock/', { timeout: 120_000 }, () => {
  it('lets a holder of employee_activate clear a member’s paused sign-in, and nobody else', async () => {
    const driverPk = await memberPk('driver@demo.fleet', 'Demo Fleet');
    const admin = await harness.login('admin@demo.fleet');
    const driver = await harness.login('driver@demo.fleet');
    const otherOrganisationsManager = await harness.login(
      'multi@demo.fleet',
      (await harness.db.select().from(organisations).where(eq(organisations.name, 'Harbour City FleetShare')))[0]?.id,
    );
    await pauseAccount('driver@demo.fleet');

    // A driver lacks employee_activate; another organisation's manager, who has it there, does not see this member.
    expect((await harness.call('POST', unlockPath(driverPk), { token: driver })).status).toBe(403);
    expect((await harness.call('POST', unlockPath(driverPk), { token: otherOrganisationsManager })).status).toBe(404);
    expect((await login('driver@demo.fleet', DEMO_PASSWORD, '198.51.100.50')).status).toBe(429);

    const unlocked = await harness.call('POST', unlockPath(driverPk), { token: admin });
    expect(unlocked.status).toBe(200);
    expect(await unlocked.json()).toEqual({ message: messages.userForm.signInUnlocked });
    expect((await login('driver@demo.fleet', DEMO_PASSWORD, '198.51.100.50')).status).toBe(200);
    // The addresses that guessed start again from nothing too.
    expect((await login('driver@demo.fleet', WRONG, '192.0.2.10')).status).toBe(400);
  });

  it('answers 404 for a member of another organisation and for no member at all', async () => {
    const admin = await harness.login('admin@demo.fleet');
    expect((await harness.call('POST', unlockPath(await memberPk('multi@demo.fleet', 'Harbour City FleetShare')), { token: admin })).status).toBe(404);
    expect((await harness.call('POST', unlockPath(999_999), { token: admin })).status).toBe(404);
  });
});
