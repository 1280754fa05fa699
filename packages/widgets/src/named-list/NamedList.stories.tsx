import { messages } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { departments } from '../test-support/branch-fixtures';
import { THEME_NAMES } from '../theme/theme-names';
import { NamedList } from './NamedList';

const meta = {
  title: 'Widgets/Named list',
  component: NamedList,
  args: {
    title: 'Departments',
    singular: 'department',
    plural: 'departments',
    status: 'ready',
    items: departments,
    onAdd: fn(async () => true),
    onRename: fn(async () => true),
    onDelete: fn(),
    onRetry: fn(),
  },
  argTypes: {
    theme: { control: 'inline-radio', options: THEME_NAMES },
    status: { control: 'inline-radio', options: ['loading', 'ready', 'error'] },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof NamedList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Departments: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'New department' }), 'Finance{Enter}');
    await expect(args.onAdd).toHaveBeenCalledWith('Finance');
  },
};

export const CostCentres: Story = {
  args: { title: 'Cost Centres', singular: 'cost centre', plural: 'cost centres', items: [{ pk: 41, name: 'Fleet 100' }] },
};

export const Geofences: Story = {
  args: {
    title: 'Geofences',
    singular: 'geofence',
    plural: 'geofences',
    items: [
      { pk: 61, name: 'Sydney CBD' },
      { pk: 62, name: 'Parramatta Precinct' },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'New geofence' }), 'Greater Sydney{Enter}');
    await expect(args.onAdd).toHaveBeenCalledWith('Greater Sydney');
  },
};

/** A name already taken, refused by the server. */
export const AddRefused: Story = {
  args: { addError: 'A department with this name already exists.' },
};

/** Renaming Sales, on its way to the server. */
export const Renaming: Story = {
  args: { renaming: 32 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Sales' }));
    await expect(canvas.getByRole('button', { name: messages.userForm.saving })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { canManage: false },
};

export const Empty: Story = {
  args: { items: [] },
};

export const Loading: Story = {
  args: { status: 'loading', items: [] },
};

export const LoadFailed: Story = {
  args: { status: 'error', error: messages.request.forbidden, items: [] },
};
