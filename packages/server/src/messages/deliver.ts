import {
  MESSAGE_KINDS,
  NOTIFICATION_CHANNEL_PREFERENCE,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_PREFERENCES_PATH,
  type MessageCode,
  type NotificationChannel,
} from '@motorpool/api';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { userPreferences } from '../db/schema';
import type { MailContent, Mailer } from '../mail/mailer';
import { notify } from '../notifications/notifications';
import type { MessageVariables } from './defaults';
import { renderParts } from './engine';
import { loadTemplate, type LoadedTemplate } from './templates';

/** Where links point and whose name the product goes by (the host's brand; Motorpool when no request names one). */
export type MessageContext = { publicUrl: string; brand?: string };

export const DEFAULT_BRAND_TITLE = 'Motorpool';

export type RenderedMessage = { content: MailContent; bell: string | null };

/**
 * Fills a template in. Emails to members end with where to choose bell or
 * email; that line is added here, not in the template, so no override can drop it.
 */
export function renderMessage<C extends MessageCode>(template: LoadedTemplate<C>, variables: MessageVariables<C>, context: MessageContext): RenderedMessage {
  const values = { ...variables, brand: context.brand ?? DEFAULT_BRAND_TITLE };
  const parts = renderParts(template.parts, values, { sanitise: template.customised });
  let { text, html } = parts;
  if (MESSAGE_KINDS[template.code].audience === 'member') {
    const preferences = `${context.publicUrl}${NOTIFICATION_PREFERENCES_PATH}`;
    text = `${text}\n\n--\nChoose how you receive these messages: ${preferences}`;
    html = `${html}\n<p><small>Choose how you receive these messages in your <a href="${preferences}">notification preferences</a>.</small></p>`;
  }
  return { content: { template: template.code, subject: parts.subject, text, html }, bell: parts.bell };
}

/** One email, with the organisation's wording when it has its own (null: before an organisation is known). */
export async function composeMessage<C extends MessageCode>(
  db: Database,
  organisationId: number | null,
  code: C,
  variables: MessageVariables<C>,
  context: MessageContext,
): Promise<MailContent> {
  return renderMessage(await loadTemplate(db, organisationId, code), variables, context).content;
}

const isChannel = (value: string): value is NotificationChannel => (NOTIFICATION_CHANNELS as readonly string[]).includes(value);

/** Each person's chosen channels for a message; 'both' for whoever never chose. */
export async function channelsOf(db: Database, userIds: readonly number[], code: MessageCode): Promise<(userId: number) => NotificationChannel> {
  if (MESSAGE_KINDS[code].audience !== 'member' || userIds.length === 0) return () => 'both';
  const rows = await db
    .select({ userId: userPreferences.userId, value: userPreferences.value })
    .from(userPreferences)
    .where(
      and(
        eq(userPreferences.preferenceKey, NOTIFICATION_CHANNEL_PREFERENCE),
        eq(userPreferences.preferenceId, code),
        inArray(userPreferences.userId, [...userIds]),
      ),
    );
  const chosen = new Map(rows.filter((row) => isChannel(row.value)).map((row) => [row.userId, row.value as NotificationChannel]));
  return (userId) => chosen.get(userId) ?? 'both';
}

export type MemberRecipient = { userId: number; email: string; firstName: string };

export type MemberDelivery<C extends MessageCode> = {
  organisationId: number;
  code: C;
  recipients: readonly MemberRecipient[];
  variables: (recipient: MemberRecipient) => MessageVariables<C>;
  /** The bell notification's link, inside the portal. */
  bellUrl: (recipient: MemberRecipient) => string | null;
  /** A job's: a retry delivers nothing already delivered under it. */
  dedupeKey?: string;
  mailer: Mailer;
  context: MessageContext;
};

/**
 * Tells members in the bell and by email, each by the channels they chose for
 * this message. Bell notifications that read alike go out in one insert.
 */
export async function deliverToMembers<C extends MessageCode>(db: Database, delivery: MemberDelivery<C>): Promise<void> {
  const { organisationId, code, recipients, dedupeKey, mailer, context } = delivery;
  if (recipients.length === 0) return;
  const [template, channelOf] = await Promise.all([
    loadTemplate(db, organisationId, code),
    channelsOf(
      db,
      recipients.map((recipient) => recipient.userId),
      code,
    ),
  ]);
  const bells = new Map<string, { text: string; url: string | null; userIds: number[] }>();
  const emails: { to: string; content: MailContent }[] = [];
  for (const recipient of recipients) {
    const channel = channelOf(recipient.userId);
    const { content, bell } = renderMessage(template, delivery.variables(recipient), context);
    if (bell !== null && channel !== 'email') {
      const url = delivery.bellUrl(recipient);
      const key = `${bell}\u0000${url}`;
      const group = bells.get(key) ?? { text: bell, url, userIds: [] };
      group.userIds.push(recipient.userId);
      bells.set(key, group);
    }
    // A message without a bell is always emailed: email is its only channel.
    if (channel !== 'bell' || bell === null) emails.push({ to: recipient.email, content });
  }
  const once = dedupeKey ? { dedupeKey } : {};
  for (const group of bells.values()) await notify(db, { organisationId, userIds: group.userIds, text: group.text, url: group.url, ...once });
  for (const email of emails) {
    await mailer.send(db, {
      channel: 'email',
      to: email.to,
      organisationId,
      content: email.content,
      ...(dedupeKey ? { dedupeKey: `${dedupeKey}:${email.to}` } : {}),
    });
  }
}
