import { messages, newPasswordMessages } from '@motorpool/api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { inviteDetails } from '../test-support/registration-fixtures';
import { InvitedRegistration, type InvitedRegistrationProps } from './InvitedRegistration';

function renderForm(props: Partial<InvitedRegistrationProps> = {}) {
  const onSubmit = vi.fn<InvitedRegistrationProps['onSubmit']>();
  const user = userEvent.setup();
  render(<InvitedRegistration status="ready" invite={inviteDetails} onSubmit={onSubmit} {...props} />);
  const submit = () => user.click(screen.getByRole('button', { name: 'Complete Registration' }));
  return { user, onSubmit, submit };
}

const STRONG = 'Secret#12';

describe('InvitedRegistration form', () => {
  it('shows what the invitation offers and the invited email, read-only, with the first name filled in', () => {
    renderForm();

    for (const text of ['Harbour City Fleet', 'Driver', 'Docklands']) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(screen.getByLabelText('Email')).toHaveValue('casey@example.test');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('First Name')).toHaveValue('Casey');
  });

  it('names every required field when submitted with the names cleared', async () => {
    const { user, submit, onSubmit } = renderForm();

    await user.clear(screen.getByLabelText('First Name'));
    await submit();

    expect(await screen.findByText(messages.signUp.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Last Name')).toHaveAccessibleDescription(messages.signUp.lastNameRequired);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(newPasswordMessages.required);
    // Two empty fields match: the password's own message says what is missing.
    expect(screen.getByLabelText('Confirm Password')).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['secret', newPasswordMessages.weak],
    ['Secret12', newPasswordMessages.weak],
    [`Aa1#${'x'.repeat(47)}`, newPasswordMessages.tooLong],
  ])('applies the new-password rules of spec §5 to %j', async (typed, message) => {
    const { user } = renderForm();

    await user.type(screen.getByLabelText('Password'), typed);
    await user.tab();

    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('checks the confirmation again when the password changes', async () => {
    const { user } = renderForm();

    await user.type(screen.getByLabelText('Password'), STRONG);
    await user.type(screen.getByLabelText('Confirm Password'), STRONG);
    await user.tab();
    expect(screen.queryByText(newPasswordMessages.mismatch)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Password'), '!');
    expect(await screen.findByText(newPasswordMessages.mismatch)).toBeInTheDocument();
  });

  it.each([['4123'], ['0012 345 678']])('calls the phone %j invalid', async (typed) => {
    const { user } = renderForm();

    await user.type(screen.getByLabelText(/Phone Number/), typed);
    await user.tab();

    expect(await screen.findByText(messages.driverDetails.phoneInvalid)).toBeInTheDocument();
  });

  it('submits the employee extension, with the phone in international form only when given', async () => {
    const { user, submit, onSubmit } = renderForm();

    await user.type(screen.getByLabelText('Last Name'), ' Jones ');
    await user.type(screen.getByLabelText('Password'), STRONG);
    await user.type(screen.getByLabelText('Confirm Password'), STRONG);
    await submit();
    expect(onSubmit).toHaveBeenLastCalledWith({ first_name: 'Casey', last_name: 'Jones', password: STRONG, confirm_password: STRONG });

    await user.type(screen.getByLabelText(/Phone Number/), '0412 345 678');
    await submit();
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ phone: '+61412345678' }));
  });

  it('asks no password of an existing account', async () => {
    const { user, submit, onSubmit } = renderForm({ invite: { ...inviteDetails, existing_account: true } });

    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Last Name'), 'Jones');
    await submit();

    expect(onSubmit).toHaveBeenCalledWith({ first_name: 'Casey', last_name: 'Jones' });
  });

  it('shows server failures: the title as an alert, field errors under their fields', async () => {
    renderForm({
      serverError: messages.request.invalid,
      fieldErrors: { 'employee_extension.phone': messages.driverDetails.phoneInvalid, token: messages.invite.tokenRequired },
    });

    expect(screen.getByRole('alert')).toHaveTextContent(messages.request.invalid);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.invite.tokenRequired);
    expect(await screen.findByText(messages.driverDetails.phoneInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(/Phone Number/)).toHaveAccessibleDescription(messages.driverDetails.phoneInvalid);
  });

  it("reads 'Saving...' while saving", async () => {
    const { user, submit, onSubmit } = renderForm({ invite: { ...inviteDetails, existing_account: true } });
    let finish: () => void = () => undefined;
    onSubmit.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));

    await user.type(screen.getByLabelText('Last Name'), 'Jones');
    await submit();

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Complete Registration' })).toBeEnabled();
  });
});

describe('InvitedRegistration states', () => {
  it('says it is checking the link', () => {
    renderForm({ status: 'loading', invite: null });

    expect(screen.getByRole('status')).toHaveTextContent('Checking your invitation…');
  });

  it('shows why the link cannot be used, with a way back to login', async () => {
    const onBackToLogin = vi.fn();
    const { user } = renderForm({ status: 'invalid', invite: null, inviteError: messages.invite.expired, onBackToLogin });

    expect(screen.getByRole('alert')).toHaveTextContent(messages.invite.expired);
    const link = screen.getByRole('link', { name: 'Back to Login' });
    expect(link).toHaveAttribute('href', '/login');
    await user.click(link);
    expect(onBackToLogin).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Complete Registration' })).not.toBeInTheDocument();
  });
});
