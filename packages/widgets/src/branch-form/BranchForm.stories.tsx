import { branchMessages, messages } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { airportHubWithTags, branchHolidays, branchTagGroups, docklands, managers } from '../test-support/branch-fixtures';
import { THEME_NAMES } from '../theme/theme-names';
import { BranchForm } from './BranchForm';
import { BranchHolidays } from './BranchHolidays';

const holidayArgs = {
  branch: docklands.pk,
  status: 'ready' as const,
  holidays: branchHolidays,
  year: 2025,
  onYearChange: fn(),
  onAdd: fn(async () => true),
  onDelete: fn(),
  onRetry: fn(),
};

const meta = {
  title: 'Widgets/Branch form',
  component: BranchForm,
  args: { tagGroups: branchTagGroups, managers, onSave: fn(async () => true), onCancel: fn(), onRetry: fn() },
  argTypes: {
    theme: { control: 'inline-radio', options: THEME_NAMES },
    status: { control: 'inline-radio', options: ['loading', 'ready', 'error'] },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BranchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Add Branch, empty: the name is required, the time zone starts empty (the organisation's default). */
export const Add: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: /Time Zone/ })).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(branchMessages.branchNameRequired)).toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Edit Branch with every section filled in, and its holidays below. */
export const Edit: Story = {
  args: {
    branch: docklands,
    tagGroups: [],
    children: <BranchHolidays {...holidayArgs} />,
  },
};

/** A hub with 'Flight Details Required' Yes: its airport tags show. */
export const HubWithFlightDetails: Story = {
  args: { branch: airportHubWithTags },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Airport Tags/ })).toHaveValue('SYD, T2');
  },
};

/** Business hours with Monday copied to the other weekdays. */
export const CopyMonday: Story = {
  args: { branch: docklands, tagGroups: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Monday to weekdays' }));
    await expect(canvas.getByRole('textbox', { name: 'Friday closes' })).toHaveValue('17:30');
  },
};

export const Saving: Story = {
  args: { branch: docklands, tagGroups: [], saving: true },
};

/** The server refused the save: its title, and its messages on their fields. */
export const SaveRefused: Story = {
  args: {
    branch: docklands,
    tagGroups: [],
    serverError: messages.request.invalid,
    fieldErrors: { branch_timezone: branchMessages.unknownTimezone, 'business_hours.monday.closes': branchMessages.closesBeforeOpens },
  },
};

/** The lists the form chooses from could not be loaded; the rest still works. */
export const ListsFailed: Story = {
  args: { tagGroups: null, managers: [], optionErrors: { tagGroups: messages.request.unexpected, managers: messages.request.forbidden } },
};

export const Loading: Story = {
  args: { status: 'loading' },
};

export const LoadFailed: Story = {
  args: { status: 'error', loadError: messages.request.notFound },
};

export const HolidaysLoading: Story = {
  args: { branch: docklands, tagGroups: [], children: <BranchHolidays {...holidayArgs} status="loading" holidays={[]} /> },
};

export const HolidaysFailed: Story = {
  args: { branch: docklands, tagGroups: [], children: <BranchHolidays {...holidayArgs} status="error" holidays={[]} error={messages.request.forbidden} /> },
};

export const NoHolidays: Story = {
  args: { branch: docklands, tagGroups: [], children: <BranchHolidays {...holidayArgs} holidays={[]} /> },
};

export const FleetShareTheme: Story = {
  args: { branch: docklands, theme: 'fleet-share' },
  globals: { theme: 'fleet-share' },
};
