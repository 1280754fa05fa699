import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { NOTIFICATION_STREAM_EVENTS, type NotificationCount } from '@motorpool/api';
import type { AppEnv } from '../../app-env';
import { authenticate } from '../../auth/authenticate';
import type { Database } from '../../db/database';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { pathKey } from '../../http/input';
import { findNotification, listNotifications, markAllRead, markRead, unreadCount } from '../../notifications/notifications';
import { notificationHubOf } from '../../notifications/realtime';
import { requireOrganisation, resolveTenancy, type OrganisationScope } from '../../tenancy/tenancy';

/** Proxies drop idle connections after about a minute; a comment line every 25 s keeps the stream open. */
export const HEARTBEAT_MS = 25_000;

const PUSH_UNAVAILABLE = 'Live notifications are not available; the count is polled instead.';

function pageNumber(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 1;
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1) {
    throw badRequest('page must be a positive whole number.', { fields: { page: 'page must be a positive whole number.' } });
  }
  return Number(raw);
}

function unreadFlag(raw: string | undefined): boolean {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  throw badRequest('unread must be true or false.', { fields: { unread: 'unread must be true or false.' } });
}

/** Writes events one after another; a failed write (the client left) is logged, never thrown into the hub. */
function serialWriter() {
  let queue = Promise.resolve();
  return (work: () => Promise<unknown>) => {
    queue = queue.then(work).then(
      () => undefined,
      (error: unknown) => console.warn('[notifications] stream write failed', error instanceof Error ? error.message : error),
    );
  };
}

async function countBody(db: Database, scope: OrganisationScope, userId: number): Promise<NotificationCount> {
  return { count: await unreadCount(db, scope, userId) };
}

/** `/api/v1/accounts/notifications/…`: the caller's notifications in the selected organisation. */
export const notificationRoutes = new Hono<AppEnv>()
  .get('/notifications/', authenticate, resolveTenancy, async (c) => {
    const scope = requireOrganisation(c.get('tenancy'));
    const page = pageNumber(c.req.query('page'));
    const unreadOnly = unreadFlag(c.req.query('unread'));
    return c.json(await listNotifications(c.get('db'), scope, c.get('caller').user.id, { page, unreadOnly }));
  })
  .get('/notifications/count/', authenticate, resolveTenancy, async (c) => {
    const scope = requireOrganisation(c.get('tenancy'));
    return c.json(await countBody(c.get('db'), scope, c.get('caller').user.id));
  })
  .post('/notifications/read-all/', authenticate, resolveTenancy, async (c) => {
    const scope = requireOrganisation(c.get('tenancy'));
    const marked: NotificationCount = { count: await markAllRead(c.get('db'), scope, c.get('caller').user.id) };
    return c.json(marked);
  })
  .post('/notifications/:pk/read/', authenticate, resolveTenancy, async (c) => {
    const scope = requireOrganisation(c.get('tenancy'));
    const notification = await markRead(c.get('db'), scope, c.get('caller').user.id, pathKey(c.req.param('pk')));
    if (!notification) throw notFound();
    return c.json(notification);
  })
  /**
   * Server-Sent Events: `count` on connect and after every change, `notification`
   * for each new one. Read by fetch streaming, so the usual Bearer and
   * organisation headers authenticate it.
   */
  .get('/notifications/stream/', authenticate, resolveTenancy, async (c) => {
    const db = c.get('db');
    const scope = requireOrganisation(c.get('tenancy'));
    const userId = c.get('caller').user.id;
    const hub = notificationHubOf(db);
    if (!hub) throw new HttpError(503, PUSH_UNAVAILABLE, { code: 'push_unavailable' });
    const requestSignal = c.req.raw.signal;

    return streamSSE(c, async (stream) => {
      const write = serialWriter();
      const sendCount = () =>
        write(async () => stream.writeSSE({ event: NOTIFICATION_STREAM_EVENTS.count, data: JSON.stringify(await countBody(db, scope, userId)) }));

      let finish = () => {};
      const finished = new Promise<void>((resolve) => {
        finish = resolve;
      });
      stream.onAbort(finish);
      requestSignal.addEventListener('abort', finish, { once: true });
      if (requestSignal.aborted) finish();

      // Subscribed before the first count, so nothing created in between is missed.
      const unsubscribe = hub.subscribe(scope.organisationId, userId, {
        signal(signal) {
          if (signal.kind === 'created' && signal.pk !== null) {
            const pk = signal.pk;
            write(async () => {
              const notification = await findNotification(db, scope, userId, pk);
              if (notification) {
                await stream.writeSSE({ event: NOTIFICATION_STREAM_EVENTS.notification, id: String(pk), data: JSON.stringify(notification) });
              }
            });
          }
          sendCount();
        },
        end: finish,
      });
      sendCount();
      const heartbeat = setInterval(() => write(() => stream.write(': heartbeat\n\n')), HEARTBEAT_MS);

      await finished;
      clearInterval(heartbeat);
      unsubscribe();
    });
  });
