import type { Context, MiddlewareHandler } from 'hono';

type BodyLimitOptions = {
  maxSize: number;
  /** The 413 answer; may throw an HttpError instead of returning one. */
  onError: (c: Context) => Response | Promise<Response>;
};

/**
 * Reads the whole request body before the route runs, at most `maxSize` bytes
 * of it kept. A larger body is still read to its end, and dropped, before the
 * 413 goes out: a server that answers and closes while the client is still
 * sending makes the kernel reset the connection, and a client that reads only
 * after sending then loses the answer (hono's own bodyLimit answers at once,
 * and @hono/node-server drains what is left for only half a second). A body
 * that never ends is cut off by Node's `requestTimeout`.
 */
export function bodyLimit({ maxSize, onError }: BodyLimitOptions): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const reader = body.getReader();
    const kept: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      let chunk: Awaited<ReturnType<typeof reader.read>>;
      try {
        chunk = await reader.read();
      } catch (error) {
        // The client went away mid-body: past the limit, the answer was 413 anyway.
        if (size > maxSize) return onError(c);
        throw error;
      }
      if (chunk.done) break;
      size += chunk.value.byteLength;
      if (size <= maxSize) kept.push(chunk.value);
    }
    if (size > maxSize) return onError(c);
    const whole = new Uint8Array(size);
    let offset = 0;
    for (const piece of kept) {
      whole.set(piece, offset);
      offset += piece.byteLength;
    }
    c.req.raw = new Request(c.req.raw, { body: whole });
    return next();
  };
}
