import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { type } from 'superstruct';
import { NOTIFICATION_STREAM_EVENTS, type NotificationCount } from '@motorpool/api';
import type { AppEnv } from '../../app-env';
import { authenticate } from '../../auth/authenticate';
import type { Database } from '../../db/database';
import { HttpError, notFound } from '../../http/errors';
import { pathKey } from '../../http/input';
import { PageQuery, queryFlagParameter, readQuery } from '../../http/query';
import { findNotification, listNotifications, markAllRead, markRead, unreadCount } from '../../notifications/notifications';
import { notificationHubOf } from '../../notifications/realtime';
import { organisationScope, type OrganisationScope } from '../../tenancy/tenancy';

/** Proxies drop idle connections after about a minute; a comment line every 25 s keeps the stream open. */
export const HEARTBEAT_MS = 25_000;

const PUSH_UNAVAILABLE = 'Live notifications are not available; the count is polled instead.';

const NotificationListQuery = type({ page: PageQuery.schema.page, unread: queryFlagParameter('unread') });

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
  .use(authenticate, organisationScope)
  .get('/', async (c) => {
    const scope = c.get('scope');
    const query = readQuery(c, NotificationListQuery);
    const page = query.page ?? 1;
    const unreadOnly = query.unread ?? false;
    return c.json(await listNotifications(c.get('db'), scope, c.get('caller').user.id, { page, unreadOnly }));
  })
  .get('/count/', async (c) => {
    const scope = c.get('scope');
    return c.json(await countBody(c.get('db'), scope, c.get('caller').user.id));
  })
  .post('/read-all/', async (c) => {
    const scope = c.get('scope');
    const marked: NotificationCount = { count: await markAllRead(c.get('db'), scope, c.get('caller').user.id) };
    return c.json(marked);
  })
  .post('/:pk/read/', async (c) => {
    const scope = c.get('scope');
    const notification = await markRead(c.get('db'), scope, c.get('caller').user.id, pathKey(c.req.param('pk')));
    if (!notification) throw notFound();
    return c.json(notification);
  })
  /**
   * Server-Sent Events: `count` on connect and after every change, `notification`
   * for each new one. Read by fetch streaming, so the usual Bearer and
   * organisation headers authenticate it.
   */
  .get('/stream/', async (c) => {
    const db = c.get('db');
    const scope = c.get('scope');
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
