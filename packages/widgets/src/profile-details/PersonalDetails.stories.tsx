import { messages, requiredMessage } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { costCentreNames, departmentNames, lockedOwnEmployee, ownEmployee, ownEmployeeWithoutPersonalDetails } from '../test-support/profile-details-fixtures';
import { USER_FORM_TODAY } from '../test-support/user-form-fixtures';
import { THEME_NAMES } from '../theme/theme-names';
import { EMPLOYEE_ID_SET_HINT, PersonalDetails } from './PersonalDetails';
import { OWN_PERSONAL_FIELDS } from './profile-details-values';
import { PROFILE_DETAILS_TEXT } from './ProfileDetailsFrame';
import { PROFILE_DETAILS_STATUSES } from './store';

const meta = {
  title: 'Widgets/Profile personal details',
  component: PersonalDetails,
  args: {
    employee: ownEmployee,
    departments: departmentNames,
    costCentres: costCentreNames,
    today: USER_FORM_TODAY,
    onSave: fn(async () => true),
    onRetry: fn(),
    onManagerBlur: fn(),
  },
  argTypes: {
    theme: { control: 'inline-radio', options: THEME_NAMES },
    status: { control: 'inline-radio', options: PROFILE_DETAILS_STATUSES },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PersonalDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'loading', employee: null } };

/** The driver's own general details, all given: the Employee ID is the organisation's and stays as it is. */
export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Employee ID/)).toHaveAccessibleDescription(EMPLOYEE_ID_SET_HINT);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      date_of_birth: '1990-04-12',
      manager: 'morgan@example.test',
      cost_centre: 51,
      departments: [41, 43],
    });
  },
};

/** Nothing given yet, and the organisation requires it all (the 'Incomplete Profile Details' prompt sent the person here). */
export const MissingFields: Story = {
  args: { employee: ownEmployeeWithoutPersonalDetails, requiredFields: OWN_PERSONAL_FIELDS },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(messages.userForm.dobRequired)).toBeInTheDocument();
    await expect(canvas.getByText(requiredMessage('manager'))).toBeInTheDocument();
    await expect(canvas.getByText(requiredMessage('employee_id'))).toBeInTheDocument();
    await expect(canvas.getByText(requiredMessage('cost_centre'))).toBeInTheDocument();
    await expect(canvas.getByText(requiredMessage('departments'))).toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The server said the line manager is not an active member of the organisation. */
export const InvalidManager: Story = {
  args: {
    employee: ownEmployeeWithoutPersonalDetails,
    managerCheck: { email: 'nobody@example.test', status: 'invalid', message: messages.driverDetails.managerInvalid },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Line Manager's Email/), 'nobody@example.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(messages.driverDetails.managerInvalid)).toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saving: Story = { args: { saving: true } };

export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(PROFILE_DETAILS_TEXT.personalSaved)).toBeInTheDocument();
  },
};

/** The server refused the save: its title above the form, its field errors on the fields. */
export const SaveError: Story = {
  args: {
    employee: ownEmployeeWithoutPersonalDetails,
    serverError: messages.request.invalid,
    fieldErrors: { manager: messages.driverDetails.managerInvalid, employee_id: messages.userForm.employeeIdInUse },
  },
};

export const LoadError: Story = {
  args: { status: 'error', employee: null, loadError: messages.userForm.fetchFailed },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A system admin with no organisation chosen. */
export const NoOrganisation: Story = { args: { status: 'unavailable', employee: null, loadError: PROFILE_DETAILS_TEXT.noOrganisation } };

/** A record the server will not let the person change: shown, not editable. */
export const ReadOnly: Story = { args: { employee: lockedOwnEmployee } };

export const FleetShare: Story = { args: { theme: 'fleet-share' } };
