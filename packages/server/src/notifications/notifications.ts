import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Notification, NotificationPage } from '@motorpool/api';
import type { Database } from '../db/database';
import { notifications } from '../db/schema';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';

/** The PostgreSQL channel every instance LISTENs on; see realtime.ts. */
export const NOTIFICATION_CHANNEL = 'motorpool_notifications';

export const NOTIFICATION_PAGE_SIZE = 20;

/**
 * What goes over NOTIFY: only keys, never the text, so the payload stays far
 * below PostgreSQL's 8000-byte limit and each stream reads the row itself.
 * `created` carries the new notification's pk; `read` means the unread count changed.
 */
export type NotificationSignal = { organisation_id: number; user_id: number; pk: number | null; kind: 'created' | 'read' };

export function toNotification(row: typeof notifications.$inferSelect): Notification {
  return { pk: row.id, text: row.text, createdAt: row.createdAt.toISOString(), status: row.readAt !== null, url: row.url };
}

async function signal(db: Database, payload: NotificationSignal): Promise<void> {
  // Delivered by PostgreSQL on commit, so listeners never hear of a row that was rolled back.
  await db.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${JSON.stringify(payload)})`);
}

/** `dedupeKey`: per recipient, a notification already made under it is not made again (a retried job). */
export type NewNotification = { organisationId: number; userIds: readonly number[]; text: string; url: string | null; dedupeKey?: string };

/**
 * Creates one notification per recipient and announces each to every
 * instance. `text` is HTML as stored and shown, rendered by the messages'
 * templates (src/messages), which escape every value. Pass a transaction to
 * make the notification part of it.
 */
export async function notify(db: Database, { organisationId, userIds, text, url, dedupeKey }: NewNotification): Promise<Notification[]> {
  const recipients = [...new Set(userIds)];
  if (recipients.length === 0) return [];
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(notifications)
      .values(recipients.map((userId) => ({ organisationId, userId, text, url, dedupeKey: dedupeKey ? `${dedupeKey}:${userId}` : null })))
      .onConflictDoNothing()
      .returning();
    for (const row of rows) await signal(tx, { organisation_id: organisationId, user_id: row.userId, pk: row.id, kind: 'created' });
    return rows.map(toNotification);
  });
}

/** The caller's own notifications in the organisation: the one filter every query here uses. */
function ownedBy(scope: OrganisationScope, userId: number, ...more: (SQL | undefined)[]): SQL | undefined {
  return and(inOrganisation(notifications.organisationId, scope), eq(notifications.userId, userId), ...more);
}

/** One page (1-based), newest first; `nextPage` is null on the last page. */
export async function listNotifications(
  db: Database,
  scope: OrganisationScope,
  userId: number,
  { page, unreadOnly }: { page: number; unreadOnly: boolean },
): Promise<NotificationPage> {
  const rows = await db
    .select()
    .from(notifications)
    .where(ownedBy(scope, userId, unreadOnly ? isNull(notifications.readAt) : undefined))
    .orderBy(desc(notifications.id))
    .limit(NOTIFICATION_PAGE_SIZE + 1)
    .offset((page - 1) * NOTIFICATION_PAGE_SIZE);
  const hasMore = rows.length > NOTIFICATION_PAGE_SIZE;
  return { list: rows.slice(0, NOTIFICATION_PAGE_SIZE).map(toNotification), nextPage: hasMore ? page + 1 : null };
}

export async function unreadCount(db: Database, scope: OrganisationScope, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(ownedBy(scope, userId, isNull(notifications.readAt)));
  return row?.value ?? 0;
}

export async function findNotification(db: Database, scope: OrganisationScope, userId: number, pk: number): Promise<Notification | null> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(ownedBy(scope, userId, eq(notifications.id, pk)));
  return row ? toNotification(row) : null;
}

/** Marks one read (keeping the first read time); null when it is not the caller's in this organisation. */
export async function markRead(db: Database, scope: OrganisationScope, userId: number, pk: number): Promise<Notification | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(ownedBy(scope, userId, eq(notifications.id, pk)));
    if (!before) return null;
    const [row] = await tx
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
      .where(ownedBy(scope, userId, eq(notifications.id, pk)))
      .returning();
    if (!row) return null;
    if (before.readAt === null) await signal(tx, { organisation_id: scope.organisationId, user_id: userId, pk, kind: 'read' });
    return toNotification(row);
  });
}

/** Marks every unread one read; answers how many changed. */
export async function markAllRead(db: Database, scope: OrganisationScope, userId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(ownedBy(scope, userId, isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (rows.length > 0) await signal(tx, { organisation_id: scope.organisationId, user_id: userId, pk: null, kind: 'read' });
    return rows.length;
  });
}
