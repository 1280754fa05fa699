import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { outbox } from '../db/schema';

/** What an email says and how it is filed in the outbox (`template`: the message code). */
export type MailContent = { template: string; subject: string; text: string; html: string };

/** `dedupeKey`: a message already recorded under it is not recorded or sent again (a retried job). */
export type Delivery = { channel: 'email' | 'sms'; to: string; organisationId?: number | null; content: MailContent; dedupeKey?: string };

export type Mailer = {
  /** Records the message in the outbox and, with SMTP configured, sends it. Never throws for a delivery failure. */
  send(db: Database, delivery: Delivery): Promise<void>;
};

/**
 * Without SMTP_URL the outbox is the delivery (printed to the log, readable on
 * the development mailbox). SMS has no gateway yet, so SMS always stays in the
 * outbox.
 */
export function createMailer(options: { smtpUrl: string | null; from: string; clock: Clock; log?: (line: string) => void }): Mailer {
  const log = options.log ?? ((line: string) => console.log(line));
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(db, { channel, to, organisationId, content, dedupeKey }) {
      const [row] = await db
        .insert(outbox)
        .values({
          channel,
          recipient: to,
          subject: content.subject,
          text: content.text,
          html: content.html,
          template: content.template,
          organisationId: organisationId ?? null,
          dedupeKey: dedupeKey ?? null,
        })
        .onConflictDoNothing()
        .returning({ id: outbox.id });
      if (!row) return;
      if (!transport || channel !== 'email') {
        log(`[mail] ${channel} to ${to}: ${content.subject}\n${content.text}`);
        return;
      }
      try {
        await transport.sendMail({ from: options.from, to, subject: content.subject, text: content.text, html: content.html });
        await db.update(outbox).set({ sentAt: options.clock() }).where(eq(outbox.id, row.id));
      } catch (error) {
        console.error(`[mail] sending to ${to} failed`, error);
        await db
          .update(outbox)
          .set({ error: String(error) })
          .where(eq(outbox.id, row.id));
      }
    },
  };
}
