import { messages } from '@motorpool/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lockedOwnEmployee, ownEmployee, ownEmployeeWithExpiredLicence, ownEmployeeWithoutLicence } from '../test-support/profile-details-fixtures';
import { USER_FORM_TODAY } from '../test-support/user-form-fixtures';
import { LicenseDetails, type LicenseDetailsProps } from './LicenseDetails';
import { PROFILE_DETAILS_TEXT } from './ProfileDetailsFrame';

function renderLicence(props: Partial<LicenseDetailsProps> = {}) {
  const user = userEvent.setup();
  const onSave = vi.fn(async () => true);
  const view = render(<LicenseDetails employee={ownEmployee} today={USER_FORM_TODAY} onSave={onSave} {...props} />);
  return { user, onSave, ...view };
}

describe('LicenseDetails', () => {
  it("shows the person's licence with the §3 labels and saves only the licence keys", async () => {
    const { user, onSave } = renderLicence();

    expect(screen.getByRole('heading', { name: 'License Details' })).toBeInTheDocument();
    expect(screen.getByLabelText(/License Number/)).toHaveValue('NSW1234567');
    expect(screen.getByLabelText(/^License Expiry Date/)).toHaveValue('31/03/2027');
    expect(within(screen.getByRole('group', { name: /License Class/ })).getByRole('checkbox', { name: 'LR' })).toBeChecked();
    expect(screen.getByLabelText(/Country of issue/)).toHaveValue('Australia');
    expect(screen.getByLabelText(/State\/Region/)).toHaveValue('New South Wales');
    expect(screen.getByRole('img', { name: 'Licence front photo' })).toHaveAttribute('src', '/uploads/documents/front-riley.png');
    // A phone offers its back camera for the card.
    expect(screen.getByLabelText(/^front photo/)).toHaveAttribute('capture', 'environment');
    // The reminder is an administrator's.
    expect(screen.queryByRole('group', { name: /License Expiry Reminder/ })).not.toBeInTheDocument();
    expect(screen.queryByText(messages.userForm.licenseExpiryForBooking)).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText(/License Number/));
    await user.type(screen.getByLabelText(/License Number/), 'NSW7654321');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSave).toHaveBeenCalledWith({
      license_number: 'NSW7654321',
      license_valid_upto: '2027-03-31',
      license_class: ['C', 'LR'],
      license_country_of_issue: 'Australia',
      license_state: 'New South Wales',
      license_front_image: '/uploads/documents/front-riley.png',
      license_back_image: null,
    });
  });

  it("says 'X is required' for the fields the organisation requires, and saves nothing", async () => {
    const { user, onSave } = renderLicence({
      employee: ownEmployeeWithoutLicence,
      requiredFields: ['license_number', 'license_valid_upto', 'license_class', 'license_country_of_issue', 'license_state'],
    });

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByLabelText(/^License Number/)).toHaveAccessibleDescription('License Number is required');
    expect(screen.getByLabelText(/^License Expiry Date/)).toHaveAccessibleDescription('License Expiry Date is required');
    expect(screen.getByRole('group', { name: /License Class/ })).toHaveAccessibleDescription('License Class is required');
    expect(screen.getByLabelText(/Country of issue/)).toHaveAccessibleDescription('Country of issue is required');
    expect(screen.getByLabelText(/State\/Region/)).toHaveAccessibleDescription('State/Region is required');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('leaves fields the organisation does not require optional', async () => {
    const { user, onSave } = renderLicence({ employee: ownEmployeeWithoutLicence });
    expect(screen.getByText('License Number', { selector: 'label' })).toHaveTextContent('(optional)');

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ license_number: null, license_valid_upto: null, license_class: [] }));
  });

  it('warns that a booking needs a valid expiry while it is missing or past, until a valid one is entered (spec §5)', async () => {
    const { user } = renderLicence({ employee: ownEmployeeWithExpiredLicence });
    const expiry = screen.getByLabelText(/^License Expiry Date/);
    expect(expiry).toHaveAccessibleDescription(messages.userForm.licenseExpiryForBooking);

    await user.clear(expiry);
    await user.type(expiry, '30/06/2028');
    await user.tab();

    expect(screen.queryByText(messages.userForm.licenseExpiryForBooking)).not.toBeInTheDocument();
  });

  it('keeps an expired licence on file saveable, but refuses a newly entered past expiry', async () => {
    const { user, onSave } = renderLicence({ employee: ownEmployeeWithExpiredLicence });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ license_valid_upto: '2025-01-31' }));

    const expiry = screen.getByLabelText(/^License Expiry Date/);
    await user.clear(expiry);
    await user.type(expiry, '01/02/2025');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(messages.driverDetails.licenseExpiryRange)).toBeInTheDocument();
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('offers the states of the country of issue (spec §5: New Zealand vs Australia)', async () => {
    const { user } = renderLicence();
    await user.selectOptions(screen.getByLabelText(/Country of issue/), 'New Zealand');

    const state = screen.getByLabelText(/State\/Region/);
    expect(state).toHaveValue('');
    expect(within(state).getByRole('option', { name: 'Otago' })).toBeInTheDocument();
    expect(within(state).queryByRole('option', { name: 'Victoria' })).not.toBeInTheDocument();
  });

  it("shows 'Saving...' while saving", () => {
    renderLicence({ saving: true });
    expect(screen.getByRole('button', { name: messages.userForm.saving })).toBeDisabled();
  });

  it('says it was saved until the next change', async () => {
    const { user } = renderLicence({ saved: true });
    expect(screen.getByText(PROFILE_DETAILS_TEXT.licenceSaved)).toBeInTheDocument();

    await user.type(screen.getByLabelText(/License Number/), '9');

    expect(screen.queryByText(PROFILE_DETAILS_TEXT.licenceSaved)).not.toBeInTheDocument();
  });

  it("puts the server's field errors on their fields and its title above, keeping what was typed", async () => {
    const { user, rerender, onSave } = renderLicence();
    await user.clear(screen.getByLabelText(/License Number/));
    await user.type(screen.getByLabelText(/License Number/), 'TYPED-1');

    rerender(
      <LicenseDetails
        employee={ownEmployee}
        today={USER_FORM_TODAY}
        onSave={onSave}
        serverError={messages.request.invalid}
        fieldErrors={{ license_number: 'License Number must be at most 50 characters', user_tags: 'Something else' }}
      />,
    );

    expect(screen.getByRole('alert')).toHaveTextContent(messages.request.invalid);
    expect(screen.getByRole('alert')).toHaveTextContent('Something else');
    expect(screen.getByLabelText(/License Number/)).toHaveAccessibleDescription('License Number must be at most 50 characters');
    expect(screen.getByLabelText(/License Number/)).toHaveValue('TYPED-1');
  });

  it('shows a record the server will not let the person change, without Save', () => {
    renderLicence({ employee: lockedOwnEmployee });
    expect(screen.getByRole('note')).toHaveTextContent(PROFILE_DETAILS_TEXT.notEditable);
    expect(screen.getByLabelText(/License Number/)).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('says it is loading, offers another try after a failure, and explains when there is no record', async () => {
    const onRetry = vi.fn();
    const { rerender, user } = renderLicence({ status: 'loading', employee: null });
    expect(screen.getByRole('status')).toHaveTextContent(PROFILE_DETAILS_TEXT.loading);

    rerender(<LicenseDetails status="error" loadError={messages.userForm.fetchFailed} onRetry={onRetry} onSave={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.userForm.fetchFailed);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();

    rerender(<LicenseDetails status="unavailable" loadError={PROFILE_DETAILS_TEXT.noOrganisation} onSave={vi.fn()} />);
    expect(screen.getByRole('note')).toHaveTextContent(PROFILE_DETAILS_TEXT.noOrganisation);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("offers the organisation's licence classes when given, keeping a class the person holds", () => {
    renderLicence({ licenceClasses: ['LR', 'Forklift'] });
    const classes = within(screen.getByRole('group', { name: /^License Class/ }));
    expect(classes.getByRole('checkbox', { name: 'Forklift' })).toBeInTheDocument();
    expect(classes.queryByRole('checkbox', { name: 'HC' })).not.toBeInTheDocument();
    // C is held (the fixture holds C and LR) though the list no longer has it.
    expect(classes.getByRole('checkbox', { name: 'C' })).toBeChecked();
    expect(classes.getByRole('checkbox', { name: 'LR' })).toBeChecked();
  });
});
