import { describe, expect, it, vi } from 'vitest';
import { createSseParser, EventStreamError, openEventStream, type StreamEvent } from './event-stream';

function parse(...chunks: string[]) {
  const events: StreamEvent[] = [];
  const retries: number[] = [];
  const parser = createSseParser(
    (event) => events.push(event),
    (milliseconds) => retries.push(milliseconds),
  );
  for (const chunk of chunks) parser.push(chunk);
  return { events, retries };
}

function streamResponse(chunks: string[], init: ResponseInit = {}) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' }, ...init });
}

describe('createSseParser', () => {
  it('names events, and calls unnamed ones "message"', () => {
    const { events } = parse('event: count\ndata: {"count":3}\n\ndata: hello\n\n');
    expect(events).toEqual([
      { event: 'count', data: '{"count":3}', id: null },
      { event: 'message', data: 'hello', id: null },
    ]);
  });

  it('joins multi-line data with newlines', () => {
    const { events } = parse('event: notification\ndata: {"pk":1,\ndata:"text":"<b>hi</b>"}\n\n');
    expect(events).toEqual([{ event: 'notification', data: '{"pk":1,\n"text":"<b>hi</b>"}', id: null }]);
  });

  it('skips comments (heartbeats) and unknown fields', () => {
    const { events } = parse(': heartbeat\n\n:another\nfoo: bar\ndata: x\n: in between\n\n');
    expect(events).toEqual([{ event: 'message', data: 'x', id: null }]);
  });

  it('puts events back together across any chunk boundary', () => {
    const text = 'event: count\ndata: {"count":12}\n\nevent: count\ndata: {"count":13}\n\n';
    for (let split = 1; split < text.length; split += 1) {
      const { events } = parse(text.slice(0, split), text.slice(split));
      expect(events.map((event) => event.data)).toEqual(['{"count":12}', '{"count":13}']);
    }
  });

  it('accepts CR LF and CR line endings, a CR LF pair split between chunks included', () => {
    expect(parse('data: a\r\n\r\ndata: b\r\rdata: c\r', '\n\r\n').events.map((event) => event.data)).toEqual(['a', 'b', 'c']);
  });

  it('drops an event without data and an unfinished last event', () => {
    expect(parse('event: count\n\ndata: never ended').events).toEqual([]);
  });

  it('keeps the last id and reports retry delays', () => {
    const { events, retries } = parse('id: 7\nretry: 3000\ndata: a\n\ndata: b\n\nretry: soon\n');
    expect(events.map((event) => event.id)).toEqual(['7', '7']);
    expect(retries).toEqual([3000]);
  });

  it('keeps a value that has no space after the colon, and removes only one space', () => {
    expect(parse('data:a\ndata:  b\n\n').events[0]?.data).toBe('a\n b');
  });
});

describe('openEventStream', () => {
  it('sends the headers, reports the opening, and decodes characters split between chunks', async () => {
    const bytes = new TextEncoder().encode('data: café\n\n');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 9));
        controller.enqueue(bytes.slice(9));
        controller.close();
      },
    });
    const fetch = vi.fn(async () => new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } }));
    const onEvent = vi.fn();
    const onOpen = vi.fn();

    await openEventStream({
      url: 'https://api.motorpool.test/stream/',
      headers: { authorization: 'Bearer token-1' },
      signal: new AbortController().signal,
      onEvent,
      onOpen,
      fetch,
    });

    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onEvent).toHaveBeenCalledWith({ event: 'message', data: 'café', id: null });
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer token-1');
  });

  it('rejects when the server answers with something other than an event stream', async () => {
    const fetch = vi.fn(async () => new Response('{"errors":{}}', { status: 401, headers: { 'content-type': 'application/json' } }));
    await expect(
      openEventStream({ url: 'https://api.motorpool.test/stream/', signal: new AbortController().signal, onEvent: vi.fn(), fetch }),
    ).rejects.toBeInstanceOf(EventStreamError);
  });

  it('passes the chunks of a real stream to the parser', async () => {
    const onEvent = vi.fn();
    await openEventStream({
      url: 'https://api.motorpool.test/stream/',
      signal: new AbortController().signal,
      onEvent,
      fetch: async () => streamResponse([': ping\n\nevent: co', 'unt\ndata: {"count":2}\n', '\n']),
    });
    expect(onEvent).toHaveBeenCalledWith({ event: 'count', data: '{"count":2}', id: null });
  });
});
