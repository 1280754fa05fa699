import { messages } from '@motorpool/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signUpDetails, termsAsContent, termsAsLink } from '../test-support/registration-fixtures';
import { SignUp, type SignUpProps } from './SignUp';

function renderSignUp(props: Partial<SignUpProps> = {}) {
  const callbacks = {
    onRequestOtp: vi.fn<SignUpProps['onRequestOtp']>(),
    onEmailBlur: vi.fn<NonNullable<SignUpProps['onEmailBlur']>>(),
    onVerifyOtp: vi.fn<SignUpProps['onVerifyOtp']>(),
    onResendOtp: vi.fn<SignUpProps['onResendOtp']>(),
    onBackToSignUp: vi.fn<SignUpProps['onBackToSignUp']>(),
    onRegister: vi.fn<SignUpProps['onRegister']>(),
    onDone: vi.fn<NonNullable<SignUpProps['onDone']>>(),
  };
  const user = userEvent.setup();
  const all: SignUpProps = { step: 0, today: '2025-06-15', ...callbacks, ...props };
  const view = render(<SignUp {...all} />);
  const rerender = (next: Partial<SignUpProps>) => view.rerender(<SignUp {...all} {...next} />);
  return { user, rerender, ...callbacks };
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>, overrides: Partial<Record<string, string>> = {}) {
  const values = { 'First Name': 'Riley', 'Last Name': 'Nguyen', Email: 'riley@example.test', 'Organisation Code': '00042', ...overrides };
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

describe('SignUp step 0: details (spec §5 sign-up)', () => {
  it('names every required field when submitted empty', async () => {
    const { user, onRequestOtp } = renderSignUp();

    await user.click(screen.getByRole('button', { name: 'Request OTP' }));

    expect(await screen.findByText(messages.signUp.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription(messages.signUp.firstNameRequired);
    expect(screen.getByLabelText('Last Name')).toHaveAccessibleDescription(messages.signUp.lastNameRequired);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(messages.email.required);
    expect(screen.getByLabelText('Organisation Code')).toHaveAccessibleDescription(messages.signUp.organisationRequired);
    expect(screen.getByLabelText('First Name')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Request OTP' })).toBeDisabled();
    expect(onRequestOtp).not.toHaveBeenCalled();
  });

  it.each([
    ['a', messages.email.tooShort],
    [`${'a'.repeat(40)}@example.com`, messages.email.tooLong],
    ['riley.example.test', messages.signUp.emailInvalid],
    ['riley@', messages.signUp.emailInvalid],
  ])('says what is wrong with the email %j', async (typed, message) => {
    const { user, onEmailBlur } = renderSignUp();

    await user.type(screen.getByLabelText('Email'), typed);
    await user.tab();

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(onEmailBlur).not.toHaveBeenCalled();
  });

  it.each([['123456'], ['12a'], ['00000'], ['-1']])('refuses the organisation code %j', async (typed) => {
    const { user } = renderSignUp();

    await user.type(screen.getByLabelText('Organisation Code'), typed);
    await user.tab();

    expect(await screen.findByText(messages.signUp.organisationInvalid)).toBeInTheDocument();
  });

  it('checks a well-formed email with the server when it is left, trimmed', async () => {
    const { user, onEmailBlur } = renderSignUp();

    await user.type(screen.getByLabelText('Email'), '  riley@example.test ');
    await user.tab();

    expect(onEmailBlur).toHaveBeenCalledWith('riley@example.test');
  });

  it('submits trimmed details, keeping the leading zeros of the organisation code', async () => {
    const { user, onRequestOtp } = renderSignUp();

    await fillDetails(user, { 'First Name': ' Riley ' });
    await user.click(screen.getByRole('button', { name: 'Request OTP' }));

    expect(onRequestOtp).toHaveBeenCalledWith(signUpDetails);
  });

  it('shows that the email is taken and holds the submit, for that email only', async () => {
    const { user } = renderSignUp({ details: signUpDetails, emailCheck: { email: signUpDetails.email, status: 'taken' } });

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(messages.signUp.emailTaken);
    expect(screen.getByRole('button', { name: 'Request OTP' })).toBeDisabled();

    await user.type(screen.getByLabelText('Email'), 'x');
    expect(screen.queryByText(messages.signUp.emailTaken)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request OTP' })).toBeEnabled();
  });

  it('holds a submit made while the email is being checked, and sends it once the check ends', async () => {
    const checking = { email: signUpDetails.email, status: 'checking' } as const;
    const { user, rerender, onRequestOtp } = renderSignUp({ details: signUpDetails, emailCheck: checking });
    const submit = screen.getByRole('button', { name: 'Request OTP' });

    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Checking email…')).toBeInTheDocument();
    await user.click(submit);
    expect(onRequestOtp).not.toHaveBeenCalled();

    rerender({ details: signUpDetails, emailCheck: { email: signUpDetails.email, status: 'available' } });

    await waitFor(() => expect(onRequestOtp).toHaveBeenCalledWith(signUpDetails));
  });

  it('drops a held submit when the check finds the email taken', async () => {
    const { user, rerender, onRequestOtp } = renderSignUp({
      details: signUpDetails,
      emailCheck: { email: signUpDetails.email, status: 'checking' },
    });

    await user.click(screen.getByRole('button', { name: 'Request OTP' }));
    rerender({ details: signUpDetails, emailCheck: { email: signUpDetails.email, status: 'taken' } });

    expect(await screen.findByText(messages.signUp.emailTaken)).toBeInTheDocument();
    expect(onRequestOtp).not.toHaveBeenCalled();
  });

  it('shows server failures: the title as an alert, field errors under their fields', async () => {
    renderSignUp({
      details: signUpDetails,
      serverError: messages.signUp.invalidDetails,
      fieldErrors: { org: 'No organisation uses this code', detail: 'Try again later' },
    });

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(messages.signUp.invalidDetails);
    expect(alert).toHaveTextContent('Try again later');
    expect(await screen.findByText('No organisation uses this code')).toBeInTheDocument();
    expect(screen.getByLabelText('Organisation Code')).toHaveAccessibleDescription('No organisation uses this code');
  });
});

describe('SignUp step 1: OTP (spec §5 OTP)', () => {
  const otpStep = { step: 1, details: signUpDetails, email: signUpDetails.email } as const;

  it('asks for the OTP and the terms when submitted empty', async () => {
    const { user, onVerifyOtp } = renderSignUp(otpStep);

    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    expect(await screen.findByText(messages.otp.required)).toBeInTheDocument();
    expect(screen.getByLabelText('OTP')).toHaveAccessibleDescription(messages.otp.required);
    expect(screen.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ })).toHaveAccessibleDescription(messages.otp.termsRequired);
    expect(onVerifyOtp).not.toHaveBeenCalled();
  });

  it.each([['12345'], ['12345a']])('calls %j an invalid OTP', async (typed) => {
    const { user } = renderSignUp(otpStep);

    await user.type(screen.getByLabelText('OTP'), typed);
    await user.tab();

    expect(await screen.findByText(messages.otp.invalid)).toBeInTheDocument();
  });

  it('takes at most 6 characters and submits the code once the terms are ticked', async () => {
    const { user, onVerifyOtp } = renderSignUp(otpStep);

    await user.type(screen.getByLabelText('OTP'), '1234567');
    expect(screen.getByLabelText('OTP')).toHaveValue('123456');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    expect(onVerifyOtp).toHaveBeenCalledWith('123456');
  });

  it('clears the code when Resend OTP is pressed', async () => {
    const { user, onResendOtp } = renderSignUp(otpStep);

    await user.type(screen.getByLabelText('OTP'), '12');
    await user.tab();
    expect(await screen.findByText(messages.otp.invalid)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));

    expect(onResendOtp).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('OTP')).toHaveValue('');
    expect(screen.queryByText(messages.otp.invalid)).not.toBeInTheDocument();
    expect(screen.getByLabelText('OTP')).toHaveFocus();
  });

  it('goes back to step 0 with Back to Sign Up', async () => {
    const { user, onBackToSignUp } = renderSignUp(otpStep);

    await user.click(screen.getByRole('button', { name: 'Back to Sign Up' }));

    expect(onBackToSignUp).toHaveBeenCalledTimes(1);
  });

  it("links the organisation's terms, or shows them", () => {
    const { rerender } = renderSignUp({ ...otpStep, terms: termsAsLink.TermsAndConditionsUserRegistration });

    const link = screen.getByRole('link', { name: 'Terms and Conditions' });
    expect(link).toHaveAttribute('href', 'https://harbourcity.example.test/terms');
    expect(link).toHaveAttribute('target', '_blank');

    rerender({ terms: termsAsContent.TermsAndConditionsUserRegistration });
    expect(screen.getByRole('region', { name: 'Terms and Conditions' })).toHaveTextContent(/current licence/);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('announces the OTP was sent and shows verification failures', () => {
    const { rerender } = renderSignUp({ ...otpStep, notice: messages.signUp.otpSent });
    expect(screen.getByText(messages.signUp.otpSent).closest('[role="status"]')).not.toBeNull();
    expect(screen.getByText(`Enter the 6-digit OTP sent to ${signUpDetails.email}.`)).toBeInTheDocument();

    rerender({ notice: null, serverError: messages.signUp.otpNotSubmitted });
    expect(screen.getByRole('alert')).toHaveTextContent(messages.signUp.otpNotSubmitted);
  });

  it('moves focus to the new step heading when the step changes', async () => {
    const { rerender } = renderSignUp({ details: signUpDetails });

    rerender(otpStep);

    await waitFor(() => expect(screen.getByRole('heading', { name: 'Verify your email' })).toHaveFocus());
  });
});

describe('SignUp thank-you dialog (spec §2)', () => {
  it.each([
    [false, messages.signUp.pendingApproval],
    [true, messages.signUp.autoApproved],
  ])('with auto approval %s reads the matching text, and OK reports it', async (isAutoAccepted, text) => {
    const { user, onDone } = renderSignUp({ step: 2, askFields: [], registered: { isAutoAccepted } });

    const dialog = screen.getByRole('dialog', { name: messages.signUp.thankYou });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(text);
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    expect(ok).toHaveFocus();

    await user.tab();
    expect(ok).toHaveFocus();
    await user.click(ok);
    expect(onDone).toHaveBeenCalledWith(isAutoAccepted);
  });

  it('treats Escape as OK and leaves the form behind it inert', async () => {
    const { user, onDone } = renderSignUp({ step: 1, registered: { isAutoAccepted: false } });

    expect(screen.getByRole('button', { name: 'Verify OTP', hidden: true }).closest('[inert]')).not.toBeNull();
    await user.keyboard('{Escape}');

    expect(onDone).toHaveBeenCalledWith(false);
  });
});

describe('SignUp theme', () => {
  it('marks its root with the chosen theme', () => {
    renderSignUp({ theme: 'fleet-share' });

    expect(screen.getByRole('region', { name: 'Sign Up' })).toHaveAttribute('data-motorpool-theme', 'fleet-share');
  });
});

describe('SignUp checkboxes (spec §2: Enter toggles a checkbox)', () => {
  it('ticks the terms with Enter instead of submitting', async () => {
    const { user, onVerifyOtp } = renderSignUp({ step: 1, details: signUpDetails, email: signUpDetails.email });
    const terms = screen.getByRole('checkbox', { name: /Terms and Conditions/ });

    terms.focus();
    await user.keyboard('{Enter}');

    expect(terms).toBeChecked();
    expect(onVerifyOtp).not.toHaveBeenCalled();
  });
});
