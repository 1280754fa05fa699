import { messages } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { publicHolidays } from '../test-support/branch-fixtures';
import { THEME_NAMES } from '../theme/theme-names';
import { PublicHolidays } from './PublicHolidays';

const meta = {
  title: 'Widgets/Public holidays',
  component: PublicHolidays,
  args: {
    filter: { country: 'AU', state: 'NSW', year: 2025 },
    status: 'ready',
    holidays: publicHolidays,
    onFilterChange: fn(),
    onImport: fn(),
    onAdd: fn(async () => true),
    onUpdate: fn(async () => true),
    onDelete: fn(),
    onRetry: fn(),
  },
  argTypes: {
    theme: { control: 'inline-radio', options: THEME_NAMES },
    status: { control: 'inline-radio', options: ['idle', 'loading', 'ready', 'error'] },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PublicHolidays>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Calendar: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Load public holidays' }));
    await expect(args.onImport).toHaveBeenCalled();
  },
};

/** No country chosen yet. */
export const ChooseCountry: Story = {
  args: { filter: { country: '', state: '', year: 2025 }, status: 'idle', holidays: [] },
};

export const Empty: Story = {
  args: { holidays: [] },
};

export const Importing: Story = {
  args: { holidays: [], importing: true },
};

export const AddRefused: Story = {
  args: { addError: { date: 'This calendar already has a holiday on that date.' } },
};

export const ReadOnly: Story = {
  args: { canManage: false },
};

export const Loading: Story = {
  args: { status: 'loading', holidays: [] },
};

export const LoadFailed: Story = {
  args: { status: 'error', error: messages.request.forbidden, holidays: [] },
};
