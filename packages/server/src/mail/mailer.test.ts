import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { runMigrations } from '../db/migrate';
import { outbox } from '../db/schema';
import { createMailer } from './mailer';
import { composeMessage } from '../messages/deliver';
import { systemClock } from '../clock';

type Received = { from: string; to: string[]; data: string };

let database: DatabaseHandle;
let smtp: SMTPServer;
let port: number;
const received: Received[] = [];

beforeAll(async () => {
  database = await openDatabase({});
  await runMigrations(database);
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await database.close();
});

const codeMail = (code: string) =>
  composeMessage(database.db, null, 'one_time_code', { code, purpose: 'to verify your email for registration' }, { publicUrl: 'http://localhost' });

describe('mailer', () => {
  it('sends through SMTP when configured and marks the outbox row sent', async () => {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Motorpool <no-reply@motorpool.test>', clock: systemClock, log: () => {} });
    await mailer.send(database.db, { channel: 'email', to: 'dana@example.test', content: await codeMail('123456') });

    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['dana@example.test']);
    expect(received[0]?.from).toBe('no-reply@motorpool.test');
    expect(received[0]?.data).toContain('Your Motorpool code: 123456');
    const [row] = await database.db.select().from(outbox).where(eq(outbox.recipient, 'dana@example.test'));
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.error).toBeNull();
  });

  it('keeps the message in the outbox with the error when SMTP refuses it', async () => {
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'Motorpool <no-reply@motorpool.test>', clock: systemClock, log: () => {} });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      await mailer.send(database.db, { channel: 'email', to: 'nobody@example.test', content: await codeMail('654321') });
    } finally {
      console.error = original;
    }
    const [row] = await database.db.select().from(outbox).where(eq(outbox.recipient, 'nobody@example.test'));
    expect(row?.sentAt).toBeNull();
    expect(row?.error).toMatch(/ECONNREFUSED/);
    expect(errors).toHaveLength(1);
  });

  it('without SMTP keeps the message in the outbox and prints it', async () => {
    const lines: string[] = [];
    const mailer = createMailer({ smtpUrl: null, from: 'Motorpool <no-reply@motorpool.test>', clock: systemClock, log: (line) => lines.push(line) });
    await mailer.send(database.db, { channel: 'email', to: 'offline@example.test', content: await codeMail('111222') });
    const [row] = await database.db.select().from(outbox).where(eq(outbox.recipient, 'offline@example.test'));
    expect(row?.text).toContain('111222');
    expect(lines[0]).toContain('offline@example.test');
  });
});
