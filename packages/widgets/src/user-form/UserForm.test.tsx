import { messages, requiredMessage, USER_FORM_LABELS, type EmployeeWrite } from '@motorpool/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  bookedEmployee,
  deletedEmployee,
  employee,
  employeeWithExpiredLicence,
  people,
  USER_FORM_TODAY,
  userFormOptions,
  userFormOptionsWithoutTags,
} from '../test-support/user-form-fixtures';
import { UserForm, type UserFormProps } from './UserForm';
import type { UserFormField } from './user-form-values';

function renderForm(props: Partial<UserFormProps> = {}) {
  const onSave = vi.fn<UserFormProps['onSave']>(async () => true);
  const user = userEvent.setup();
  const view = render(
    <UserForm
      options={userFormOptionsWithoutTags}
      today={USER_FORM_TODAY}
      onSave={onSave}
      recipientSearch={{ results: people, onSearch: () => undefined }}
      {...props}
    />,
  );
  const click = (name: string) => user.click(screen.getByRole('button', { name }));
  return { user, onSave, click, ...view };
}

const described = (label: string | RegExp, message: string) => expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
const group = (name: string | RegExp) => screen.getByRole('group', { name });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First Name'), 'Sam');
  await user.type(screen.getByLabelText('Last Name'), 'Okafor');
  await user.type(screen.getByLabelText('Email Address'), 'sam@example.test');
  await user.selectOptions(screen.getByLabelText('Branch'), 'Parramatta');
  await user.selectOptions(screen.getByLabelText('User Status'), 'Active');
  await user.selectOptions(screen.getByLabelText('Role'), 'Driver');
}

