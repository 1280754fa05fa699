import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@motorpool/api';
import { createHarness, type Harness } from './harness';

let harness: Harness;
beforeAll(async () => {
  harness = await createHarness();
});
afterAll(() => harness.close());

const PROFILE = '/api/v1/accounts/user/profile/';

describe('sessions', () => {
  it('logout revokes that token and no other', async () => {
    const kept = await harness.login('driver@demo.fleet');
    const revoked = await harness.login('driver@demo.fleet');
    expect((await harness.call('GET', PROFILE, { token: revoked })).status).toBe(200);

    const logout = await harness.call('DELETE', '/api/v1/accounts/user/logout/', { token: revoked });
    expect(logout.status).toBe(204);

    const after = await harness.call('GET', PROFILE, { token: revoked });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ errors: { title: messages.request.unauthenticated } });
    expect((await harness.call('GET', PROFILE, { token: kept })).status).toBe(200);
  });

  it.each([
    ['no header', {}],
    ['a malformed header', { authorization: 'Token abc' }],
    ['an unknown token', { authorization: `Bearer ${'x'.repeat(43)}` }],
  ])('answers %s with 401', async (_name, headers) => {
    const response = await harness.call('GET', PROFILE, { headers });
    expect(response.status).toBe(401);
  });

  it('logout without a session is 401', async () => {
    expect((await harness.call('DELETE', '/api/v1/accounts/user/logout/')).status).toBe(401);
  });
});
