import { count, desc, eq } from 'drizzle-orm';
import { assign, optional, string, type } from 'superstruct';
import { Hono, type Context } from 'hono';
import type { OutboxMessage } from '@motorpool/api';
import { PageQuery, pageOf, readQuery } from '../../http/query';
import type { AppEnv } from '../../app-env';
import { outbox } from '../../db/schema';
import { notFound } from '../../http/errors';
import { clientAddress, isLoopback } from '../../http/client-address';
import { listEnvelope } from '../../http/pagination';

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
 * Headers a reverse proxy adds. Behind a proxy on this machine every visitor
 * arrives from a loopback address, so their presence means "not local".
 */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip', 'via'];

/**
 * A name that resolves to this machine. Anything else means a page on the web
 * reached a local server by rebinding its own name to 127.0.0.1.
 */
function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const name = host.replace(/:\d+$/, '').toLowerCase();
  return name === 'localhost' || name.endsWith('.localhost') || name === '[::1]' || isLoopback(name);
}

/** A person at this machine who came straight to the server: no proxy in between, no other host name. */
function isLocalVisitor(c: Context<AppEnv>): boolean {
  if (PROXY_HEADERS.some((name) => c.req.header(name) !== undefined)) return false;
  return isLoopbackHost(c.req.header('host')) && isLoopback(clientAddress(c, false));
}

const OutboxQuery = assign(type({ to: optional(string()) }), PageQuery);

/**
 * `GET /api/v1/dev/outbox/`: the development mailbox. It shows every
 * organisation's reset and activation links, so it exists only while no real
 * email is sent, never in production unless opened on purpose
 * (`DEV_MAILBOX=open`), and by default only for a local visitor; otherwise it
 * is a plain 404.
 */
export const outboxRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { devMailbox } = c.get('config');
  const allowed = devMailbox === 'open' || (devMailbox === 'loopback' && isLocalVisitor(c));
  if (!allowed) throw notFound();
  const query = readQuery(c, OutboxQuery);
  const page = pageOf(query);
  const to = query.to?.trim().toLowerCase();
  const where = to ? eq(outbox.recipient, to) : undefined;
  const db = c.get('db');
  const [rows, [total]] = await Promise.all([
    db.select().from(outbox).where(where).orderBy(desc(outbox.id)).limit(page.pageSize).offset(page.offset),
    db.select({ value: count() }).from(outbox).where(where),
  ]);
  return c.json(listEnvelope(rows.map(toMessage), total?.value ?? 0, page));
});
