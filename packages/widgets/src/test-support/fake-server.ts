import { vi } from 'vitest';

/*
 * A stand-in for the Motorpool server in component tests: answers
 * `METHOD /api/v1/service/path/` (query ignored) from a queue per route and
 * records every call. Test-only; never imported by the library.
 */

export type FakeCall = { method: string; path: string; query: URLSearchParams; headers: Headers; body: unknown };
export type FakeReply = { status: number; body: unknown } | (() => Promise<{ status: number; body: unknown }>);

export const ok = (body: unknown, status = 200): FakeReply => ({ status, body });
export const failure = (status: number, title: string, extra: Record<string, unknown> = {}): FakeReply => ({
  status,
  body: { errors: { title, ...extra } },
});

export function fakeServer(routes: Record<string, FakeReply[]>) {
  const calls: FakeCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    calls.push({
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const reply = routes[`${method} ${url.pathname}`]?.shift();
    if (!reply) throw new TypeError(`no reply for ${method} ${url.pathname}`);
    const { status, body } = typeof reply === 'function' ? await reply() : reply;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  const callsTo = (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route);
  return { calls, callsTo };
}

/** A reply that waits until the test lets it go, to look at in-between states. */
export function heldReply(reply: { status: number; body: unknown }) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const answer: FakeReply = async () => {
    await released;
    return reply;
  };
  return { answer, release };
}
