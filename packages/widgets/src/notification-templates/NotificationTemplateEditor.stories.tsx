import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { THEME_NAMES } from '../theme/theme-names';
import { NotificationTemplateEditor } from './NotificationTemplateEditor';
import { bookingCreated, bookingCreatedPreview, customisedBookingCreated, passwordReset, unknownVariableError } from './template-fixtures';

const meta = {
  title: 'Widgets/Notification template editor',
  component: NotificationTemplateEditor,
  args: {
    status: 'ready',
    template: bookingCreated,
    backHref: '/notification-templates',
    onSave: fn(async () => true),
    onPreview: fn(async () => true),
    onRestore: fn(async () => undefined),
    onRetry: fn(),
  },
  argTypes: {
    theme: { control: 'inline-radio', options: THEME_NAMES },
    status: { control: 'inline-radio', options: ['loading', 'ready', 'error'] },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof NotificationTemplateEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editor: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      subject: bookingCreated.subject,
      html: bookingCreated.html,
      text: bookingCreated.text,
      bell: bookingCreated.bell,
    });
  },
};

export const Customised: Story = {
  args: { template: customisedBookingCreated },
};

/** A security message sent by email only: no bell text, and its link is required. */
export const SecurityMessage: Story = {
  args: { template: passwordReset },
};

export const Preview: Story = {
  args: { template: customisedBookingCreated, preview: bookingCreatedPreview },
};

export const Refused: Story = {
  args: { errors: { html: unknownVariableError } },
};

export const ReadOnly: Story = {
  args: { template: customisedBookingCreated, readOnly: true },
};

export const Saving: Story = {
  args: { saving: true },
};

export const Loading: Story = {
  args: { status: 'loading', template: null },
};

export const LoadFailed: Story = {
  args: { status: 'error', template: null, loadError: 'No such notification template.' },
};
