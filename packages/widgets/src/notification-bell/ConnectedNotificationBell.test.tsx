import type { Notification } from '@motorpool/api';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, failure, ok, type FakeReply } from '../test-support/fake-server';
import { fakeIntersectionObserver } from '../test-support/intersection-observer-fixtures';
import { manyNotifications, notifications } from '../test-support/notification-fixtures';
import { sessionStore } from '../session/session-store';
import { ConnectedNotificationBell } from './ConnectedNotificationBell';
import { COUNT_POLL_INTERVAL } from './notification-push';

const API_BASE = 'https://api.motorpool.test';
const LIST = 'GET /api/v1/accounts/notifications/';
const COUNT = 'GET /api/v1/accounts/notifications/count/';
const READ_ALL = 'POST /api/v1/accounts/notifications/read-all/';
const read = (pk: number) => `POST /api/v1/accounts/notifications/${pk}/read/`;
const STREAM_PATH = '/api/v1/accounts/notifications/stream/';

/** A server-sent event stream the test writes to. */
function eventStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
  });
  return {
    response: () => new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    drop: () => controller.error(new TypeError('network error')),
  };
}

type StreamReply = () => Promise<Response>;

/** The fake server for JSON calls, plus a queue of answers to the stream; records the stream requests. */
function serverWithStream(routes: Record<string, FakeReply[]>, streamReplies: StreamReply[]) {
  const server = fakeServer(routes);
  const json = globalThis.fetch;
  const streamRequests: Headers[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (new URL(String(input)).pathname !== STREAM_PATH) return json(input, init);
    streamRequests.push(new Headers(init.headers));
    const reply = streamReplies.shift();
    if (!reply) throw new TypeError('stream unavailable');
    return reply();
  });
  vi.stubGlobal('fetch', fetch);
  return { ...server, streamRequests };
}

const unavailable: StreamReply = () => Promise.reject(new TypeError('stream unavailable'));
const page = (list: Notification[], nextPage: number | null = null) => ok({ list, nextPage });
const badge = () => screen.queryByTestId('notification-badge');

beforeEach(() => {
  sessionStore.getState().signIn({ token: 'token-1', organisation: 11 });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStore.getState().signOut();
});

