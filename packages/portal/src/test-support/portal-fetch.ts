import type { PortalConfig } from '@motorpool/api';
import { vi } from 'vitest';
import { FALLBACK_PORTAL_CONFIG } from '../portal-config/portal-config';

const PORTAL_CONFIG_PATH = '/api/v1/accounts/portal-config/';

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The configuration of a default-brand host in tests, with any switches given turned on. */
function portalConfigOf(overrides: Partial<PortalConfig> = {}): PortalConfig {
  return { ...FALLBACK_PORTAL_CONFIG, ...overrides };
}

type Answer = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Replaces fetch: the portal configuration comes from `config`, every other
 * call from `answer`. The returned mock records only those other calls, so a
 * test counts the requests its page makes, not the portal's start-up.
 */
export function stubFetch(answer: Answer, config: Partial<PortalConfig> = {}) {
  const calls = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => answer(String(input), init));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === PORTAL_CONFIG_PATH) return json(portalConfigOf(config));
    return calls(input, init);
  });
  return calls;
}
