import { count, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { OutboxMessage } from '@motorpool/api';
import type { AppEnv } from '../../app-env';
import { outbox } from '../../db/schema';
import { notFound } from '../../http/errors';
import { clientAddress, isLoopback } from '../../http/client-address';
import { listEnvelope, readPage } from '../../http/pagination';

function toMessage(row: typeof outbox.$inferSelect): OutboxMessage {
  return {
    pk: row.id,
    channel: row.channel === 'sms' ? 'sms' : 'email',
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    html: row.html,
    template: row.template,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt ? row.sentAt.toISOString() : null,
  };
}

/**
 * `GET /api/v1/dev/outbox/`: the development mailbox. It shows reset and
 * activation links, so it exists only while no real email is sent, and by
 * default only for requests from this machine; otherwise it is a plain 404.
 */
export const outboxRoutes = new Hono<AppEnv>().get('/outbox/', async (c) => {
  const config = c.get('config');
  const allowed =
    config.devMailbox === 'open' || (config.devMailbox === 'loopback' && isLoopback(clientAddress(c, config.trustProxy)));
  if (!allowed) throw notFound();
  const page = readPage((name) => c.req.query(name));
  const to = c.req.query('to')?.trim().toLowerCase();
  const where = to ? eq(outbox.recipient, to) : undefined;
  const db = c.get('db');
  const [rows, [total]] = await Promise.all([
    db.select().from(outbox).where(where).orderBy(desc(outbox.id)).limit(page.pageSize).offset(page.offset),
    db.select({ value: count() }).from(outbox).where(where),
  ]);
  return c.json(listEnvelope(rows.map(toMessage), total?.value ?? 0, page));
});
