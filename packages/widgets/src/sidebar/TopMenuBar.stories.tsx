import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  adminItems,
  adminProfile,
  branchManagerItems,
  branchManagerProfile,
  driverItems,
  driverProfile,
  hubManagerProfile,
  organisationOptions,
  systemAdminItems,
  systemAdminProfile,
} from '../test-support/navigation-fixtures';
import { THEME_NAMES } from '../theme/theme-names';
import { Sidebar, SIDEBAR_STATUSES } from './Sidebar';

const helpDesk = { phone: '+61 3 9000 1234', email: 'help@motorpool.test', message: 'Open 8am–6pm AEST, Monday to Friday.' };

/** The navigation as the top menu bar (spec §3 "navigation layout"), above a stand-in page. */
const meta = {
  title: 'Widgets/Sidebar/Top menu bar',
  component: Sidebar,
  args: {
    placement: 'top',
    status: 'ready',
    items: adminItems,
    profile: adminProfile,
    logoUrl: '/my-bookings',
    helpDesk,
    currentPath: '/dashboard',
    onNavigate: fn(() => true),
    onRetry: fn(),
  },
  argTypes: {
    theme: { control: 'inline-radio', options: THEME_NAMES },
    status: { control: 'inline-radio', options: SIDEBAR_STATUSES },
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '480px' }}>
        {Story()}
        <p style={{ padding: '24px', margin: 0 }}>The page spans the full width under the bar.</p>
      </div>
    ),
  ],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin; the current page is in the Users drop-down, opened from the keyboard. */
export const Admin: Story = {
  args: { currentPath: '/invite-users' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const users = canvas.getByRole('button', { name: 'Users' });
    users.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'All Users' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Invite Users' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A narrow window: the items that do not fit sit under More. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ width: '720px' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'More' }));
    await expect(canvas.getByRole('link', { name: 'Custom Fields' })).toBeInTheDocument();
  },
};

export const Driver: Story = {
  args: { items: driverItems, profile: driverProfile, currentPath: '/my-bookings' },
};

/** A CustomFleet branch manager: User Manual beside Helpdesk Information, and Switch Branch in the user menu. */
export const BranchManagerCustomFleet: Story = {
  args: {
    items: branchManagerItems,
    profile: branchManagerProfile,
    currentPath: '/users/42',
    userManualUrl: 'https://docs.example.test/custom-fleet-manual.pdf',
    onSwitchBranch: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu for Bea Branch' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Switch Branch' }));
  },
};

export const HubManager: Story = {
  args: { profile: hubManagerProfile, items: branchManagerItems, onSwitchHub: fn(), notice: { tone: 'success', message: 'Hub Updated Successfully!' } },
};

/** A system admin: My Board, Back to my board, Create Organization, and organisation switching. */
export const SystemAdmin: Story = {
  args: { items: systemAdminItems, profile: systemAdminProfile, organisationOptions, onSwitchOrganisation: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu for Sam Sysadmin' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Switch Organisation' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Custom Fleet Victoria' }));
    await expect(args.onSwitchOrganisation).toHaveBeenCalledWith(12);
  },
};

export const HelpdeskPanel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Helpdesk Information' }));
    await expect(canvas.getByRole('region', { name: 'Helpdesk Information' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading', items: [] },
};

export const LoadFailed: Story = {
  args: { status: 'error', items: [], error: 'Authentication credentials were not provided or have expired.' },
};

/** The custom fleet-share brand. */
export const FleetShareTheme: Story = {
  args: { theme: 'fleet-share', items: branchManagerItems, profile: branchManagerProfile, currentPath: '/branch-bookings' },
  globals: { theme: 'fleet-share' },
};
