import { Notification, NOTIFICATION_STREAM_EVENTS, NotificationCount, serviceBase } from '@motorpool/api';
import { useEffect, useRef } from 'react';
import { is } from 'superstruct';
import { openEventStream, type StreamEvent } from '../api/event-stream';

/** Spec §9: the count is polled every 60 s while push is unavailable. */
export const COUNT_POLL_INTERVAL = 60_000;
/** The first reconnection waits this long, then each next one twice as long, up to `MAX_RETRY_DELAY`. */
export const FIRST_RETRY_DELAY = 2_000;
export const MAX_RETRY_DELAY = 300_000;

export type NotificationPushOptions = {
  /** Origin of the Motorpool server; empty for the page's own origin. */
  apiBase: string;
  token: string | null;
  organisation: number | null;
  onCount: (count: number) => void;
  onNotification: (notification: Notification) => void;
  /** Fetches the count over plain HTTP: while the stream is down, and once after it comes back. */
  refreshCount: () => void;
};

export const notificationStreamUrl = (apiBase: string) => `${serviceBase(apiBase, 'accounts')}notifications/stream/`;

/**
 * Keeps a signed-in bell up to date: reads the server's notification stream
 * (Server-Sent Events over `fetch`, since `EventSource` cannot send the token),
 * and while the stream cannot be opened or has dropped, polls the count every
 * 60 s and tries the stream again with a growing delay.
 */
export function useNotificationPush({ apiBase, token, organisation, onCount, onNotification, refreshCount }: NotificationPushOptions) {
  const callbacks = useRef({ onCount, onNotification, refreshCount });
  callbacks.current = { onCount, onNotification, refreshCount };

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    let pollTimer: ReturnType<typeof setInterval> | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let serverRetryDelay: number | null = null;

    const startPolling = () => {
      pollTimer ??= setInterval(() => callbacks.current.refreshCount(), COUNT_POLL_INTERVAL);
    };
    const stopPolling = () => {
      clearInterval(pollTimer);
      pollTimer = undefined;
    };

    const onEvent = ({ event, data }: StreamEvent) => {
      let payload: unknown;
      try {
        payload = JSON.parse(data);
      } catch {
        return;
      }
      if (event === NOTIFICATION_STREAM_EVENTS.count && is(payload, NotificationCount)) callbacks.current.onCount(payload.count);
      if (event === NOTIFICATION_STREAM_EVENTS.notification && is(payload, Notification)) callbacks.current.onNotification(payload);
    };

    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (organisation) headers.organisation = String(organisation);

    async function connect() {
      const reconnecting = failures > 0;
      try {
        await openEventStream({
          url: notificationStreamUrl(apiBase),
          headers,
          signal: controller.signal,
          onEvent,
          onRetry: (milliseconds) => {
            serverRetryDelay = milliseconds;
          },
          onOpen: () => {
            failures = 0;
            stopPolling();
            // Whatever changed while the stream was down is not replayed.
            if (reconnecting) callbacks.current.refreshCount();
          },
        });
      } catch {
        // A failure to open and a dropped connection are handled alike, below.
      }
      if (controller.signal.aborted) return;
      startPolling();
      const delay = Math.min(MAX_RETRY_DELAY, (serverRetryDelay ?? FIRST_RETRY_DELAY) * 2 ** failures);
      failures += 1;
      retryTimer = setTimeout(() => void connect(), delay);
    }

    void connect();
    return () => {
      controller.abort();
      stopPolling();
      clearTimeout(retryTimer);
    };
  }, [apiBase, token, organisation]);
}
