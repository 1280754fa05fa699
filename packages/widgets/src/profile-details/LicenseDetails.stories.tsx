import { messages } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { lockedOwnEmployee, ownEmployee, ownEmployeeWithExpiredLicence, ownEmployeeWithoutLicence } from '../test-support/profile-details-fixtures';
import { USER_FORM_TODAY } from '../test-support/user-form-fixtures';
import { THEME_NAMES } from '../theme/theme-names';
import { LicenseDetails } from './LicenseDetails';
import { PROFILE_DETAILS_TEXT } from './ProfileDetailsFrame';
import { PROFILE_DETAILS_STATUSES } from './store';

const meta = {
  title: 'Widgets/Profile license details',
  component: LicenseDetails,
  args: {
    employee: ownEmployee,
    today: USER_FORM_TODAY,
    onSave: fn(async () => true),
    onRetry: fn(),
    onUploadPhoto: fn(async () => 'https://placehold.co/320x200/png?text=Licence'),
  },
  argTypes: {
    theme: { control: 'inline-radio', options: THEME_NAMES },
    status: { control: 'inline-radio', options: PROFILE_DETAILS_STATUSES },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LicenseDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The driver's own licence, every field filled in: Save sends the licence keys only. */
export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      license_number: 'NSW1234567',
      license_valid_upto: '2027-03-31',
      license_class: ['C', 'LR'],
      license_country_of_issue: 'Australia',
      license_state: 'New South Wales',
      license_front_image: '/uploads/documents/front-riley.png',
      license_back_image: null,
    });
  },
};

/** Nothing given yet, and the organisation requires number, class and expiry: Save says what is missing. */
export const Required: Story = {
  args: { employee: ownEmployeeWithoutLicence, requiredFields: ['license_number', 'license_valid_upto', 'license_class'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(messages.userForm.licenseExpiryForBooking)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('License Number is required')).toBeInTheDocument();
    await expect(canvas.getByText('License Expiry Date is required')).toBeInTheDocument();
    await expect(canvas.getByText('License Class is required')).toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** An expired licence on file: the booking warning shows, and other fields can still be saved. */
export const ExpiredLicence: Story = {
  args: { employee: ownEmployeeWithExpiredLicence },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(messages.userForm.licenseExpiryForBooking)).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { status: 'loading', employee: null } };

export const LoadError: Story = {
  args: { status: 'error', employee: null, loadError: messages.userForm.fetchFailed },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A system admin with no organisation chosen. */
export const NoOrganisation: Story = {
  args: { status: 'unavailable', employee: null, loadError: PROFILE_DETAILS_TEXT.noOrganisation },
};

/** Signed in to an organisation without being one of its employees. */
export const NoEmployeeRecord: Story = {
  args: { status: 'unavailable', employee: null, loadError: PROFILE_DETAILS_TEXT.noEmployeeRecord },
};

export const Saving: Story = { args: { saving: true } };

export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(PROFILE_DETAILS_TEXT.licenceSaved)).toBeInTheDocument();
  },
};

/** The server refused the save: its title above the form, its field errors on the fields. */
export const SaveError: Story = {
  args: {
    serverError: 'Invalid input.',
    fieldErrors: { license_valid_upto: messages.driverDetails.licenseExpiryRange, license_number: 'License Number must be at most 50 characters' },
  },
};

/** A record the server will not let the person change: shown, not editable. */
export const ReadOnly: Story = { args: { employee: lockedOwnEmployee } };

export const FleetShare: Story = { args: { theme: 'fleet-share' } };
