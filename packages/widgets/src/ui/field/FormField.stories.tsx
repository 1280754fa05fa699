import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as formStyles from '../form/form.css';
import { FormField } from './FormField';

const meta = {
  title: 'Primitives/Field',
  component: FormField,
  args: {
    id: 'story-registration',
    label: 'Registration',
    children: (control) => <input {...control} className={formStyles.input} defaultValue="ABC123" />,
  },
  decorators: [(Story) => <div style={{ width: '320px' }}>{Story()}</div>],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Registration');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-describedby');
  },
};

/** Help under the control describes it. */
export const WithHint: Story = {
  args: { hint: 'As printed on the plate, without spaces' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Registration')).toHaveAccessibleDescription('As printed on the plate, without spaces');
  },
};

/** An error replaces the hint, marks the control invalid and describes it. */
export const WithError: Story = {
  args: { hint: 'As printed on the plate, without spaces', error: 'Registration is required' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Registration');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Registration is required');
    await expect(within(canvasElement).queryByText('As printed on the plate, without spaces')).toBeNull();
  },
};

export const Optional: Story = {
  args: { optional: true, label: 'Purpose of trip' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/^Purpose of trip\s*\(optional\)$/)).toBeInTheDocument();
  },
};
