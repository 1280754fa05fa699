import { messages } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  bookedEmployee,
  deletedEmployee,
  employee,
  employeeWithExpiredLicence,
  people,
  tagGroups,
  USER_FORM_TODAY,
  userFormOptions,
  userFormOptionsWithoutTags,
} from '../test-support/user-form-fixtures';
import { THEME_NAMES } from '../theme/theme-names';
import { UserForm } from './UserForm';

const meta = {
  title: 'Widgets/User form',
  component: UserForm,
  args: {
    options: userFormOptionsWithoutTags,
    today: USER_FORM_TODAY,
    onSave: fn(async () => true),
    onCancel: fn(),
    onManagerBlur: fn(),
    onRetry: fn(),
    onUploadPhoto: fn(async () => 'https://placehold.co/320x200/png?text=Licence'),
    recipientSearch: { results: people, onSearch: fn() },
  },
  argTypes: {
    theme: { control: 'inline-radio', options: THEME_NAMES },
    status: { control: 'inline-radio', options: ['loading', 'ready', 'error'] },
    saving: { control: 'inline-radio', options: [null, 'save', 'submit'] },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof UserForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Add New User, empty: Save says what the payload requires. */
export const Add: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('First Name is required')).toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Every field of spec §5 required, as "all fields are said to be mandatory". */
export const AddAllRequired: Story = {
  args: {
    requiredFields: [
      'employee_id',
      'first_name',
      'last_name',
      'email',
      'manager',
      'date_of_birth',
      'phone',
      'branch',
      'hub',
      'cost_centre',
      'associated_tags',
      'departments',
      'status',
      'role',
      'license_number',
      'license_valid_upto',
      'license_class',
      'license_country_of_issue',
      'license_exp_reminder',
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(messages.userForm.dobRequired)).toBeInTheDocument();
  },
};

/** Edit User, every field filled in. */
export const Edit: Story = {
  args: { employee, options: userFormOptions, onDelete: fn() },
};

/** CustomFleet, booked user, caller not a branch manager: only basic and licence details change; Delete says why not. */
export const EditLimitedScope: Story = {
  args: { employee: bookedEmployee, options: userFormOptions, onDelete: fn() },
};

/** A deleted user: read-only, and Delete says 'This user is deleted'. */
export const EditDeletedUser: Story = {
  args: { employee: deletedEmployee, options: userFormOptions, onDelete: fn() },
};

/** Edit only: a past licence expiry warns that the user cannot book. */
export const EditExpiredLicence: Story = {
  args: { employee: employeeWithExpiredLicence, onDelete: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(messages.userForm.licenseExpiryForBooking)).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
};

export const LoadError: Story = {
  args: { status: 'error', loadError: messages.userForm.fetchFailed },
};

/** The roles and hubs could not be loaded: each field says so (spec §8). */
export const ListsFailed: Story = {
  args: { optionErrors: { roles: messages.userForm.rolesFailed, hubs: messages.userForm.hubsFailed } },
};

export const Saving: Story = {
  args: { employee, saving: 'save', onDelete: fn() },
};

/** A failed save: the server's title above, its field errors on their fields, the rest in the alert. */
export const SaveErrorWithFieldErrors: Story = {
  args: {
    employee,
    options: userFormOptions,
    onDelete: fn(),
    serverError: messages.request.invalid,
    fieldErrors: {
      'user.email': messages.userForm.emailInUse,
      employee_id: messages.userForm.employeeIdInUse,
      'user_tags.Parking Bay': 'Parking Bay C7 is taken',
      keypad_number: 'Traka Keypad ID 4411 is in use',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Email Address')).toHaveAccessibleDescription(messages.userForm.emailInUse);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Traka Keypad ID 4411 is in use');
  },
};

/** A CustomFleet organisation on the fleet-share brand: 'New User', 'Phone Number'. */
export const CustomFleet: Story = {
  args: { customFleet: true, theme: 'fleet-share' },
  globals: { theme: 'fleet-share' },
};

/** One custom field of every data type, with the defaults of spec §3; Save shows the mandatory ones' messages. */
export const EveryCustomFieldType: Story = {
  args: { options: { ...userFormOptionsWithoutTags, tagGroups } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Parking Bay/)).toHaveValue('B1');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(messages.driverDetails.selectAtLeastOne)).toBeInTheDocument();
  },
};
