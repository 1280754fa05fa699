import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonSizes, buttonTones, buttonVariants } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Save', onClick: fn() },
  argTypes: {
    tone: { control: 'inline-radio', options: buttonTones },
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default: the main action of a form. */
export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** Every tone in every variant and size, as a grid to compare. */
export const AllLooks: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '12px' }}>
      {buttonSizes.map((size) =>
        buttonTones.map((tone) => (
          <div key={`${size}-${tone}`} style={{ display: 'flex', gap: '12px', alignItems: 'center' }}>
            {buttonVariants.map((variant) => (
              <Button key={variant} tone={tone} variant={variant} size={size} onClick={args.onClick}>
                {`${tone} ${variant} ${size}`}
              </Button>
            ))}
          </div>
        )),
      )}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(buttonTones.length * buttonVariants.length * buttonSizes.length);
  },
};

export const NeutralOutline: Story = { args: { tone: 'neutral', variant: 'outline', children: 'Cancel' } };

export const CriticalSolid: Story = { args: { tone: 'critical', children: 'Delete' } };

export const Text: Story = { args: { variant: 'text', size: 'small', children: 'Clear filters' } };

/** Cannot be used now: the click does nothing. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** The action is under way: the button keeps focus, says it is busy and ignores clicks. */
export const Busy: Story = {
  args: { busy: true, children: 'Saving...' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Saving...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).not.toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Takes its container's width, as an account screen's submit does. */
export const FullWidth: Story = {
  args: { fullWidth: true, type: 'submit', children: 'Sign in' },
  decorators: [(Story) => <div style={{ width: '320px' }}>{Story()}</div>],
};
