import { messages } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { branches, relations } from '../test-support/branch-fixtures';
import { THEME_NAMES } from '../theme/theme-names';
import { BranchRelations } from './BranchRelations';

const meta = {
  title: 'Widgets/Branch relations',
  component: BranchRelations,
  args: { status: 'ready', branches, relations, onSave: fn(async () => true), onRetry: fn() },
  argTypes: {
    theme: { control: 'inline-radio', options: THEME_NAMES },
    status: { control: 'inline-radio', options: ['loading', 'ready', 'error'] },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BranchRelations>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The airport hub serves two branches; Edit picks it up. */
export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit what Sydney Airport serves' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ from_branch: 22, to_branch: [21, 23] });
  },
};

export const NoRelations: Story = {
  args: { relations: [] },
};

/** Someone without organisation_write sees the relations only. */
export const ReadOnly: Story = {
  args: { canManage: false },
};

export const Saving: Story = {
  args: { saving: true },
};

export const SaveRefused: Story = {
  args: { saveError: 'A branch cannot be linked to itself.' },
};

export const Loading: Story = {
  args: { status: 'loading', branches: [], relations: [] },
};

export const LoadFailed: Story = {
  args: { status: 'error', error: messages.request.forbidden, branches: [], relations: [] },
};