describe('ConnectedNotificationBell', () => {
  it('shows the count, lists the first page on opening, and lists unread ones when asked', async () => {
    const { callsTo } = serverWithStream(
      {
        [COUNT]: [ok({ count: 3 })],
        [LIST]: [page(notifications), page(notifications.filter((item) => !item.status))],
      },
      [unavailable],
    );
    const user = userEvent.setup();
    render(<ConnectedNotificationBell apiBase={API_BASE} />);

    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(badge()).toHaveTextContent('3');
    expect(callsTo(COUNT)[0]?.headers.get('authorization')).toBe('Bearer token-1');
    expect(callsTo(COUNT)[0]?.headers.get('organisation')).toBe('11');

    await user.click(bell);
    expect(await screen.findAllByRole('listitem')).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: 'Show unread' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
    expect(screen.getByRole('button', { name: 'Show all' })).toBeInTheDocument();
    expect(callsTo(LIST).map((call) => [call.query.get('page'), call.query.get('unread')])).toEqual([
      ['1', 'false'],
      ['1', 'true'],
    ]);
  });

  it('loads page 2 when the end of the list scrolls into view', async () => {
    const observer = fakeIntersectionObserver();
    vi.stubGlobal('IntersectionObserver', observer.IntersectionObserver);
    const { callsTo } = serverWithStream(
      {
        [COUNT]: [ok({ count: 12 })],
        [LIST]: [page(manyNotifications(10, 1000), 2), page(manyNotifications(4, 1010))],
      },
      [unavailable],
    );
    const user = userEvent.setup();
    render(<ConnectedNotificationBell apiBase={API_BASE} />);

    await user.click(await screen.findByRole('button', { name: 'Notifications, 12 unread' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(10);

    act(() => observer.intersect());

    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(14));
    expect(callsTo(LIST).map((call) => call.query.get('page'))).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('marks a notification read when it is clicked, then follows its url', async () => {
    const { callsTo } = serverWithStream(
      {
        [COUNT]: [ok({ count: 3 })],
        [LIST]: [page(notifications)],
        [read(902)]: [ok({ ...notifications[1], status: true })],
      },
      [unavailable],
    );
    const onNavigate = vi.fn();
    const user = userEvent.setup();
    render(<ConnectedNotificationBell apiBase={API_BASE} onNavigate={onNavigate} />);

    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    await user.click(await screen.findByRole('button', { name: /^Riley Nguyen asked to join/ }));

    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/registration-request', expect.objectContaining({ pk: 902 })));
    expect(callsTo(read(902))).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks all as read', async () => {
    const { callsTo } = serverWithStream({ [COUNT]: [ok({ count: 3 })], [LIST]: [page(notifications)], [READ_ALL]: [ok({ count: 3 })] }, [unavailable]);
    const user = userEvent.setup();
    render(<ConnectedNotificationBell apiBase={API_BASE} />);

    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    await screen.findAllByRole('listitem');
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));

    await waitFor(() => expect(badge()).not.toBeInTheDocument());
    expect(callsTo(READ_ALL)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /, unread$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('says why mark all failed', async () => {
    serverWithStream({ [COUNT]: [ok({ count: 3 })], [LIST]: [page(notifications)], [READ_ALL]: [failure(500, 'Failed to Update!')] }, [unavailable]);
    const user = userEvent.setup();
    render(<ConnectedNotificationBell apiBase={API_BASE} />);

    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    await screen.findAllByRole('listitem');
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to Update!');
    expect(badge()).toHaveTextContent('3');
  });

  it('shows a pushed notification and its count without a reload', async () => {
    const stream = eventStream();
    const { streamRequests } = serverWithStream({ [COUNT]: [ok({ count: 3 })], [LIST]: [page(notifications)] }, [async () => stream.response()]);
    const user = userEvent.setup();
    render(<ConnectedNotificationBell apiBase={API_BASE} />);

    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    await screen.findAllByRole('listitem');
    expect(streamRequests[0]?.get('authorization')).toBe('Bearer token-1');
    expect(streamRequests[0]?.get('organisation')).toBe('11');

    const pushed: Notification = {
      pk: 990,
      text: 'Vehicle <b>ABC-123</b> is overdue.',
      createdAt: new Date().toISOString(),
      status: false,
      url: '/bookings',
    };
    act(() => stream.send(`: heartbeat\n\nevent: notification\ndata: ${JSON.stringify(pushed)}\n\n`));

    const list = screen.getByRole('list');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(6));
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Vehicle ABC-123 is overdue.');
    expect(badge()).toHaveTextContent('4');

    // The server's count is the last word.
    act(() => stream.send('event: count\ndata: {"count":11}\n\n'));
    await waitFor(() => expect(badge()).toHaveTextContent('9+'));
    expect(screen.getByRole('button', { name: 'Notifications, 11 unread' })).toBeInTheDocument();
  });

  it('polls the count every 60 s while the stream is down, and stops once it is back', async () => {
    vi.useFakeTimers();
    const stream = eventStream();
    const streamReplies: StreamReply[] = Array.from({ length: 5 }, () => unavailable);
    streamReplies.push(async () => stream.response());
    const { callsTo, streamRequests } = serverWithStream({ [COUNT]: [ok({ count: 1 }), ok({ count: 2 }), ok({ count: 5 }), ok({ count: 6 })] }, streamReplies);
    render(<ConnectedNotificationBell apiBase={API_BASE} />);

    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(badge()).toHaveTextContent('1');
    expect(streamRequests).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(COUNT_POLL_INTERVAL));
    expect(callsTo(COUNT)).toHaveLength(2);
    expect(badge()).toHaveTextContent('2');
    // Retried after 2, 4, 8, 16 and 32 s: the fifth retry at 62 s opens it.
    expect(streamRequests).toHaveLength(5);

    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(streamRequests).toHaveLength(6);
    // Back again: the count is fetched once, for whatever the stream missed.
    expect(callsTo(COUNT)).toHaveLength(3);
    expect(badge()).toHaveTextContent('5');

    await act(() => vi.advanceTimersByTimeAsync(COUNT_POLL_INTERVAL * 3));
    expect(callsTo(COUNT)).toHaveLength(3);
  });

  it('neither calls nor listens without a session', async () => {
    sessionStore.getState().signOut();
    const { calls, streamRequests } = serverWithStream({}, []);
    render(<ConnectedNotificationBell apiBase={API_BASE} />);
    await act(() => Promise.resolve());
    expect(screen.getByRole('button', { name: 'Notifications, 0 unread' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    expect(streamRequests).toHaveLength(0);
  });
});
