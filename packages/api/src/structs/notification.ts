import { array, boolean, integer, nullable, optional, string, type, type Infer } from 'superstruct';
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

/** One page of notifications, newest first (spec §7: "returns list, nextPage"). */
export const NotificationPage = type({ list: array(Notification), nextPage: nullable(integer()) });
export type NotificationPage = Infer<typeof NotificationPage>;

/** Unread notifications of the caller in the selected organisation. */
export const NotificationCount = type({ count: integer() });
export type NotificationCount = Infer<typeof NotificationCount>;

/** Events on the push stream (`GET notifications/stream/`, Server-Sent Events). */
export const NOTIFICATION_STREAM_EVENTS = { notification: 'notification', count: 'count' } as const;
