/** One dispatched Server-Sent Event. `event` is `message` when the server named none. */
export type StreamEvent = { event: string; data: string; id: string | null };

export type SseParser = {
  /** Feeds the next decoded piece of the body; pieces may split lines (and CR LF pairs) anywhere. */
  push: (chunk: string) => void;
};

/**
 * Parses a `text/event-stream` body as the HTML standard's "interpreting an
 * event stream" does: comment lines (heartbeats) are skipped, `data` lines of
 * one event join with "\n", and an event is dispatched at the blank line that
 * ends it (an unfinished last event is dropped, as the standard says).
 * `retry` is reported so a caller may honour the server's reconnection delay.
 */
export function createSseParser(onEvent: (event: StreamEvent) => void, onRetry?: (milliseconds: number) => void): SseParser {
  let buffer = '';
  // A chunk that ends in CR may be followed by the LF of the same line ending.
  let skipLeadingLineFeed = false;
  let eventType = '';
  let data: string[] = [];
  let lastId: string | null = null;

  function dispatch() {
    if (data.length > 0) onEvent({ event: eventType || 'message', data: data.join('\n'), id: lastId });
    eventType = '';
    data = [];
  }

  function line(text: string) {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        eventType = value;
        break;
      case 'data':
        data.push(value);
        break;
      case 'id':
        if (!value.includes('\0')) lastId = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) onRetry?.(Number(value));
        break;
      default:
        // Unknown fields are ignored.
        break;
    }
  }

  return {
    push(chunk) {
      let text = chunk;
      if (skipLeadingLineFeed && text.startsWith('\n')) text = text.slice(1);
      skipLeadingLineFeed = false;
      buffer += text;
      let start = 0;
      for (let index = 0; index < buffer.length; index += 1) {
        const character = buffer[index];
        if (character !== '\n' && character !== '\r') continue;
        line(buffer.slice(start, index));
        if (character === '\r') {
          if (index + 1 === buffer.length) skipLeadingLineFeed = true;
          else if (buffer[index + 1] === '\n') index += 1;
        }
        start = index + 1;
      }
      buffer = buffer.slice(start);
    },
  };
}

export type OpenEventStreamOptions = {
  url: string;
  headers?: Record<string, string>;
  signal: AbortSignal;
  onEvent: (event: StreamEvent) => void;
  /** Called once the server answered 200 with an event stream, before any event. */
  onOpen?: () => void;
  onRetry?: (milliseconds: number) => void;
  fetch?: typeof globalThis.fetch;
};

/** Why a stream could not be opened (a status other than 200, or not an event stream). */
export class EventStreamError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'EventStreamError';
  }
}

/**
 * Reads a Server-Sent Events stream with `fetch`, since `EventSource` cannot
 * send the `Authorization` and `organisation` headers. Resolves when the
 * server ends the stream, rejects when it cannot be opened or the connection
 * drops; reconnecting is the caller's decision.
 */
export async function openEventStream({ url, headers, signal, onEvent, onOpen, onRetry, fetch = globalThis.fetch }: OpenEventStreamOptions) {
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal, cache: 'no-store' });
  const contentType = response.headers.get('content-type') ?? '';
  if (!response.ok || !response.body || !contentType.startsWith('text/event-stream')) {
    await response.body?.cancel().catch(() => undefined);
    throw new EventStreamError(`The event stream could not be opened (${response.status})`, response.status);
  }
  onOpen?.();
  const parser = createSseParser(onEvent, onRetry);
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return parser.push(decoder.decode());
      parser.push(decoder.decode(value, { stream: true }));
    }
  } finally {
    reader.releaseLock();
  }
}
