import type { Notification } from '@motorpool/api';
import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ThemeName } from '../theme/theme-names';
import * as styles from './NotificationBell.css';
import type { NotificationListStatus } from './store';
import { Button } from '../ui/button/Button';

export const EMPTY_TEXT = 'No Notification Found';

/**
 * The items and the sanitiser they need (DOMPurify) load with the first open
 * panel, not with every page's bell: most page views never open it.
 */
const loadList = () => import('./NotificationList');
const NotificationList = lazy(loadList);
const preloadList = () => void loadList();

function LoadingText() {
  return (
    <p role="status" className={styles.message}>
      Loading notifications…
    </p>
  );
}

export type NotificationBellProps = {
  /** Unread notifications; the badge shows it, '9+' above 9, nothing at 0. */
  count: number;
  /** Controls the panel; leave it out to let the bell open and close by itself. */
  open?: boolean;
  /** Whether an uncontrolled bell starts open. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The list's state; `idle` and `loading` both show the loading text. */
  status?: NotificationListStatus;
  notifications?: readonly Notification[];
  /** Why the list could not be loaded. */
  error?: string | null;
  onRetry?: () => void;
  /** More pages wait on the server: the list loads the next when its end scrolls into view. */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** Whether only unread notifications are listed. */
  unreadOnly?: boolean;
  onUnreadOnlyChange?: (unreadOnly: boolean) => void;
  /** An item was clicked: mark it read and follow its url. */
  onSelect?: (notification: Notification) => void;
  onMarkAllRead?: () => void;
  markingAll?: boolean;
  /** Why the last mark, mark-all or further page failed. */
  actionError?: string | null;
  /** The time relative times are counted from; now by default. */
  now?: Date;
  theme?: ThemeName;
};

export const badgeText = (count: number): string | null => (count <= 0 ? null : count > 9 ? '9+' : String(count));

/**
 * The notification bell of spec §2, without any HTTP: the badge, and a panel
 * (328 px, list 352 px) with the show unread / show all toggle, mark all as
 * read, and the sanitised notifications, loaded page by page as the list
 * scrolls. The panel renders inside the widget's own tree, never in a portal.
 */
export function NotificationBell({
  count,
  open,
  defaultOpen = false,
  onOpenChange,
  status = 'ready',
  notifications = [],
  error,
  onRetry,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  unreadOnly = false,
  onUnreadOnlyChange,
  onSelect,
  onMarkAllRead,
  markingAll = false,
  actionError,
  now,
  theme,
}: NotificationBellProps) {
  const id = useId();
  const panelId = `${id}-panel`;
  const headingId = `${id}-heading`;
  const rootRef = useRef<HTMLDivElement>(null);
  const bellRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);

  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const isOpen = open ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const setOpenRef = useRef(setOpen);
  setOpenRef.current = setOpen;

  // Focus moves into the panel when someone opens it, not when it starts open.
  const wasOpen = useRef(isOpen);
  useEffect(() => {
    if (isOpen && !wasOpen.current) panelRef.current?.focus();
    wasOpen.current = isOpen;
  }, [isOpen]);

  // A press outside the widget closes the panel; inside a shadow root the host stands for the widget.
  useEffect(() => {
    if (!isOpen) return;
    const root = rootRef.current;
    if (!root) return;
    const shadowRoot = root.getRootNode();
    const host = shadowRoot instanceof ShadowRoot ? shadowRoot.host : null;
    const onPointerDown = (event: PointerEvent) => {
      const path = event.composedPath();
      if (!path.includes(root) && !(host && path.includes(host))) setOpenRef.current(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  // Infinite scroll: the next page loads when the end of the list comes into view.
  const loadMoreRef = useRef(onLoadMore);
  loadMoreRef.current = onLoadMore;
  const canLoadMore = isOpen && status === 'ready' && hasMore && !loadingMore;
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!canLoadMore || !sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMoreRef.current?.();
      },
      { root: scrollerRef.current, rootMargin: '0px 0px 48px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [canLoadMore]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen) return;
    event.stopPropagation();
    setOpen(false);
    bellRef.current?.focus();
  };

  const badge = badgeText(count);
  const hasUnreadShown = notifications.some((notification) => !notification.status);
  const loading = status === 'loading' || status === 'idle';

  return (
    <div ref={rootRef} part="base" className={styles.root} data-motorpool-theme={theme}>
      <button
        ref={bellRef}
        type="button"
        className={styles.bell}
        aria-label={`Notifications, ${Math.max(0, count)} unread`}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen(!isOpen)}
        // A pointer on its way to the bell starts loading the list, so the panel rarely waits for it.
        onPointerEnter={preloadList}
        onFocus={preloadList}
        onKeyDown={onKeyDown}
      >
        <BellIcon />
        {badge && (
          <span className={styles.badge} aria-hidden="true" data-testid="notification-badge">
            {badge}
          </span>
        )}
      </button>
      {isOpen && (
        // biome-ignore lint/a11y/noNoninteractiveElementInteractions: the panel is a dialog, and Escape inside it closes it (the WAI-ARIA dialog pattern)
        <section ref={panelRef} id={panelId} role="dialog" aria-labelledby={headingId} tabIndex={-1} className={styles.panel} onKeyDown={onKeyDown}>
          <header className={styles.header}>
            <h2 id={headingId} className={styles.heading}>
              Notifications
            </h2>
            <div className={styles.headerActions}>
              <Button variant="text" size="small" onClick={() => onUnreadOnlyChange?.(!unreadOnly)}>
                {unreadOnly ? 'Show all' : 'Show unread'}
              </Button>
              <Button variant="text" size="small" onClick={onMarkAllRead} disabled={markingAll || (count <= 0 && !hasUnreadShown)}>
                {markingAll ? 'Marking…' : 'Mark all as read'}
              </Button>
            </div>
          </header>
          {actionError && (
            <p role="alert" className={styles.actionError}>
              {actionError}
            </p>
          )}
          <div ref={scrollerRef} className={styles.scroller} aria-busy={loading || loadingMore || undefined}>
            {loading && <LoadingText />}
            {status === 'error' && (
              <div role="alert" className={styles.failure}>
                <span>{error}</span>
                {onRetry && (
                  <Button variant="text" size="small" onClick={onRetry}>
                    Try again
                  </Button>
                )}
              </div>
            )}
            {status === 'ready' && notifications.length === 0 && <p className={styles.message}>{EMPTY_TEXT}</p>}
            {status === 'ready' && notifications.length > 0 && (
              <>
                <Suspense fallback={<LoadingText />}>
                  <NotificationList labelledBy={headingId} notifications={notifications} now={now} onSelect={onSelect} />
                </Suspense>
                {hasMore && (
                  <>
                    <div ref={sentinelRef} className={styles.sentinel} aria-hidden="true" />
                    <div className={styles.footer}>
                      <Button variant="text" size="small" onClick={onLoadMore} disabled={loadingMore}>
                        {loadingMore ? 'Loading…' : 'Load more'}
                      </Button>
                    </div>
                  </>
                )}
              </>
            )}
          </div>
        </section>
      )}
    </div>
  );
}

function BellIcon() {
  return (
    <svg className={styles.bellIcon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
