import type { Notification } from '@motorpool/api';
import { useMemo } from 'react';
import { notificationPlainText, sanitiseNotificationHtml } from '../ui/notification-html/notification-html';
import * as styles from './NotificationBell.css';
import { absoluteTime, relativeTime } from './relative-time';

type NotificationListProps = {
  /** The panel heading's id, which names the list. */
  labelledBy: string;
  notifications: readonly Notification[];
  now?: Date;
  onSelect?: (notification: Notification) => void;
};

/** The bell's items, a module of its own so DOMPurify loads with the first open panel (see NotificationBell). */
export default function NotificationList({ labelledBy, notifications, now, onSelect }: NotificationListProps) {
  return (
    <ul className={styles.list} aria-labelledby={labelledBy}>
      {notifications.map((notification) => (
        <NotificationItem key={notification.pk} notification={notification} now={now} onSelect={onSelect} />
      ))}
    </ul>
  );
}

type NotificationItemProps = {
  notification: Notification;
  now?: Date;
  onSelect?: (notification: Notification) => void;
};

function NotificationItem({ notification, now, onSelect }: NotificationItemProps) {
  const html = useMemo(() => sanitiseNotificationHtml(notification.text), [notification.text]);
  const plainText = useMemo(() => notificationPlainText(notification.text), [notification.text]);
  const tone = notification.status ? 'read' : 'unread';
  const when = relativeTime(notification.createdAt, now);

  return (
    <li className={styles.item[tone]}>
      <button
        type="button"
        className={styles.itemButton}
        aria-label={`${plainText}, ${when}${notification.status ? '' : ', unread'}`}
        onClick={() => onSelect?.(notification)}
      />
      <span className={styles.dot[tone]} aria-hidden="true" />
      <div className={styles.itemBody}>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: notifications are HTML from the server by design (spec §3), sanitised with DOMPurify just above: no scripts, no handlers, only http(s) or relative links */}
        <div className={styles.itemText[tone]} dangerouslySetInnerHTML={{ __html: html }} />
        <time className={styles.time} dateTime={notification.createdAt} title={absoluteTime(notification.createdAt)}>
          {when}
        </time>
      </div>
    </li>
  );
}
