import type { Database, DatabaseHandle } from '../db/database';
import { NOTIFICATION_CHANNEL, type NotificationSignal } from './notifications';

type Listener = (signal: NotificationSignal) => void;
/** A connected stream: `signal` for its user's signals, `end` when the instance shuts down. */
export type HubSubscriber = { signal: Listener; end: () => void };

/**
 * This instance's side of the push: ONE LISTEN connection whose signals are
 * forwarded to the streams connected here. It holds nothing but the open
 * streams, so any instance can serve any user: every instance hears every NOTIFY.
 */
export type NotificationHub = {
  /** Forwards each signal addressed to this user in this organisation; answers the unsubscribe. */
  subscribe(organisationId: number, userId: number, subscriber: HubSubscriber): () => void;
  /** Open streams on this instance. */
  readonly subscriberCount: number;
  /** Ends every open stream (so the HTTP server can close) and stops listening. */
  close(): Promise<void>;
};

function parseSignal(payload: string): NotificationSignal | null {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return null;
    const { organisation_id, user_id, pk, kind } = value as Record<string, unknown>;
    if (!Number.isInteger(organisation_id) || !Number.isInteger(user_id)) return null;
    if (pk !== null && !Number.isInteger(pk)) return null;
    if (kind !== 'created' && kind !== 'read') return null;
    return { organisation_id: organisation_id as number, user_id: user_id as number, pk: pk as number | null, kind };
  } catch {
    return null;
  }
}

const subscriberKey = (organisationId: number, userId: number) => `${organisationId}:${userId}`;

export async function startNotificationHub(handle: Pick<DatabaseHandle, 'listen'>): Promise<NotificationHub> {
  const subscribers = new Map<string, Set<HubSubscriber>>();
  let subscriberCount = 0;

  const stopListening = await handle.listen(NOTIFICATION_CHANNEL, (payload) => {
    const signal = parseSignal(payload);
    if (!signal) {
      console.warn(`[notifications] ignored malformed ${NOTIFICATION_CHANNEL} payload`);
      return;
    }
    for (const subscriber of subscribers.get(subscriberKey(signal.organisation_id, signal.user_id)) ?? []) {
      try {
        subscriber.signal(signal);
      } catch (error) {
        console.error('[notifications] stream listener failed', error);
      }
    }
  });

  return {
    subscribe(organisationId, userId, subscriber) {
      const key = subscriberKey(organisationId, userId);
      const set = subscribers.get(key) ?? new Set();
      subscribers.set(key, set);
      set.add(subscriber);
      subscriberCount += 1;
      let subscribed = true;
      return () => {
        if (!subscribed) return;
        subscribed = false;
        subscriberCount -= 1;
        set.delete(subscriber);
        if (set.size === 0) subscribers.delete(key);
      };
    },
    get subscriberCount() {
      return subscriberCount;
    },
    async close() {
      const open = [...subscribers.values()].flatMap((set) => [...set]);
      subscribers.clear();
      for (const subscriber of open) subscriber.end();
      await stopListening();
    },
  };
}

// Keyed by the app's database so the stream route finds its instance's hub
// without another app dependency; an app without one answers 503 (clients poll).
const hubs = new WeakMap<Database, NotificationHub>();

export function attachNotificationHub(db: Database, hub: NotificationHub): void {
  hubs.set(db, hub);
}

export function notificationHubOf(db: Database): NotificationHub | undefined {
  return hubs.get(db);
}
