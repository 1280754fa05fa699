import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config';
import { createHarness, type Harness } from './harness';

let harness: Harness;
beforeAll(async () => {
  harness = await createHarness({ seed: false });
});
afterAll(() => harness.close());

describe('the test controls', () => {
  it('are not served unless TEST_CONTROLS is set', async () => {
    const response = await harness.call('POST', '/api/v1/test-controls/clock/', { body: { advance_minutes: 60 } });
    expect(response.status).toBe(404);
    expect(readConfig({}).testControls).toBe(false);
  });

  it('are refused in production, where anyone could move the clock', () => {
    expect(readConfig({ TEST_CONTROLS: 'true' }).testControls).toBe(true);
    expect(() => readConfig({ TEST_CONTROLS: 'true', NODE_ENV: 'production', DEV_MAILBOX: 'off' })).toThrow(/TEST_CONTROLS=true is refused/);
  });
});
