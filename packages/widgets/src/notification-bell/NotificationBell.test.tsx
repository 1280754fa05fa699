import type { Notification } from '@motorpool/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeIntersectionObserver } from '../test-support/intersection-observer-fixtures';
import { notifications, NOTIFICATIONS_NOW } from '../test-support/notification-fixtures';
import { EMPTY_TEXT, NotificationBell } from './NotificationBell';

afterEach(() => {
  vi.unstubAllGlobals();
});

const badge = () => screen.queryByTestId('notification-badge');

describe('NotificationBell', () => {
  it.each([
    [0, null],
    [5, '5'],
    [9, '9'],
    [10, '9+'],
  ])('shows a count of %i as %s on the badge', (count, text) => {
    render(<NotificationBell count={count} />);
    expect(screen.getByRole('button', { name: `Notifications, ${count} unread` })).toBeInTheDocument();
    if (text === null) expect(badge()).not.toBeInTheDocument();
    else expect(badge()).toHaveTextContent(text);
  });

  it('opens on click, closes on Escape and gives focus back to the bell', async () => {
    const user = userEvent.setup();
    render(<NotificationBell count={3} notifications={notifications} now={NOTIFICATIONS_NOW} />);
    const bell = screen.getByRole('button', { name: 'Notifications, 3 unread' });

    await user.click(bell);
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(panel).toHaveFocus();
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    // Rendered inside the widget, not portalled to the end of the body.
    expect(bell.parentElement).toContainElement(panel);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });

  it('closes when someone presses outside it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <p>Elsewhere</p>
        <NotificationBell count={0} defaultOpen />
      </>,
    );
    await user.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it(`says '${EMPTY_TEXT}' when there is nothing to list`, () => {
    render(<NotificationBell count={0} defaultOpen notifications={[]} />);
    expect(screen.getByText(EMPTY_TEXT)).toBeInTheDocument();
  });

  it('shows loading, and a failure with a way to try again', async () => {
    const onRetry = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<NotificationBell count={0} defaultOpen status="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading notifications…');

    rerender(<NotificationBell count={0} defaultOpen status="error" error="Server unavailable" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Server unavailable');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('lists each notification with its relative time, unread ones named so', () => {
    render(<NotificationBell count={3} defaultOpen notifications={notifications} now={NOTIFICATIONS_NOW} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(notifications.length);
    expect(within(items[0]!).getByText('3 minutes ago')).toBeInTheDocument();
    expect(within(items[2]!).getByText('yesterday')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Booking #4821 for Toyota Corolla (ABC-123) was approved., 3 minutes ago, unread' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Booking #4710 was returned late., 2 weeks ago' })).toBeInTheDocument();
  });

  it('switches between show unread and show all', async () => {
    const onUnreadOnlyChange = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<NotificationBell count={0} defaultOpen onUnreadOnlyChange={onUnreadOnlyChange} />);

    await user.click(screen.getByRole('button', { name: 'Show unread' }));
    expect(onUnreadOnlyChange).toHaveBeenLastCalledWith(true);

    rerender(<NotificationBell count={0} defaultOpen unreadOnly onUnreadOnlyChange={onUnreadOnlyChange} />);
    await user.click(screen.getByRole('button', { name: 'Show all' }));
    expect(onUnreadOnlyChange).toHaveBeenLastCalledWith(false);
  });

  it('selects a notification on click, and marks all as read', async () => {
    const onSelect = vi.fn();
    const onMarkAllRead = vi.fn();
    const user = userEvent.setup();
    render(<NotificationBell count={3} defaultOpen notifications={notifications} now={NOTIFICATIONS_NOW} onSelect={onSelect} onMarkAllRead={onMarkAllRead} />);

    await user.click(screen.getByRole('button', { name: /^Incident reported/ }));
    expect(onSelect).toHaveBeenCalledWith(notifications[2]);

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(onMarkAllRead).toHaveBeenCalledTimes(1);
  });

  it('loads the next page when the end of the list scrolls into view', () => {
    const observer = fakeIntersectionObserver();
    vi.stubGlobal('IntersectionObserver', observer.IntersectionObserver);
    const onLoadMore = vi.fn();
    const { rerender } = render(<NotificationBell count={3} defaultOpen notifications={notifications} hasMore onLoadMore={onLoadMore} />);

    observer.intersect();
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    // Not again while that page is on its way, and not at all once every page is in.
    rerender(<NotificationBell count={3} defaultOpen notifications={notifications} hasMore loadingMore onLoadMore={onLoadMore} />);
    observer.intersect();
    rerender(<NotificationBell count={3} defaultOpen notifications={notifications} onLoadMore={onLoadMore} />);
    observer.intersect();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(observer.live).toBe(0);
  });

  it("offers 'Load more' where scrolling cannot be watched", async () => {
    const onLoadMore = vi.fn();
    const user = userEvent.setup();
    render(<NotificationBell count={3} defaultOpen notifications={notifications} hasMore onLoadMore={onLoadMore} />);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('renders notification HTML sanitised: no scripts, no event handlers, no javascript: links', () => {
    const hostile: Notification[] = [
      { pk: 1, text: 'Hello <script>alert(1)</script><b>driver</b>', createdAt: NOTIFICATIONS_NOW.toISOString(), status: false, url: null },
      { pk: 2, text: 'Look <img src=x onerror=alert(1)> here', createdAt: NOTIFICATIONS_NOW.toISOString(), status: false, url: null },
      {
        pk: 3,
        text: '<a href="javascript:alert(1)">bad</a> <a href="https://example.test/a" onclick="alert(1)">good</a> <a href="/bookings">local</a> <a href="mailto:x@example.test">mail</a>',
        createdAt: NOTIFICATIONS_NOW.toISOString(),
        status: true,
        url: null,
      },
    ];
    const { container } = render(<NotificationBell count={2} defaultOpen notifications={hostile} now={NOTIFICATIONS_NOW} />);

    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
    expect(container.querySelector('b')).toHaveTextContent('driver');
    expect(container.querySelector('img')).toHaveAttribute('src', 'x');

    const hrefs = [...container.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([null, 'https://example.test/a', '/bookings', null]);
    expect(screen.getByRole('link', { name: 'good' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('button', { name: 'Hello driver, just now, unread' })).toBeInTheDocument();
  });
});
