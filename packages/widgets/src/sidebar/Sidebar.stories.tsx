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
import { SIDEBAR_PLACEMENTS } from './sidebar-rules';

const helpDesk = { phone: '+61 3 9000 1234', email: 'help@motorpool.test', message: 'Open 8am–6pm AEST, Monday to Friday.' };

const meta = {
  title: 'Widgets/Sidebar',
  component: Sidebar,
  args: {
    status: 'ready',
    items: adminItems,
    profile: adminProfile,
    logoUrl: '/my-bookings',
    helpDesk,
    currentPath: '/dashboard',
    onNavigate: fn(() => true),
    onCollapsedChange: fn(),
    onRetry: fn(),
  },
  argTypes: {
    theme: { control: 'inline-radio', options: THEME_NAMES },
    status: { control: 'inline-radio', options: SIDEBAR_STATUSES },
    placement: { control: 'inline-radio', options: SIDEBAR_PLACEMENTS },
  },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ height: '640px', display: 'flex' }}>{Story()}</div>],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin: ten items, so two sit under More; Company Settings in the user menu. */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    await expect(canvas.getByRole('link', { name: 'Custom Fields' })).toBeInTheDocument();
  },
};

export const Driver: Story = {
  args: { items: driverItems, profile: driverProfile, currentPath: '/my-bookings' },
};

/** A CustomFleet branch manager: User Manual, and Switch Branch in the user menu. */
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
    await userEvent.click(canvas.getByRole('button', { name: /^Account menu for Bea Branch/ }));
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
    await userEvent.click(canvas.getByRole('button', { name: /^Account menu for Sam Sysadmin/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Switch Organisation' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Custom Fleet Victoria' }));
    await expect(args.onSwitchOrganisation).toHaveBeenCalledWith(12);
  },
};

export const Collapsed: Story = {
  args: { defaultCollapsed: true, currentPath: '/vehicles' },
};

export const Loading: Story = {
  args: { status: 'loading', items: [] },
};

export const LoadFailed: Story = {
  args: { status: 'error', items: [], error: 'Authentication credentials were not provided or have expired.' },
};

export const SwitchFailed: Story = {
  args: { profile: hubManagerProfile, onSwitchHub: fn(), notice: { tone: 'error', message: 'Failed to Update!' } },
};

/** The custom fleet-share brand. */
export const FleetShareTheme: Story = {
  args: { theme: 'fleet-share', items: branchManagerItems, profile: branchManagerProfile, currentPath: '/branch-bookings' },
  globals: { theme: 'fleet-share' },
};
