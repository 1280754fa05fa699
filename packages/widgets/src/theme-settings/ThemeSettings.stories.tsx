import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inNarrowBox } from '../test-support/narrow-box-decorator';
import { hostBrandTheme, organisationTheme, THEME_LOGO, themeTrail } from '../test-support/theme-fixtures';
import { THEME_NAMES } from '../theme/theme-names';
import { ThemeSettings } from './ThemeSettings';

const readyTrail = { status: 'ready', entries: themeTrail, onRetry: fn() } as const;

const meta = {
  title: 'Settings/Theme',
  component: ThemeSettings,
  args: {
    status: 'ready',
    settings: organisationTheme,
    organisationName: 'Demo Fleet',
    onSave: fn(async () => true),
    onUpload: fn(async () => THEME_LOGO),
    onRetry: fn(),
    trail: readyTrail,
  },
  argTypes: { theme: { control: 'inline-radio', options: THEME_NAMES } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ThemeSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The organisation's own green with white text, its logo, the preview in those colours and the trail below. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Contrast/)).toHaveTextContent('Contrast with its text 8.0:1, as text on white 8.0:1 — meets WCAG AA (at least 4.5:1).');
    const brand = canvas.getByRole('textbox', { name: 'Brand colour' });
    await userEvent.clear(brand);
    await userEvent.type(brand, '#1F4FD1');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      brand_color: '#1f4fd1',
      brand_contrast_color: '#ffffff',
      logo_url: THEME_LOGO,
      favicon_url: null,
    });
  },
};

/** Nothing saved yet: the host brand's colours, no logo, no favicon, no trail. */
export const HostBrand: Story = { args: { settings: hostBrandTheme, trail: { status: 'ready', entries: [] } } };

/** A pale brand colour under white text: the ratio shown as it is typed, the save refused on the field before it is sent. */
export const ContrastRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const brand = canvas.getByRole('textbox', { name: 'Brand colour' });
    await userEvent.clear(brand);
    await userEvent.type(brand, '#8fb3ff');
    await expect(canvas.getByText(/^Contrast/)).toHaveTextContent('Contrast with its text 2.0:1, as text on white 2.0:1 — below WCAG AA (at least 4.5:1).');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(brand).toHaveAccessibleDescription('Brand colour: contrast with its text is 2.0:1; at least 4.5:1 is needed.');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A 360 px phone: the fields, the two previews and the trail one under another. */
export const Phone: Story = { decorators: [inNarrowBox] };

export const Loading: Story = { args: { status: 'loading', settings: null, trail: { status: 'loading', entries: [] } } };

/** The theme could not be read: the server's title, and Try again. */
export const LoadFailed: Story = {
  args: { status: 'error', settings: null, loadError: 'Only organisation admins change the theme.', trail: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Only organisation admins change the theme.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Saving: Story = { args: { saving: true } };

/** The server refused the save: its title in the alert and its message on the field. */
export const ServerRefused: Story = {
  args: {
    serverError: 'Please correct the highlighted fields.',
    fieldErrors: { favicon_url: 'Favicon: upload the image on this screen.' },
  },
};

/** The server could not be reached: the form keeps what was chosen and says so. */
export const ServerError: Story = { args: { serverError: 'Unable to reach the server. Check your connection and try again.' } };

/** The trail could not be read: the form still works, the trail offers Try again. */
export const TrailFailed: Story = {
  args: { trail: { status: 'error', entries: [], error: 'You do not have permission to read this audit trail.', onRetry: fn() } },
};
