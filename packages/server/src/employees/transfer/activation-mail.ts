import { inArray, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { hashToken } from '../../auth/tokens';
import type { Database } from '../../db/database';
import { linkTokens, outbox } from '../../db/schema';
import { invitationMail, invitationTemplate, type Inviter } from '../../invitations/invitations';
import { renderMessage } from '../../messages/deliver';
import { loadTemplate } from '../../messages/templates';
import { LINK_LIFETIME_MS, LINK_PURPOSES } from '../../security/link-tokens';
import { signToken } from '../../security/signed-token';
import type { OrganisationScope } from '../../tenancy/tenancy';

/**
 * The outbox templates of the emails an import queues: welcomes to new
 * accounts, invitations to accounts already in use. Unlike the mailer's
 * messages, which are sent the moment they are recorded, these wait in the
 * outbox for `deliverQueuedMail`: ten thousand emails must not hold the
 * import's transactions open, nor ride on one request.
 */
export const QUEUED_WELCOME_TEMPLATE = 'import_welcome';
export const QUEUED_INVITATION_TEMPLATE = 'import_invite';
const QUEUED_TEMPLATES = [QUEUED_WELCOME_TEMPLATE, QUEUED_INVITATION_TEMPLATE];

/** Claimed and sent per round; the claim marks them sent first, so two instances never send one twice. */
const DELIVERY_BATCH = 20;

export type ActivationContext = { signingKey: Buffer; publicUrl: string; smtpUrl: string | null; mailFrom: string; now: Date };
export type QueuedActivation = { userId: number; email: string; firstName: string };

/**
 * Inside the chunk's transaction: one activation link per new account (the
 * signed token's hash in link_tokens, as issueLinkToken keeps it) and its
 * welcome email, both inserted in bulk, so the emails exist exactly when the
 * accounts do.
 */
export async function queueWelcomes(tx: Database, context: ActivationContext, scope: OrganisationScope, people: readonly QueuedActivation[]): Promise<void> {
  if (people.length === 0) return;
  const expiresAt = new Date(context.now.getTime() + LINK_LIFETIME_MS.activation);
  const organisationName = scope.tenancy.organisation?.name ?? '';
  const links = people.map((person) => ({ person, token: signToken(context.signingKey, { purpose: LINK_PURPOSES.activation, expiresAt }) }));
  const template = await loadTemplate(tx, scope.organisationId, 'account_activation');
  await tx.insert(linkTokens).values(
    links.map(({ person, token }) => ({
      purpose: LINK_PURPOSES.activation,
      tokenHash: hashToken(token),
      userId: person.userId,
      organisationId: scope.organisationId,
      expiresAt,
    })),
  );
  await tx.insert(outbox).values(
    links.map(({ person, token }) => {
      const url = `${context.publicUrl}/welcome-user?token=${encodeURIComponent(token)}`;
      const { content } = renderMessage(template, { first_name: person.firstName, organisation: organisationName, url }, context);
      return {
        channel: 'email',
        recipient: person.email,
        subject: content.subject,
        text: content.text,
        html: content.html,
        template: QUEUED_WELCOME_TEMPLATE,
        organisationId: scope.organisationId,
      };
    }),
  );
}

/** Inside the chunk's transaction, with the invite rows: one invitation email per link just issued. */
export async function queueInvitations(
  tx: Database,
  context: ActivationContext,
  scope: OrganisationScope,
  inviter: Inviter,
  issued: readonly { email: string; name: string; token: string }[],
): Promise<void> {
  if (issued.length === 0) return;
  const template = await invitationTemplate(tx, scope);
  await tx.insert(outbox).values(
    issued.map(({ email, name, token }) => {
      const content = invitationMail(template, context.publicUrl, scope, inviter, name, token);
      return {
        channel: 'email',
        recipient: email,
        subject: content.subject,
        text: content.text,
        html: content.html,
        template: QUEUED_INVITATION_TEMPLATE,
        organisationId: scope.organisationId,
      };
    }),
  );
}

const transports = new Map<string, Transporter>();
function pooledTransport(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    // One pooled connection for a whole queue, rather than a connection per message.
    transport = nodemailer.createTransport(`${smtpUrl}${smtpUrl.includes('?') ? '&' : '?'}pool=true`);
    transports.set(smtpUrl, transport);
  }
  return transport;
}

let delivering: Promise<void> | null = null;
/** Rows queued while a round was finishing: it may have looked before they were committed. */
let queuedMeanwhile = false;

type Claimed = { id: number; recipient: string; subject: string; text: string; html: string | null };

async function deliverAll(db: Database, context: ActivationContext & { smtpUrl: string }): Promise<void> {
  const transport = pooledTransport(context.smtpUrl);
  for (;;) {
    const claimed = (await db.execute(sql`
      update ${outbox} set sent_at = now()
      where id in (
        select id from ${outbox}
        where ${inArray(outbox.template, QUEUED_TEMPLATES)} and sent_at is null and error is null
        order by id limit ${DELIVERY_BATCH}
        for update skip locked
      )
      returning id, recipient, subject, text, html`)) as unknown as { rows: Claimed[] };
    if (claimed.rows.length === 0) return;
    for (const message of claimed.rows) {
      try {
        await transport.sendMail({
          from: context.mailFrom,
          to: message.recipient,
          subject: message.subject,
          text: message.text,
          html: message.html ?? undefined,
        });
      } catch (error) {
        console.error(`[mail] queued email to ${message.recipient} failed`, error);
        await db.execute(sql`update ${outbox} set sent_at = null, error = ${String(error)} where id = ${message.id}`);
      }
    }
  }
}

/**
 * Sends the queued welcome and invitation emails in the background, oldest first, with
 * SMTP configured; without it the outbox is the delivery (the development
 * mailbox shows them), so there is nothing to do but say so once. Any
 * instance's next import also sends what an earlier, interrupted one left.
 */
export function deliverQueuedMail(db: Database, context: ActivationContext, queued: number): void {
  const { smtpUrl } = context;
  if (!smtpUrl) {
    console.log(`[mail] ${queued} email(s) queued in the outbox; without SMTP_URL they stay there (see /dev/mailbox)`);
    return;
  }
  if (delivering) {
    queuedMeanwhile = true;
    return;
  }
  delivering = deliverAll(db, { ...context, smtpUrl })
    .catch((error: unknown) => console.error('[mail] delivering queued emails stopped', error))
    .finally(() => {
      delivering = null;
      if (queuedMeanwhile) {
        queuedMeanwhile = false;
        deliverQueuedMail(db, context, 0);
      }
    });
}
