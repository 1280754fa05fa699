import { messages } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bookings, deletedEmployee, employee, tagGroups, userFormOptions } from '../test-support/user-form-fixtures';
import { THEME_NAMES } from '../theme/theme-names';
import { UserDetail } from './UserDetail';

const meta = {
  title: 'Widgets/User detail',
  component: UserDetail,
  args: {
    employee,
    tagGroups,
    branches: [...userFormOptions.branches, ...userFormOptions.hubs],
    onRetry: fn(),
  },
  argTypes: {
    theme: { control: 'inline-radio', options: THEME_NAMES },
    status: { control: 'inline-radio', options: ['loading', 'ready', 'error'] },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof UserDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read-only, before the bookings feature exists: the Bookings section says there are none to show. */
export const ReadOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'View More, Associated Tags' }));
    await expect(canvas.getByRole('dialog', { name: 'Associated Tags' })).toHaveTextContent('first-aid');
    await userEvent.click(canvas.getByRole('button', { name: 'View Details, Association to Additional Hubs' }));
    await expect(canvas.getByRole('dialog', { name: 'Other Details' })).toHaveTextContent('Melbourne Hub');
  },
};

export const WithBookings: Story = {
  args: { bookings },
};

/** Without the custom fields' definitions the values show as stored. */
export const CustomFieldsUnknown: Story = {
  args: { tagGroups: null },
};

export const DeletedUser: Story = {
  args: { employee: deletedEmployee },
};

export const Loading: Story = {
  args: { status: 'loading', employee: null },
};

export const LoadError: Story = {
  args: { status: 'error', employee: null, loadError: messages.userForm.fetchFailed },
};

export const FleetShareTheme: Story = {
  args: { theme: 'fleet-share' },
  globals: { theme: 'fleet-share' },
};
