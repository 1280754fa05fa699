import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/Button';
import { ActionRow, actionRowAligns } from './ActionRow';

const meta = {
  title: 'Primitives/Action row',
  component: ActionRow,
  args: {
    children: (
      <>
        <Button tone="neutral" variant="outline">
          Cancel
        </Button>
        <Button type="submit">Save</Button>
      </>
    ),
  },
  argTypes: { align: { control: 'inline-radio', options: actionRowAligns } },
  decorators: [(Story) => <div style={{ width: '480px' }}>{Story()}</div>],
} satisfies Meta<typeof ActionRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default: at the end, as a form's Cancel and Save. */
export const End: Story = {
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual(['Cancel', 'Save']);
  },
};

export const Start: Story = { args: { align: 'start' } };

/** Two small actions pushed apart (Back to Sign Up, Resend OTP). */
export const Spread: Story = {
  args: {
    align: 'spread',
    children: (
      <>
        <Button variant="text" size="small">
          Back to Sign Up
        </Button>
        <Button variant="text" size="small">
          Resend OTP
        </Button>
      </>
    ),
  },
};

/** The end of a long form: a rule above the buttons. */
export const WithDivider: Story = { args: { divider: true } };

/** On a 360 px phone the buttons wrap rather than overflow. */
export const Narrow: Story = {
  args: {
    children: (
      <>
        <Button tone="critical" variant="outline">
          Delete vehicle
        </Button>
        <Button tone="neutral" variant="outline">
          Cancel
        </Button>
        <Button type="submit">Save and add another</Button>
      </>
    ),
  },
  decorators: [(Story) => <div style={{ width: '328px' }}>{Story()}</div>],
};
