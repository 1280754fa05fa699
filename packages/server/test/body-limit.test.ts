import { serve, type ServerType } from '@hono/node-server';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@motorpool/api';
import { createHarness, type Harness } from './harness';

/**
 * Oversized bodies sent to a real listening server (the socket's behaviour is
 * the point; app.request() has none). The client is the simplest kind: it
 * writes its whole request and only then reads, as many HTTP clients do, so
 * a server that closes the connection before the body is in resets it and
 * the answer is lost.
 */
const BODY_LIMIT_BYTES = 1024;
const LOGIN = '/api/v1/accounts/user/login/';
const IMAGE_UPLOAD = '/api/v1/accounts/user/image/upload/any-token/';
const IMAGE_TOO_LARGE = 'The image is too large; the limit is 2 MB.';

type Framing = 'content-length' | 'chunked';
/** Fast: as fast as the socket takes it. Slow: small pieces well apart, outlasting any short grace the server allows for draining. */
type Pace = { name: 'fast'; bytes: number } | { name: 'slow'; pieces: number; pieceBytes: number; gapMs: number };

const FAST: Pace = { name: 'fast', bytes: 16 * 1024 * 1024 };
const SLOW: Pace = { name: 'slow', pieces: 48, pieceBytes: 1024, gapMs: 25 };

let harness: Harness;
let server: ServerType;
let port: number;

beforeAll(async () => {
  harness = await createHarness({ env: { BODY_LIMIT_BYTES: String(BODY_LIMIT_BYTES) } });
  server = await new Promise((resolve) => {
    const started = serve({ fetch: harness.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await harness.close();
});

type Answer = { status: number; headers: string; body: string };

function decodeChunked(raw: string): string | null {
  let body = '';
  let rest = raw;
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    if (lineEnd === -1) return null;
    const size = parseInt(rest.slice(0, lineEnd), 16);
    if (size === 0) return body;
    if (rest.length < lineEnd + 2 + size + 2) return null;
    body += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}

/** The whole answer once it is in, or null while it is not. */
function parseAnswer(received: string): Answer | null {
  const headerEnd = received.indexOf('\r\n\r\n');
  if (headerEnd === -1) return null;
  const headers = received.slice(0, headerEnd);
  const rest = received.slice(headerEnd + 4);
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1]);
  const length = /\r\ncontent-length: (\d+)/i.exec(headers)?.[1];
  if (length !== undefined) return rest.length >= Number(length) ? { status, headers, body: rest.slice(0, Number(length)) } : null;
  if (/\r\ntransfer-encoding: chunked/i.test(headers)) {
    const body = decodeChunked(rest);
    return body === null ? null : { status, headers, body };
  }
  return null;
}

/** Writes the request head and the whole body, then reads the answer; a reset or an early close fails it. */
function sendThenRead(path: string, framing: Framing, pace: Pace): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    socket.pause();
    let received = '';
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      reject(error);
    };
    socket.on('error', (error) => fail(new Error(`${framing} ${pace.name}: ${error.message}; received so far: ${JSON.stringify(received.slice(0, 200))}`)));
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const answer = parseAnswer(received);
      if (answer && !settled) {
        settled = true;
        socket.destroy();
        resolve(answer);
      }
    });
    socket.on('close', () =>
      fail(new Error(`${framing} ${pace.name}: connection closed before a whole answer; received: ${JSON.stringify(received.slice(0, 200))}`)),
    );

    const total = pace.name === 'fast' ? pace.bytes : pace.pieces * pace.pieceBytes;
    const pieceBytes = pace.name === 'fast' ? 64 * 1024 : pace.pieceBytes;
    const framed = (bytes: number) => {
      const piece = Buffer.alloc(bytes, 'a');
      return framing === 'chunked' ? Buffer.concat([Buffer.from(`${bytes.toString(16)}\r\n`), piece, Buffer.from('\r\n')]) : piece;
    };
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
        `${framing === 'chunked' ? 'Transfer-Encoding: chunked' : `Content-Length: ${total}`}\r\n\r\n`,
    );
    let sent = 0;
    const readAnswer = () => socket.resume();
    const writeNext = () => {
      if (settled) return;
      if (sent >= total) {
        if (framing === 'chunked') socket.write('0\r\n\r\n', readAnswer);
        else readAnswer();
        return;
      }
      const bytes = Math.min(pieceBytes, total - sent);
      sent += bytes;
      const flushed = socket.write(framed(bytes));
      if (pace.name === 'slow') setTimeout(writeNext, pace.gapMs);
      else if (flushed) setImmediate(writeNext);
      else socket.once('drain', writeNext);
    };
    writeNext();
  });
}

describe('a body over the limit on a real connection', () => {
  for (const framing of ['content-length', 'chunked'] as const) {
    for (const pace of [FAST, SLOW]) {
      it(`answers 413 with the error envelope, never a reset (${framing}, ${pace.name})`, async () => {
        const answer = await sendThenRead(LOGIN, framing, pace);
        expect(answer.status).toBe(413);
        expect(JSON.parse(answer.body)).toEqual({ errors: { title: messages.request.tooLarge } });
      });
    }
  }

  it('does the same on the upload routes, which have larger limits of their own', async () => {
    for (const framing of ['content-length', 'chunked'] as const) {
      const answer = await sendThenRead(IMAGE_UPLOAD, framing, FAST);
      expect(answer.status, framing).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({ errors: { title: IMAGE_TOO_LARGE } });
    }
  });
});

describe('a body within the limit', () => {
  it('still reaches the handler, whatever its framing', async () => {
    for (const framing of ['content-length', 'chunked'] as const) {
      // Not JSON, so the handler's own 400 shows that the body got through.
      const answer = await sendThenRead(LOGIN, framing, { name: 'fast', bytes: BODY_LIMIT_BYTES });
      expect(answer.status, framing).toBe(400);
      expect(JSON.parse(answer.body)).not.toEqual({ errors: { title: messages.request.tooLarge } });
    }
  });
});
