import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { organisations, users } from '../src/db/schema';
import { seedDemo } from '../src/seed/demo';
import { createHarness, type Harness } from './harness';

let harness: Harness;
beforeAll(async () => {
  harness = await createHarness({ seed: false });
});
afterAll(() => harness.close());

describe('demo seeding', () => {
  it('never runs against a database that already has data', async () => {
    await harness.db.insert(organisations).values({ name: 'Existing Customer' });
    expect(await seedDemo(harness.db, new Date())).toBe(false);
    const [userCount] = await harness.db.select({ value: count() }).from(users);
    expect(userCount?.value).toBe(0);
  });
});
