import { messages } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { THEME_NAMES } from '../theme/theme-names';
import { NotificationTemplates } from './NotificationTemplates';
import { templateSummaries } from './template-fixtures';

const meta = {
  title: 'Widgets/Notification templates',
  component: NotificationTemplates,
  args: {
    status: 'ready',
    templates: templateSummaries,
    templateHref: (code: string) => `/notification-templates/${code}`,
  },
  argTypes: {
    theme: { control: 'inline-radio', options: THEME_NAMES },
    status: { control: 'inline-radio', options: ['loading', 'ready', 'error'] },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof NotificationTemplates>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Booking created' })).toHaveAttribute('href', '/notification-templates/booking_created');
  },
};

/** For someone who may read the templates but not open them. */
export const WithoutLinks: Story = {
  args: { templateHref: undefined },
};

export const Loading: Story = {
  args: { status: 'loading', templates: [] },
};

export const LoadFailed: Story = {
  args: { status: 'error', error: messages.request.forbidden, templates: [] },
};
