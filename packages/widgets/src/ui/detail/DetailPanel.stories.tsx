import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { THEME_NAMES } from '../../theme/theme-names';
import { DetailLoadPanel } from './DetailPanel';

const meta = {
  title: 'Primitives/Detail load panel',
  component: DetailLoadPanel,
  args: {
    headingId: 'record-heading',
    title: 'Vehicle',
    status: 'loading',
    loadingText: 'Loading vehicle…',
    notFoundText: 'Vehicle not found.',
    onRetry: fn(),
  },
  argTypes: { theme: { control: 'inline-radio', options: THEME_NAMES } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DetailLoadPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};

/** The server's title, and Try again. */
export const Failed: Story = {
  args: { status: 'error', error: 'Unable to reach the server. Check your connection and try again.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unable to reach the server');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Not there: said so, with nothing to retry. */
export const NotFound: Story = {
  args: { status: 'not-found', error: 'ignored for a record that is not there' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Vehicle not found.');
    await expect(canvas.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  },
};
