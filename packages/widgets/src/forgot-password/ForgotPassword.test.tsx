import { messages, newPasswordMessages } from '@motorpool/api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STRONG_PASSWORD } from '../test-support/account-fixtures';
import { ForgotPassword, type ForgotPasswordProps } from './ForgotPassword';

function renderForgot(props: Partial<ForgotPasswordProps> = {}) {
  const onRequest = vi.fn<ForgotPasswordProps['onRequest']>();
  const onSetPassword = vi.fn<ForgotPasswordProps['onSetPassword']>();
  const user = userEvent.setup();
  const view = render(<ForgotPassword onRequest={onRequest} onSetPassword={onSetPassword} {...props} />);
  return { onRequest, onSetPassword, user, ...view };
}

const send = () => screen.getByRole('button', { name: 'Send' });

describe('ForgotPassword request by email (spec §5)', () => {
  it('asks for the email only, with Send and a way back to login', () => {
    renderForgot({ loginHref: '/login' });

    expect(screen.getByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.queryByLabelText('Phone number')).not.toBeInTheDocument();
    expect(send()).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it(`says '${messages.forgotPassword.emailRequired}' when sent empty`, async () => {
    const { user, onRequest } = renderForgot();

    await user.click(send());

    expect(await screen.findByText(messages.forgotPassword.emailRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(send()).toBeDisabled();
    expect(onRequest).not.toHaveBeenCalled();
  });

  it.each([
    ['a', messages.forgotPassword.emailTooShort],
    [`${'a'.repeat(40)}@example.com`, messages.forgotPassword.emailTooLong],
    ['dana.example.test', messages.forgotPassword.emailInvalid],
  ])('says what is wrong with %j once the field is left', async (typed, message) => {
    const { user } = renderForgot();
    const email = screen.getByLabelText('Email');

    await user.type(email, typed);
    await user.tab();

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription(message);
  });

  it('starts with the email from the link', async () => {
    const { user, onRequest } = renderForgot({ defaultEmail: 'dana@example.test' });
    expect(screen.getByLabelText('Email')).toHaveValue('dana@example.test');

    await user.click(send());

    expect(onRequest).toHaveBeenCalledWith({ email: 'dana@example.test' });
  });

  it('reads "Sending…" while the request is on its way', async () => {
    const { user, onRequest } = renderForgot({ defaultEmail: 'dana@example.test' });
    onRequest.mockReturnValue(new Promise(() => undefined));

    await user.click(send());

    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
  });

  it("shows the server's title as an alert and its field errors under the fields", async () => {
    renderForgot({ serverError: messages.throttled, fieldErrors: { email: 'Not an address we can send to', organisation_id: 'Unknown organisation' } });

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(messages.throttled);
    expect(alert).toHaveTextContent('Unknown organisation');
    expect(await screen.findByText('Not an address we can send to')).toBeInTheDocument();
  });
});

describe('ForgotPassword request by phone (spec §3, §5, §9)', () => {
  it('asks for the phone only, Australia (+61) first', () => {
    renderForgot({ passwordRecovery: 'phone' });

    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country calling code' })).toHaveDisplayValue('Australia (+61)');
  });

  it(`says '${messages.driverDetails.phoneRequired}' when sent without one`, async () => {
    const { user, onRequest } = renderForgot({ passwordRecovery: 'phone' });

    await user.click(send());

    expect(await screen.findByText(messages.driverDetails.phoneRequired)).toBeInTheDocument();
    expect(onRequest).not.toHaveBeenCalled();
  });

  it(`says '${messages.forgotPassword.phoneInvalid}' for a number that cannot be one`, async () => {
    const { user, onRequest } = renderForgot({ passwordRecovery: 'phone' });
    const phone = screen.getByLabelText('Phone number');

    await user.type(phone, '12345');
    await user.click(send());

    expect(await screen.findByText(messages.forgotPassword.phoneInvalid)).toBeInTheDocument();
    expect(phone).toHaveAccessibleDescription(messages.forgotPassword.phoneInvalid);
    expect(onRequest).not.toHaveBeenCalled();
  });

  it('sends the number in international form, without the trunk zero', async () => {
    const { user, onRequest } = renderForgot({ passwordRecovery: 'phone' });

    await user.type(screen.getByLabelText('Phone number'), '0412 345 678');
    await user.click(send());

    expect(onRequest).toHaveBeenCalledWith({ phone: '+61412345678' });
  });

  it('sends a New Zealand number with its own dial code', async () => {
    const { user, onRequest } = renderForgot({ passwordRecovery: 'phone' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Country calling code' }), 'New Zealand (+64)');
    await user.type(screen.getByLabelText('Phone number'), '021 234 5678');
    await user.click(send());

    expect(onRequest).toHaveBeenCalledWith({ phone: '+64212345678' });
  });
});

describe('ForgotPassword request by either (spec §5: at least one of email and phone)', () => {
  it(`says '${messages.forgotPassword.emailOrPhone}' when neither is given`, async () => {
    const { user, onRequest } = renderForgot({ passwordRecovery: 'either' });
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toBeInTheDocument();

    await user.click(send());

    expect(await screen.findByText(messages.forgotPassword.emailOrPhone)).toBeInTheDocument();
    expect(onRequest).not.toHaveBeenCalled();
  });

  it('takes a phone alone, and the email message goes as soon as one is typed', async () => {
    const { user, onRequest } = renderForgot({ passwordRecovery: 'either' });

    await user.click(send());
    expect(await screen.findByText(messages.forgotPassword.emailOrPhone)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone number'), '412345678');

    expect(screen.queryByText(messages.forgotPassword.emailOrPhone)).not.toBeInTheDocument();
    await user.click(send());
    expect(onRequest).toHaveBeenCalledWith({ phone: '+61412345678' });
  });

  it('takes an email alone, leaving out a phone of fewer than 3 digits', async () => {
    const { user, onRequest } = renderForgot({ passwordRecovery: 'either' });

    await user.type(screen.getByLabelText('Email'), 'dana@example.test');
    await user.type(screen.getByLabelText('Phone number'), '0');
    await user.click(send());

    expect(onRequest).toHaveBeenCalledWith({ email: 'dana@example.test' });
  });

  it('checks a phone given next to an email, and sends both when both are good', async () => {
    const { user, onRequest } = renderForgot({ passwordRecovery: 'either' });

    await user.type(screen.getByLabelText('Email'), 'dana@example.test');
    await user.type(screen.getByLabelText('Phone number'), '99');
    await user.click(send());
    expect(await screen.findByText(messages.forgotPassword.phoneInvalid)).toBeInTheDocument();
    expect(onRequest).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), '412345678');
    await user.click(send());
    expect(onRequest).toHaveBeenCalledWith({ email: 'dana@example.test', phone: '+61412345678' });
  });

  it('still checks a typed email when a phone is given', async () => {
    const { user } = renderForgot({ passwordRecovery: 'either' });

    await user.type(screen.getByLabelText('Phone number'), '412345678');
    await user.type(screen.getByLabelText('Email'), 'dana@');
    await user.click(send());

    expect(await screen.findByText(messages.forgotPassword.emailInvalid)).toBeInTheDocument();
  });
});

describe('ForgotPassword confirmation and link steps', () => {
  it('step 2 says to check the email, with the catalogue message and Back to Login', () => {
    renderForgot({ step: 'sent', loginHref: '/login' });

    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(messages.forgotPassword.sent);
    expect(screen.getByRole('link', { name: 'Back to Login' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says the link is being checked', () => {
    renderForgot({ step: 'verifying' });

    expect(screen.getByRole('status')).toHaveTextContent('Checking your reset link…');
  });

  it(`a link that is no good reads '${messages.resetPassword.failure}' and offers a new one`, async () => {
    const onRequestNewLink = vi.fn();
    const { user } = renderForgot({ step: 'invalid-link', onRequestNewLink, loginHref: '/login' });

    expect(screen.getByRole('heading', { name: messages.resetPassword.failure })).toBeInTheDocument();
    expect(screen.getByText('This reset link is not valid or has expired.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request a new link' }));

    expect(onRequestNewLink).toHaveBeenCalledTimes(1);
  });

  it('says the password is updated once it is', () => {
    renderForgot({ step: 'done', loginHref: '/login' });

    expect(screen.getByRole('status')).toHaveTextContent(messages.resetPassword.success);
    expect(screen.getByRole('link', { name: 'Back to Login' })).toBeInTheDocument();
  });
});

describe('ForgotPassword new password (spec §5 New password)', () => {
  const renderStep3 = (props: Partial<ForgotPasswordProps> = {}) => {
    const view = renderForgot({ step: 'new-password', email: 'dana@example.test', ...props });
    return {
      ...view,
      password: screen.getByLabelText('New Password'),
      confirm: screen.getByLabelText('Confirm Password'),
      submit: screen.getByRole('button', { name: 'Reset Password' }),
    };
  };

  it('names the account and keeps the button disabled until the form is valid and changed', async () => {
    const { user, password, confirm, submit, onSetPassword } = renderStep3();
    expect(screen.getByText('dana@example.test')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await user.type(password, STRONG_PASSWORD);
    expect(submit).toBeDisabled();
    await user.type(confirm, STRONG_PASSWORD);
    expect(submit).toBeEnabled();
    await user.click(submit);

    expect(onSetPassword).toHaveBeenCalledWith({ new_password: STRONG_PASSWORD, confirm_password: STRONG_PASSWORD });
  });

  it(`says '${newPasswordMessages.required}' when the new password is left empty`, async () => {
    const { user, password } = renderStep3();

    await user.click(password);
    await user.tab();

    expect(await screen.findByText(newPasswordMessages.required)).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(newPasswordMessages.required);
  });

  it(`says '${newPasswordMessages.tooLong}' past 50 characters`, async () => {
    const { user, password } = renderStep3();

    await user.type(password, `Aa1!${'x'.repeat(47)}`);
    await user.tab();

    expect(await screen.findByText(newPasswordMessages.tooLong)).toBeInTheDocument();
  });

  it.each(['Ab1!', 'abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdef12'])('calls %j too weak', async (typed) => {
    const { user, password, submit } = renderStep3();

    await user.type(password, typed);
    await user.tab();

    expect(await screen.findByText(newPasswordMessages.weak)).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it(`says '${newPasswordMessages.mismatch}' until the two agree, checking again when the new one changes`, async () => {
    const { user, password, confirm, submit } = renderStep3();

    await user.type(password, STRONG_PASSWORD);
    await user.type(confirm, 'Fleet@202');
    await user.tab();
    expect(await screen.findByText(newPasswordMessages.mismatch)).toBeInTheDocument();
    expect(confirm).toHaveAccessibleDescription(newPasswordMessages.mismatch);
    expect(submit).toBeDisabled();

    await user.clear(password);
    await user.type(password, 'Fleet@202');
    expect(screen.queryByText(newPasswordMessages.mismatch)).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
  });

  it('reads "Saving…" while the password is saved', async () => {
    const { user, password, confirm, submit, onSetPassword } = renderStep3();
    onSetPassword.mockReturnValue(new Promise(() => undefined));

    await user.type(password, STRONG_PASSWORD);
    await user.type(confirm, STRONG_PASSWORD);
    await user.click(submit);

    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
  });

  it(`shows '${messages.resetPassword.failure}' and the server's field errors`, async () => {
    renderStep3({
      serverError: messages.resetPassword.failure,
      fieldErrors: { new_password: 'This password is too common', jwt_token: messages.resetPassword.incomplete },
    });

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(messages.resetPassword.failure);
    expect(alert).toHaveTextContent(messages.resetPassword.incomplete);
    expect(await screen.findByText('This password is too common')).toBeInTheDocument();
  });
});