describe('UserForm: Add New User', () => {
  it('has the sections and buttons of spec §2, and the payload struct decides what is required by default', async () => {
    const { click, onSave } = renderForm();

    expect(screen.getByRole('heading', { name: 'Add New User' })).toBeInTheDocument();
    expect(group('General Details')).toBeInTheDocument();
    expect(group('License Details')).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(expect.arrayContaining(['Save', 'Cancel', 'Submit']));

    await click('Save');

    described('First Name', 'First Name is required');
    described('Last Name', 'Last Name is required');
    described('Email Address', 'Email is required');
    described('Branch', 'Branch is required');
    described('User Status', 'User Status is required');
    described('Role', 'Role is required');
    // Not required unless asked for.
    expect(screen.getByLabelText(/Employee ID/)).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText(/^Date of Birth/)).not.toHaveAccessibleDescription();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("says 'X is required' for every field of spec §5 when all are required, and 'DOB is required'", async () => {
    const every = Object.keys(USER_FORM_LABELS) as UserFormField[];
    const { click } = renderForm({ requiredFields: every });

    await click('Save');

    const byLabel: [string, string][] = [
      ['Employee ID', 'Employee ID is required'],
      ['First Name', 'First Name is required'],
      ['Last Name', 'Last Name is required'],
      ['Email Address', 'Email is required'],
      ["Line Manager's Email", "Line Manager's Email is required"],
      ['Date of Birth', messages.userForm.dobRequired],
      ['Contact Number', 'Contact Number is required'],
      ['Branch', 'Branch is required'],
      ['Hub', 'Hub is required'],
      ['Cost Centre', 'Cost Centre is required'],
      ['Associated Tags', 'Associated Tags is required'],
      ['User Status', 'User Status is required'],
      ['Role', 'Role is required'],
      ['License Number', 'License Number is required'],
      ['License Expiry Date', 'License Expiry Date is required'],
      ['Country of issue', 'Country of issue is required'],
      ['front photo', 'front photo is required'],
      ['back photo', 'back photo is required'],
    ];
    for (const [label, message] of byLabel) described(label, message);
    expect(group('Department')).toHaveAccessibleDescription('Department is required');
    expect(group('License Class')).toHaveAccessibleDescription('License Class is required');
    expect(group('License Expiry Reminder')).toHaveAccessibleDescription('License Expiry Reminder is required');
    expect(requiredMessage('date_of_birth')).toBe('DOB is required');
  });

  it('asks for the days and recipients once the expiry reminder is on', async () => {
    const { user, click } = renderForm();
    expect(screen.queryByLabelText('Days before expiry')).not.toBeInTheDocument();

    await user.click(within(group(/License Expiry Reminder/)).getByRole('radio', { name: 'Yes' }));
    await click('Save');

    described('Days before expiry', requiredMessage('lic_exp_remind_before_days'));
    expect(group('Reminder recipients')).toHaveAccessibleDescription(requiredMessage('lic_exp_reminder_recipients'));
  });

  it.each([
    ['a', messages.userForm.emailTooShort],
    [`${'a'.repeat(45)}@example.test`, messages.userForm.emailTooLong],
    ['sam@example', messages.userForm.emailInvalid],
  ])('checks the email %j: %s', async (typed, message) => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Email Address'), typed);
    await user.tab();
    await waitFor(() => described('Email Address', message));
  });

  it.each([
    ['412 345', messages.userForm.phoneTooShort],
    ['4123456789012345', messages.userForm.phoneTooLong],
    ['0012 345 678', messages.userForm.phoneInvalid],
  ])('checks the contact number %j: %s', async (typed, message) => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/Contact Number/), typed);
    await user.tab();
    await waitFor(() => described(/Contact Number/, message));
  });

  it("calls it the Phone Number in the fleet-share brand, with the brand's words", async () => {
    const { user, click } = renderForm({ theme: 'fleet-share', requiredFields: ['phone'] });
    expect(screen.queryByLabelText(/Contact Number/)).not.toBeInTheDocument();

    await click('Save');
    described('Phone Number', 'Phone Number is required');

    await user.type(screen.getByLabelText('Phone Number'), '0012 345 678');
    await user.tab();
    await waitFor(() => described('Phone Number', messages.driverDetails.phoneInvalid));
  });

  it('keeps the date of birth between 31/12/1910 and today', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/^Date of Birth/), '01/01/1900');
    await user.tab();
    await waitFor(() => described(/^Date of Birth/, messages.driverDetails.dateOfBirthRange));
  });

  it('Save hands over the payload of spec §7 and empties the form for the next user; Submit says it is done', async () => {
    const { user, click, onSave } = renderForm();
    await fillRequired(user);
    await user.type(screen.getByLabelText(/Contact Number/), '0412 345 678');
    await user.type(screen.getByLabelText(/^Date of Birth/), '12/04/1990');
    await user.click(screen.getByRole('checkbox', { name: 'Sales' }));
    await user.type(screen.getByLabelText(/Associated Tags/), 'night-shift, airport');

    await click('Save');

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const [payload, intent] = onSave.mock.calls[0]!;
    expect(intent).toBe('save');
    expect(payload).toMatchObject<Partial<EmployeeWrite>>({
      user: { first_name: 'Sam', last_name: 'Okafor', email: 'sam@example.test', phone: { dial_code: '61', number: '412345678', country_code: 'au' } },
      branch: 22,
      status: 'Active',
      role: 2,
      date_of_birth: '1990-04-12',
      departments: [42],
      associated_tags: ['night-shift', 'airport'],
      hub: null,
      license_class: [],
    });
    expect(payload).not.toHaveProperty('pk');
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveValue(''));

    await fillRequired(user);
    await click('Submit');
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave.mock.calls[1]![1]).toBe('submit');
  });

  it("shows 'Saving...' on the button pressed, and keeps every value when the save fails", async () => {
    const { user, click, rerender, onSave } = renderForm();
    onSave.mockResolvedValueOnce(false);
    await fillRequired(user);
    await click('Submit');

    rerender(<UserForm options={userFormOptionsWithoutTags} today={USER_FORM_TODAY} onSave={onSave} saving="submit" />);
    expect(screen.getByRole('button', { name: messages.userForm.saving })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    rerender(
      <UserForm
        options={userFormOptionsWithoutTags}
        today={USER_FORM_TODAY}
        onSave={onSave}
        serverError={messages.userForm.saveFailed}
        fieldErrors={{ 'user.email': messages.userForm.emailInUse, employee_id: messages.userForm.employeeIdInUse, keypad: 'Keypad taken' }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(messages.userForm.saveFailed);
    expect(screen.getByRole('alert')).toHaveTextContent('Keypad taken');
    described('Email Address', messages.userForm.emailInUse);
    described(/Employee ID/, messages.userForm.employeeIdInUse);
    expect(screen.getByLabelText(/Employee ID/)).toHaveFocus();
    expect(screen.getByLabelText('First Name')).toHaveValue('Sam');
    expect(screen.getByLabelText('Role')).toHaveValue('2');
  });

  it("reads 'New User' for a CustomFleet organisation", () => {
    renderForm({ customFleet: true });
    expect(screen.getByRole('heading', { name: 'New User' })).toBeInTheDocument();
  });

  it("checks the line manager's email with the server on blur and says 'Invalid Email'", async () => {
    const onManagerBlur = vi.fn();
    const { user, rerender, onSave } = renderForm({ onManagerBlur });
    await user.type(screen.getByLabelText(/Line Manager's Email/), 'boss@example.test');
    await user.tab();
    expect(onManagerBlur).toHaveBeenCalledWith('boss@example.test');

    rerender(
      <UserForm
        options={userFormOptionsWithoutTags}
        today={USER_FORM_TODAY}
        onSave={onSave}
        managerCheck={{ email: 'boss@example.test', status: 'invalid', message: messages.driverDetails.managerInvalid }}
      />,
    );
    await waitFor(() => described(/Line Manager's Email/, messages.driverDetails.managerInvalid));
  });

  it('lists the states of the licence country of issue', async () => {
    const { user } = renderForm();
    const state = () => screen.getByLabelText(/State\/Region/);
    const options = () =>
      within(state())
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options()).toContain('Victoria');
    await user.selectOptions(state(), 'Victoria');

    await user.selectOptions(screen.getByLabelText(/Country of issue/), 'New Zealand');
    expect(options()).toContain('Canterbury');
    expect(options()).not.toContain('Victoria');
    expect(state()).toHaveValue('');
  });

  it('uploads a licence photo and keeps where it is served', async () => {
    const onUploadPhoto = vi.fn(async () => '/uploads/documents/front.png');
    const { user } = renderForm({ onUploadPhoto });
    const file = new File(['png'], 'front.png', { type: 'image/png' });

    await user.upload(screen.getByLabelText(/front photo/), file);

    expect(onUploadPhoto).toHaveBeenCalledWith(file);
    expect(await screen.findByRole('img', { name: 'Licence front photo' })).toHaveAttribute('src', '/uploads/documents/front.png');
  });
});

describe('UserForm: Edit User', () => {
  it('starts from the record and saves it with its pk and the fields the form does not show', async () => {
    const { click, onSave } = renderForm({ employee, onDelete: vi.fn() });

    expect(screen.getByRole('heading', { name: 'Edit User' })).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('Riley');
    expect(screen.getByLabelText(/Contact Number/)).toHaveValue('412345678');
    expect(screen.getByLabelText('Branch')).toHaveValue('21');
    expect(screen.getByRole('checkbox', { name: 'LR' })).toBeChecked();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(expect.arrayContaining(['Save', 'Delete', 'Cancel']));
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();

    await click('Save');

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      pk: 301,
      license_valid_upto: '2027-03-31',
      license_exp_reminder: true,
      lic_exp_remind_before_days: 30,
      lic_exp_reminder_recipients: [7],
      procon_id: 'TM-88',
      keaz_user_pk: 'KZ-301',
      postcode: '2000',
      keypad_number: '4411',
    });
  });

  it('warns, on edit only, that a booking needs a valid licence expiry date', async () => {
    const { user } = renderForm({ employee: employeeWithExpiredLicence });
    described(/^License Expiry Date/, messages.userForm.licenseExpiryForBooking);

    const expiry = screen.getByLabelText(/^License Expiry Date/);
    await user.clear(expiry);
    await user.type(expiry, '31/12/2026');
    await user.tab();
    expect(expiry).not.toHaveAccessibleDescription();
  });

  it('keeps a stored licence state the list does not name', () => {
    const extension = { ...employee.employee_details!.employees_extension, license_state: 'NSW' };
    renderForm({ employee: { ...employee, employee_details: { ...employee.employee_details!, employees_extension: extension } } });
    expect(screen.getByLabelText(/^State\/Region/)).toHaveValue('NSW');
  });

  it('does not warn when adding', () => {
    renderForm();
    expect(screen.queryByText(messages.userForm.licenseExpiryForBooking)).not.toBeInTheDocument();
  });

  it('confirms a delete and shows Deleting... while it runs', async () => {
    let finish: () => void = () => undefined;
    const onDelete = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user, click, rerender, onSave } = renderForm({ employee, onDelete });

    await click('Delete');
    const dialog = screen.getByRole('alertdialog', { name: 'Delete user' });
    expect(dialog).toHaveAccessibleDescription(/Riley Nguyen/);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);

    rerender(<UserForm employee={employee} options={userFormOptionsWithoutTags} today={USER_FORM_TODAY} onSave={onSave} onDelete={onDelete} deleting />);
    expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: messages.userForm.deleting })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('cancelling the confirmation deletes nothing', async () => {
    const onDelete = vi.fn();
    const { user, click } = renderForm({ employee, onDelete });
    await click('Delete');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('explains a Delete that is not allowed (spec §6 tooltips)', async () => {
    const onDelete = vi.fn();
    const { click } = renderForm({ employee: bookedEmployee, onDelete });
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(messages.userForm.bookedCannotDelete);
    await click('Delete');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    renderForm({ employee: deletedEmployee, onDelete });
    expect(screen.getAllByRole('button', { name: 'Delete' })[1]).toHaveAccessibleDescription(messages.userForm.userDeleted);
  });

  it('lets a limited edit change only basic and licence details', () => {
    renderForm({ employee: bookedEmployee, onDelete: vi.fn() });
    expect(screen.getByRole('note')).toHaveTextContent('Only the basic, licence and other details of this user can be changed.');
    expect(screen.getByLabelText('First Name')).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText(/License Number/)).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('Branch')).toBeDisabled();
    expect(screen.getByLabelText('Role')).toBeDisabled();
    expect(screen.getByLabelText(/Line Manager's Email/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/Employee ID/)).toHaveAttribute('readonly');
    expect(within(group(/License Expiry Reminder/)).getByRole('radio', { name: 'Yes' })).toBeDisabled();
    expect(screen.getByLabelText(/^License Expiry Date/)).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it("shows the account's own fields read-only when they are its holder's, and still saves the membership", async () => {
    const { click, onSave } = renderForm({ employee: { ...employee, account_managed_by_holder: true } });
    expect(screen.getByRole('note')).toHaveTextContent(messages.userForm.accountHeldNote);
    for (const label of ['First Name', 'Last Name', 'Email Address']) expect(screen.getByLabelText(label)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/Employee ID/)).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('Role')).toBeEnabled();

    await click('Save');

    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0].user).toMatchObject({ first_name: employee.user?.first_name, email: employee.user?.email });
  });

  it('shows a deleted user read-only, without Save', () => {
    renderForm({ employee: deletedEmployee, onDelete: vi.fn() });
    expect(screen.getByRole('note')).toHaveTextContent(messages.userForm.userDeleted);
    expect(screen.getByLabelText('First Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/License Number/)).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});

describe('UserForm loading', () => {
  it('says it is loading, then shows why it could not load, with a retry', async () => {
    const onRetry = vi.fn();
    const { rerender, user, onSave } = renderForm({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading user details…');

    rerender(<UserForm status="error" options={userFormOptionsWithoutTags} onSave={onSave} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.userForm.fetchFailed);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it("shows 'Failed to fetch roles' and 'Failed to fetch Hubs' at their fields", () => {
    renderForm({ optionErrors: { roles: messages.userForm.rolesFailed, hubs: messages.userForm.hubsFailed } });
    described('Role', messages.userForm.rolesFailed);
    described(/Hub/, messages.userForm.hubsFailed);
  });
});

describe('UserForm custom fields (spec §3 Tag groups, §5)', () => {
  const withTags = { options: userFormOptions };

  it('starts a new user from the defaults of each type', () => {
    renderForm(withTags);
    expect(screen.getByLabelText('Vehicle Preference')).toHaveValue('Electric');
    expect(screen.getByLabelText('Parking Bay')).toHaveValue('B1');
    expect(screen.getByLabelText(/^Years Driving/)).toHaveValue('2');
    expect(screen.getByLabelText(/^Years Driving/)).toHaveAttribute('placeholder', 'enter number');
    expect(within(group(/Dangerous Goods Certified/)).getByRole('radio', { name: 'No' })).toBeChecked();
    expect(within(group('Shift')).getByRole('radio', { name: 'Day' })).toBeChecked();
    expect(screen.getByLabelText(/^Preferred Pickup Time/)).toHaveValue('08:30 AM');
    expect(screen.getByLabelText(/^Kilometre Allowance/)).toHaveAccessibleDescription('Kilometres a year');
  });

  it('says what each mandatory field needs', async () => {
    const { user, click } = renderForm(withTags);
    await user.clear(screen.getByLabelText('Parking Bay'));
    await user.selectOptions(screen.getByLabelText('Vehicle Preference'), '');
    await click('Save');

    described('Vehicle Preference', `Vehicle Preference ${messages.driverDetails.fieldRequired}`);
    described('Parking Bay', `Parking Bay ${messages.driverDetails.cannotBeEmpty}`);
    described('Induction Date', `Induction Date ${messages.driverDetails.fieldRequired}`);
    expect(group('Trainings')).toHaveAccessibleDescription(messages.driverDetails.selectAtLeastOne);
  });

  it('takes digits only in a counter, and checks integers and times', async () => {
    const { user, click } = renderForm(withTags);
    const counter = screen.getByLabelText(/^Years Driving/);
    await user.clear(counter);
    await user.type(counter, '1a2-');
    expect(counter).toHaveValue('12');

    await user.type(screen.getByLabelText(/^Kilometre Allowance/), '-12');
    const time = screen.getByLabelText(/^Preferred Pickup Time/);
    await user.clear(time);
    await user.type(time, '25:00');
    await click('Save');

    described(/^Kilometre Allowance/, 'Kilometre Allowance must contain digits only');
    described(/^Preferred Pickup Time/, 'Please follow "hh:mm AM/PM" 12 hour-format (12:34 PM)');
  });

  it("saves each type as spec §3 keeps it: toggles 'true'/'false', dates yyyy-MM-dd, lists as lists, the hubs without the user's branch", async () => {
    const { user, click, onSave } = renderForm(withTags);
    await fillRequired(user);
    await user.click(within(group(/Dangerous Goods Certified/)).getByRole('radio', { name: 'Yes' }));
    await user.click(within(group('Shift')).getByRole('radio', { name: 'Night' }));
    await user.type(screen.getByLabelText('Induction Date'), '01/02/2024');
    await user.click(within(group('Trainings')).getByRole('checkbox', { name: '4WD' }));
    await user.click(within(group(/Smoker/)).getByRole('radio', { name: 'No' }));
    await user.click(within(group(/Association to Additional Hubs/)).getByRole('checkbox', { name: 'Melbourne Hub' }));
    expect(within(group(/Association to Additional Branches/)).getByRole('checkbox', { name: 'Parramatta' })).toBeChecked();
    expect(within(group(/Association to Additional Branches/)).getByRole('checkbox', { name: 'Parramatta' })).toBeDisabled();

    await click('Save');

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0].user_tags).toEqual([
      { tag_group_name: 'Vehicle Preference', value: 'Electric' },
      { tag_group_name: 'Parking Bay', value: 'B1' },
      { tag_group_name: 'Years Driving', value: '2' },
      { tag_group_name: 'Dangerous Goods', value: 'true' },
      { tag_group_name: 'Shift', value: 'Night' },
      { tag_group_name: 'Induction Date', value: '2024-02-01' },
      { tag_group_name: 'Pickup Time', value: '08:30 AM' },
      { tag_group_name: 'Kilometre Allowance', value: null },
      { tag_group_name: 'Trainings', value: ['4WD'] },
      { tag_group_name: 'Notes', value: null },
      { tag_group_name: 'Smoker', value: 'false' },
      { tag_group_name: 'Association to Additional Hubs', value: ['32'] },
      { tag_group_name: 'Association to Additional Branches', value: ['22'] },
    ]);
  });

  it("shows an edited user's stored values, and a server error on its custom field", () => {
    renderForm({ ...withTags, employee, fieldErrors: { 'user_tags.Parking Bay': 'Parking Bay C7 is taken' } });
    expect(screen.getByLabelText('Parking Bay')).toHaveValue('C7');
    described('Parking Bay', 'Parking Bay C7 is taken');
    expect(screen.getByLabelText('Induction Date')).toHaveValue('01/02/2024');
    expect(within(group(/Dangerous Goods Certified/)).getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(within(group('Trainings')).getByRole('checkbox', { name: 'First Aid' })).toBeChecked();
    expect(within(group(/Association to Additional Hubs/)).getByRole('checkbox', { name: 'Melbourne Hub' })).toBeChecked();
  });

  it("never offers a user's own branch or hub as an additional hub", async () => {
    const { user } = renderForm(withTags);
    const hubs = () => within(group(/Association to Additional Hubs/));
    expect(hubs().getByRole('checkbox', { name: 'Sydney Hub' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Branch'), 'Sydney Hub');
    expect(hubs().queryByRole('checkbox', { name: 'Sydney Hub' })).not.toBeInTheDocument();
    expect(hubs().getByRole('checkbox', { name: 'Melbourne Hub' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(/^Hub/), 'Melbourne Hub');
    expect(hubs().queryByRole('checkbox', { name: 'Melbourne Hub' })).not.toBeInTheDocument();
  });

  it('lets a limited edit change the custom fields, as the server does', () => {
    renderForm({ ...withTags, employee: bookedEmployee });
    expect(screen.getByLabelText('Parking Bay')).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('Vehicle Preference')).toBeEnabled();
  });
});

describe('UserForm phone country', () => {
  it('starts a new user’s phone at the organisation’s default phone country', () => {
    renderForm({ phoneCountry: { country_code: 'nz', dial_code: '64' } });
    expect(screen.getByRole('combobox', { name: 'Country calling code' })).toHaveValue('nz');
  });

  it('starts at Australia (+61) without one', () => {
    renderForm();
    expect(screen.getByRole('combobox', { name: 'Country calling code' })).toHaveValue('au');
  });
});

describe("UserForm with hubs turned off ('Enable Hubs')", () => {
  const hubsOf = (payload: EmployeeWrite | undefined) => ({
    hub: payload?.hub,
    additional: payload?.user_tags?.find((tag) => tag.tag_group_name === 'Association to Additional Hubs'),
  });

  it('shows neither the Hub field nor the additional hubs, and saves the hubs the member holds as they were read', async () => {
    const on = renderForm({ options: userFormOptions, employee });
    await on.click('Save');
    await waitFor(() => expect(on.onSave).toHaveBeenCalledTimes(1));
    const read = hubsOf(on.onSave.mock.calls[0]![0]);
    expect(read.additional?.value).toEqual(['32']);
    on.unmount();

    const off = renderForm({ options: userFormOptions, employee, hubsEnabled: false });
    expect(screen.queryByLabelText(/^Hub/)).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Association to Additional Hubs/ })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Association to Additional Branches/ })).toBeInTheDocument();
    await off.click('Save');
    await waitFor(() => expect(off.onSave).toHaveBeenCalledTimes(1));
    expect(hubsOf(off.onSave.mock.calls[0]![0])).toEqual(read);
  });

  it('never asks for a hub it does not show', async () => {
    const { click, onSave, user } = renderForm({ requiredFields: ['first_name', 'last_name', 'email', 'branch', 'status', 'role', 'hub'], hubsEnabled: false });
    await fillRequired(user);
    await click('Save');
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
  });

  it("offers the organisation's licence classes (master configuration), and the default classes while they are unknown", () => {
    const { unmount } = renderForm();
    expect(within(group(/^License Class/)).getByRole('checkbox', { name: 'Forklift' })).toBeInTheDocument();
    unmount();
    renderForm({ options: { ...userFormOptionsWithoutTags, licenceClasses: null } });
    expect(within(group(/^License Class/)).queryByRole('checkbox', { name: 'Forklift' })).not.toBeInTheDocument();
    expect(within(group(/^License Class/)).getByRole('checkbox', { name: 'MC' })).toBeInTheDocument();
  });
});
