import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type EmbedKey, type EmbedKeyWrite } from '@motorpool/api';
import { WIDGET_TOKEN_THROTTLE, widgetTokenBuckets } from '../src/embed/issue-token';
import { spend } from '../src/security/throttle';
import { createHarness, type Harness } from './harness';
import { errorsOf, TFM } from './sign-up-flow';

/** An embed key is public, so anyone may ask for its tokens: issuance is counted per key and per client address. */

const INTRANET = 'https://intranet.partner.example';

let harness: Harness;
let admin: string;

async function createKey(overrides: Partial<EmbedKeyWrite> = {}): Promise<EmbedKey> {
  const body: EmbedKeyWrite = { name: 'Partner intranet', allowed_origins: [INTRANET], scope: 'calendar_read', ...overrides };
  const response = await harness.call('POST', `${TFM}/embed-keys/`, { token: admin, body });
  expect(response.status).toBe(201);
  return (await response.json()) as EmbedKey;
}

function requestToken(embedKey: string, address: string) {
  return harness.call('POST', `${TFM}/embed/token/`, { body: { embed_key: embedKey }, headers: { origin: INTRANET, 'x-forwarded-for': address } });
}

async function expectThrottled(response: Response) {
  expect(response.status).toBe(429);
  expect((await errorsOf(response)).title).toBe(messages.throttled);
}

beforeAll(async () => {
  // Behind the deployment's own proxy, X-Forwarded-For names the client: each test picks its addresses.
  harness = await createHarness({ config: { trustProxy: true } });
  admin = await harness.login('admin@demo.fleet');
});
afterAll(() => harness.close());

describe('POST embed/token/ is rate limited', () => {
  it('answers 429 once one address has spent its tokens for a key; other addresses and keys go on', async () => {
    const key = await createKey();
    const { limit } = WIDGET_TOKEN_THROTTLE.perKeyAndAddress;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      expect((await requestToken(key.key, '203.0.113.7')).status, `attempt ${attempt + 1}`).toBe(200);
    }
    await expectThrottled(await requestToken(key.key, '203.0.113.7'));
    expect((await requestToken(key.key, '203.0.113.8')).status).toBe(200);
    expect((await requestToken((await createKey({ name: 'Lobby' })).key, '203.0.113.7')).status).toBe(200);
  });

  it('answers 429 from any address once the key has spent its tokens, and counts refused origins too', async () => {
    const key = await createKey();
    const { perKey } = widgetTokenBuckets(key.pk, '198.51.100.1');
    // As many earlier requests from many addresses would have, but without that many round trips.
    for (let spent = 1; spent < WIDGET_TOKEN_THROTTLE.perKey.limit; spent += 1)
      await spend(harness.db, { bucket: perKey, ...WIDGET_TOKEN_THROTTLE.perKey }, new Date());
    const lastAllowed = await harness.call('POST', `${TFM}/embed/token/`, {
      body: { embed_key: key.key },
      headers: { origin: 'https://evil.example', 'x-forwarded-for': '198.51.100.2' },
    });
    expect(lastAllowed.status).toBe(403);
    await expectThrottled(await requestToken(key.key, '198.51.100.3'));
    expect((await requestToken((await createKey({ name: 'Reception' })).key, '198.51.100.3')).status).toBe(200);
  }, 120_000);
});
