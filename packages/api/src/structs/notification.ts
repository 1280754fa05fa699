import { boolean, nullable, optional, string, type, type Infer } from 'superstruct';
import { PrimaryKey } from './common';

/** A notification; `text` is HTML and must be sanitised before it is rendered (spec §3 Notification). */
export const Notification = type({
  pk: PrimaryKey,
  text: string(),
  createdAt: string(),
  status: boolean(),
  url: optional(nullable(string())),
});
export type Notification = Infer<typeof Notification>;
