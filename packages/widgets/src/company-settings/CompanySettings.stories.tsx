import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { companySettings, companySettingsTrail } from '../test-support/company-settings-fixtures';
import { inNarrowBox } from '../test-support/narrow-box-decorator';
import { THEME_NAMES } from '../theme/theme-names';
import { CompanySettings } from './CompanySettings';

const readyTrail = { status: 'ready', entries: companySettingsTrail, onRetry: fn() } as const;

const meta = {
  title: 'Settings/Company settings',
  component: CompanySettings,
  args: { status: 'ready', settings: companySettings, onSave: fn(async () => true), onRetry: fn(), trail: readyTrail },
  argTypes: { theme: { control: 'inline-radio', options: THEME_NAMES } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CompanySettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An organisation admin: every setting editable but the industry, the code and currency shown, the trail below. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('10427')).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Industry' })).toBeDisabled();
    const name = canvas.getByRole('textbox', { name: 'Company Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Demo Fleet Pty Ltd');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ name: 'Demo Fleet Pty Ltd', default_time_zone: 'Australia/Sydney' }));
  },
};

/** A system admin may change the industry. */
export const SystemAdmin: Story = { args: { settings: { ...companySettings, may_change_industry: true, industry: 'CustomFleet' } } };

/** Nothing saved yet: spec §9's defaults, no contact details, no trail. */
export const Defaults: Story = {
  args: {
    settings: { ...companySettings, address: null, contact_phone: null, contact_email: null, domain: null, default_time_zone: 'Asia/Kolkata' },
    trail: { status: 'ready', entries: [] },
  },
};

/** A 360 px phone: one column, the trail as labelled blocks. */
export const Phone: Story = { decorators: [inNarrowBox] };

export const Loading: Story = { args: { status: 'loading', settings: null, trail: { status: 'loading', entries: [] } } };

/** The settings could not be read: the server's title, and Try again. */
export const LoadFailed: Story = {
  args: { status: 'error', settings: null, loadError: 'Unable to reach the server. Check your connection and try again.', trail: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unable to reach the server');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The server refused the save: its messages on their fields. */
export const Refused: Story = {
  args: {
    serverError: 'An organisation with this name already exists.',
    fieldErrors: { name: 'An organisation with this name already exists.', default_phone_country: 'Choose a country (a two-letter ISO code such as AU).' },
  },
};

export const Saving: Story = { args: { saving: true } };

/** The trail could not be read: the form still works, the trail offers Try again. */
export const TrailFailed: Story = {
  args: { trail: { status: 'error', entries: [], error: 'You do not have permission to read this audit trail.', onRetry: fn() } },
};
