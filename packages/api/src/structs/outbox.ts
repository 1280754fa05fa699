import { enums, nullable, string, type, type Infer } from 'superstruct';
import { PrimaryKey } from './common';

/** A message the server sent (or, without SMTP, only kept): the development mailbox lists these. */
export const OutboxMessage = type({
  pk: PrimaryKey,
  channel: enums(['email', 'sms']),
  to: string(),
  subject: string(),
  text: string(),
  html: nullable(string()),
  template: string(),
  created_at: string(),
  sent_at: nullable(string()),
});
export type OutboxMessage = Infer<typeof OutboxMessage>;
