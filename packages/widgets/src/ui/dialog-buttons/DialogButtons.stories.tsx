import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/Button';
import { DialogButtons } from './DialogButtons';

const meta = {
  title: 'Primitives/Dialog buttons',
  component: DialogButtons,
  args: { confirmLabel: 'Save', busyLabel: 'Saving...', busy: false, onConfirm: fn(), onCancel: fn() },
  decorators: [(Story) => <div style={{ width: '420px' }}>{Story()}</div>],
} satisfies Meta<typeof DialogButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cancel, then the action. */
export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** The action runs: it says so and takes no second click; Cancel waits. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const saving = canvas.getByRole('button', { name: 'Saving...' });
    await expect(saving).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(saving);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** A destructive action confirms in the danger colour. */
export const Critical: Story = { args: { tone: 'critical', confirmLabel: 'Delete', busyLabel: 'Deleting...' } };

/** The end of a long form, standard size under a rule, with a third action before the pair. */
export const FormEnd: Story = {
  args: {
    size: 'standard',
    divider: true,
    children: (
      <Button tone="critical" variant="outline">
        Delete
      </Button>
    ),
  },
};

/** Cancel named for what it does in this dialog. */
export const CloseLabel: Story = {
  args: { cancelLabel: 'Close', confirmLabel: 'Check out', busyLabel: 'Checking out...' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Close' })).toBeEnabled();
  },
};
