import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { notifications, NOTIFICATIONS_NOW } from '../test-support/notification-fixtures';
import { THEME_NAMES } from '../theme/theme-names';
import { EMPTY_TEXT, NotificationBell } from './NotificationBell';

// The panel opens below the bell and to its left, as it does at the right end of a heading bar.
const withRoom: Decorator = (Story) => (
  <div style={{ width: '360px', height: '470px', display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Widgets/Notification bell',
  component: NotificationBell,
  decorators: [withRoom],
  args: {
    count: 3,
    notifications,
    now: NOTIFICATIONS_NOW,
    onOpenChange: fn(),
    onSelect: fn(),
    onMarkAllRead: fn(),
    onUnreadOnlyChange: fn(),
    onLoadMore: fn(),
    onRetry: fn(),
  },
  argTypes: {
    theme: { control: 'inline-radio', options: THEME_NAMES },
    onOpenChange: { table: { disable: true } },
    onSelect: { table: { disable: true } },
    onMarkAllRead: { table: { disable: true } },
    onUnreadOnlyChange: { table: { disable: true } },
    onLoadMore: { table: { disable: true } },
    onRetry: { table: { disable: true } },
  },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing unread: no badge. */
export const NoneUnread: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Notifications, 0 unread' })).toBeVisible();
    await expect(canvas.queryByTestId('notification-badge')).toBeNull();
  },
};

export const ThreeUnread: Story = {
  args: { count: 3 },
};

/** Above 9 the badge reads 9+; the accessible name keeps the real count. */
export const TwelveUnread: Story = {
  args: { count: 12 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('notification-badge')).toHaveTextContent('9+');
    await expect(canvas.getByRole('button', { name: 'Notifications, 12 unread' })).toBeVisible();
  },
};

/** The open panel: unread items first stand out; a link in the text opens in a new tab. */
export const Open: Story = {
  args: { defaultOpen: true, hasMore: true },
};

/** Clicking the bell opens the panel and moves focus into it; Escape closes it and focus returns to the bell. */
export const OpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bell = canvas.getByRole('button', { name: 'Notifications, 3 unread' });
    await userEvent.click(bell);
    await expect(canvas.getByRole('dialog', { name: 'Notifications' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(bell).toHaveFocus();
  },
};

/** Only unread notifications listed: the toggle offers 'Show all'. */
export const UnreadOnly: Story = {
  args: { defaultOpen: true, unreadOnly: true, notifications: notifications.filter((item) => !item.status) },
};

export const Empty: Story = {
  args: { defaultOpen: true, count: 0, notifications: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(EMPTY_TEXT)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { defaultOpen: true, status: 'loading', notifications: [] },
};

/** The next page is on its way. */
export const LoadingMore: Story = {
  args: { defaultOpen: true, hasMore: true, loadingMore: true },
};

export const LoadFailed: Story = {
  args: { defaultOpen: true, status: 'error', notifications: [], error: 'Something went wrong. Please try again.' },
};

/** A mark or mark-all that failed, above the list. */
export const ActionFailed: Story = {
  args: { defaultOpen: true, actionError: 'Failed to update the notification.' },
};

/** The custom fleet-share brand, with the canvas themed as a fleet-share host page would be. */
export const FleetShareTheme: Story = {
  args: { defaultOpen: true, count: 12, theme: 'fleet-share' },
  globals: { theme: 'fleet-share' },
};
