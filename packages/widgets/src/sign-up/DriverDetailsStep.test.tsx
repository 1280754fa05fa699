import { messages, type AskField } from '@motorpool/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { askFields, branchField, TODAY } from '../test-support/registration-fixtures';
import { DriverDetailsStep, type DriverDetailsStepProps } from './DriverDetailsStep';

function renderStep(props: Partial<DriverDetailsStepProps> = {}) {
  const onSubmit = vi.fn<DriverDetailsStepProps['onSubmit']>();
  const user = userEvent.setup();
  render(<DriverDetailsStep askFields={askFields} today={TODAY} onSubmit={onSubmit} {...props} />);
  const submit = () => user.click(screen.getByRole('button', { name: 'Register' }));
  return { user, onSubmit, submit };
}

const field = (alias: string, overrides: Partial<AskField> = {}): AskField => ({
  ...(askFields.find((candidate) => candidate.alias === alias) as AskField),
  ...overrides,
});

describe('DriverDetailsStep required messages (spec §5 driver details)', () => {
  it('names every required field when submitted empty', async () => {
    const { submit, onSubmit } = renderStep();

    await submit();

    const described = (label: string | RegExp, message: string) => expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
    expect(await screen.findByText(messages.driverDetails.branchRequired)).toBeInTheDocument();
    described('Branch', messages.driverDetails.branchRequired);
    described('Phone Number', messages.driverDetails.phoneRequired);
    described("Line Manager's Email", messages.driverDetails.managerRequired);
    described('Employee ID', 'Employee ID is required');
    described('Date of Birth', 'Date of Birth is required');
    described('License Number', 'License Number is required');
    described('Country of issue', 'Country of issue is required');
    described('License State', 'License State is required');
    described('License Expiry Date', 'License Expiry Date is required');
    expect(screen.getByRole('group', { name: 'License Class' })).toHaveAccessibleDescription(messages.driverDetails.licenseClassRequired);
    // Custom fields (user tags).
    described('Vehicle Preference', `Vehicle Preference ${messages.driverDetails.fieldRequired}`);
    described('Parking Bay', `Parking Bay ${messages.driverDetails.cannotBeEmpty}`);
    described('Induction Date', `Induction Date ${messages.driverDetails.fieldRequired}`);
    expect(screen.getByRole('group', { name: 'Trainings' })).toHaveAccessibleDescription(messages.driverDetails.selectAtLeastOne);
    // Visibility False: optional.
    expect(screen.getByRole('group', { name: 'Department (optional)' })).not.toHaveAccessibleDescription();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('does not require a field whose visibility is False, but still checks what is typed', async () => {
    const { user, submit, onSubmit } = renderStep({
      askFields: [field('phone', { visibility: 'False' }), field('manager', { visibility: false }), branchField],
    });
    await user.selectOptions(screen.getByLabelText('Branch'), 'Docklands');

    await user.type(screen.getByLabelText(/Line Manager's Email/), 'manager@');
    await user.tab();
    expect(await screen.findByText(messages.driverDetails.managerInvalid)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Line Manager's Email/));
    await submit();

    expect(onSubmit).toHaveBeenCalledWith({ branch: { pk: 21 } }, expect.anything());
  });

  it('does not require the Branch when its visibility is False', async () => {
    const { submit, onSubmit } = renderStep({ askFields: [{ ...branchField, visibility: 'False' }] });

    await submit();

    expect(onSubmit).toHaveBeenCalledWith({}, expect.anything());
  });
});

describe('DriverDetailsStep value rules', () => {
  it.each([
    ['4', messages.driverDetails.phoneInvalid],
    ['4123456', messages.driverDetails.phoneInvalid],
    ['41234567890123', messages.driverDetails.phoneInvalid],
  ])('calls the phone %j invalid (10–15 digits with the dial code)', async (typed, message) => {
    const { user } = renderStep({ askFields: [field('phone'), branchField] });

    await user.type(screen.getByLabelText('Phone Number'), typed);
    await user.tab();

    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it.each([
    ['30/12/1910', messages.driverDetails.dateOfBirthRange],
    ['16/06/2025', messages.driverDetails.dateOfBirthRange],
    ['31/02/1990', messages.driverDetails.dateOfBirthRange],
  ])('keeps the date of birth between 31/12/1910 and today: %j', async (typed, message) => {
    const { user } = renderStep({ askFields: [field('dateOfBirth'), branchField] });

    await user.type(screen.getByLabelText('Date of Birth'), typed);
    await user.tab();

    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it.each([['14/06/2025'], ['01/01/2100']])('keeps the licence expiry between today and 31/12/2099: %j', async (typed) => {
    const { user } = renderStep({ askFields: [field('licenseValidUpto'), branchField] });

    await user.type(screen.getByLabelText('License Expiry Date'), typed);
    await user.tab();

    expect(await screen.findByText(messages.driverDetails.licenseExpiryRange)).toBeInTheDocument();
  });

  it('accepts the bounds themselves', async () => {
    const { user, submit, onSubmit } = renderStep({
      askFields: [field('dateOfBirth'), field('licenseValidUpto'), branchField],
    });

    await user.type(screen.getByLabelText('Date of Birth'), '31/12/1910');
    await user.type(screen.getByLabelText('License Expiry Date'), '15/06/2025');
    await user.selectOptions(screen.getByLabelText('Branch'), 'Parramatta');
    await submit();

    expect(onSubmit).toHaveBeenCalledWith({ dateOfBirth: '1910-12-31', licenseValidUpto: '2025-06-15', branch: { pk: 22 } }, expect.anything());
  });

  it('calls a malformed custom date invalid', async () => {
    const { user } = renderStep({ askFields: [field('induction_date'), branchField] });

    await user.type(screen.getByLabelText('Induction Date'), '13/13/2025');
    await user.tab();

    expect(await screen.findByText(messages.field.invalid)).toBeInTheDocument();
  });
});

describe('DriverDetailsStep licence state (spec §5: by country)', () => {
  it('offers the states of the chosen country and forgets a state of another', async () => {
    const { user } = renderStep({ askFields: [field('licenseCountryOfIssue'), field('licenseState'), branchField] });
    const state = screen.getByLabelText('License State');
    const options = () =>
      within(state)
        .getAllByRole('option')
        .map((option) => option.textContent);

    expect(options()).toContain('Victoria');
    await user.selectOptions(state, 'Victoria');

    await user.selectOptions(screen.getByLabelText('Country of issue'), 'New Zealand');

    expect(options()).toContain('Canterbury');
    expect(options()).not.toContain('Victoria');
    expect(state).toHaveValue('');
  });
});

describe('DriverDetailsStep submit', () => {
  it('hands over the driver payload of spec §3', async () => {
    const { user, submit, onSubmit } = renderStep({
      askFields: [field('employeeId'), field('phone'), field('licenseClass'), field('trainings'), field('parking_bay'), branchField],
    });

    await user.type(screen.getByLabelText('Employee ID'), 'E-1009');
    await user.type(screen.getByLabelText('Phone Number'), '0412 345 678');
    await user.click(screen.getByRole('checkbox', { name: 'C (Car)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Towing' }));
    await user.type(screen.getByLabelText('Parking Bay'), 'B12');
    await user.selectOptions(screen.getByLabelText('Branch'), 'Docklands');
    await submit();

    expect(onSubmit).toHaveBeenCalledWith(
      {
        employeeId: 'E-1009',
        phone: { dialCode: '61', number: '412345678', countryCode: 'au' },
        licenseClass: ['C'],
        branch: { pk: 21 },
        user_tags: [
          { tag_group_name: 'Trainings', value: ['Towing'] },
          { tag_group_name: 'Parking Bay', value: 'B12' },
        ],
      },
      expect.anything(),
    );
  });

  it('shows server field errors under their fields', async () => {
    renderStep({ askFields: [field('manager'), branchField], fieldErrors: { 'driver.manager': 'Unknown manager' } });

    expect(await screen.findByText('Unknown manager')).toBeInTheDocument();
    expect(screen.getByLabelText("Line Manager's Email")).toHaveAccessibleDescription('Unknown manager');
  });

  it("says 'No Fields Available.' when there is nothing to ask", () => {
    renderStep({ askFields: [] });

    expect(screen.getByRole('status')).toHaveTextContent(messages.signUp.noFields);
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });
});

describe('DriverDetailsStep phone country', () => {
  it('starts the phone at the organisation’s default phone country', () => {
    renderStep({ phoneCountry: { country_code: 'nz', dial_code: '64' } });
    expect(screen.getByRole('combobox', { name: 'Country calling code' })).toHaveValue('nz');
  });
});
