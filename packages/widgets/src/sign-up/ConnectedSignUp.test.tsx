import { messages } from '@motorpool/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeServer, heldReply, ok, type FakeReply } from '../test-support/fake-server';
import { branchField, signUpCheck, signUpDetails, termsAsLink, TODAY } from '../test-support/registration-fixtures';
import { ConnectedSignUp } from './ConnectedSignUp';

const API_BASE = 'https://api.motorpool.test';
const TFM = '/api/v1/tfm';
const route = {
  emailCheck: `GET ${TFM}/user-registration-setting/`,
  check: `POST ${TFM}/domains/validate/`,
  sendOtp: `POST ${TFM}/token/create/`,
  verify: `POST ${TFM}/token/verify/`,
  terms: `GET ${TFM}/terms-and-conditions/`,
  register: `POST ${TFM}/registration-request/`,
};

const available = ok({ email: signUpDetails.email, available: true });
const otpSent = ok({ message: messages.signUp.otpSent });
const verified = ok({ verification_token: 'verified.token-1' });

function renderConnected() {
  const onDone = vi.fn();
  const user = userEvent.setup();
  render(<ConnectedSignUp apiBase={API_BASE} onDone={onDone} today={TODAY} />);
  return { user, onDone };
}

type User = ReturnType<typeof userEvent.setup>;

async function fillDetails(user: User) {
  await user.type(screen.getByLabelText('First Name'), signUpDetails.first_name);
  await user.type(screen.getByLabelText('Last Name'), signUpDetails.last_name);
  await user.type(screen.getByLabelText('Email'), signUpDetails.email);
  await user.type(screen.getByLabelText('Organisation Code'), signUpDetails.org);
}

async function requestOtp(user: User) {
  await fillDetails(user);
  await user.click(screen.getByRole('button', { name: 'Request OTP' }));
}

async function enterOtp(user: User, code = '123456') {
  const otp = await screen.findByLabelText('OTP');
  await user.clear(otp);
  await user.type(otp, code);
  const terms = screen.getByRole('checkbox', { name: /Terms and Conditions/ });
  if (!(terms as HTMLInputElement).checked) await user.click(terms);
  await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
}

const withRoutes = (overrides: Partial<Record<keyof typeof route, FakeReply[]>>) =>
  fakeServer(
    Object.fromEntries(
      Object.entries({
        emailCheck: [available],
        check: [ok(signUpCheck)],
        sendOtp: [otpSent],
        terms: [ok(termsAsLink)],
        verify: [verified],
        register: [ok({ is_auto_accepted: false, message: 'Registration request submitted' }, 201)],
        ...overrides,
      }).map(([name, replies]) => [route[name as keyof typeof route], replies]),
    ),
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ConnectedSignUp', () => {
  it('goes from details through OTP and driver details to the thank-you dialog', async () => {
    const { calls, callsTo } = withRoutes({});
    const { user, onDone } = renderConnected();

    await requestOtp(user);

    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.getByText(messages.signUp.otpSent)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', termsAsLink.TermsAndConditionsUserRegistration.link);
    expect(callsTo(route.emailCheck)[0]?.query.get('email')).toBe(signUpDetails.email);
    expect(callsTo(route.check)[0]?.body).toEqual({ email: signUpDetails.email, organisation: '00042', self_sign_up: true });
    expect(callsTo(route.sendOtp)[0]?.body).toEqual({ email: signUpDetails.email, name: 'Riley Nguyen' });
    expect(callsTo(route.terms)[0]?.headers.get('organisation')).toBe('11');

    await enterOtp(user);

    expect(await screen.findByRole('heading', { name: 'Driver details' })).toBeInTheDocument();
    expect(callsTo(route.verify)[0]?.body).toEqual({ email: signUpDetails.email, token: '123456' });
    await user.selectOptions(screen.getByLabelText('Branch'), 'Docklands');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const dialog = await screen.findByRole('dialog', { name: messages.signUp.thankYou });
    expect(dialog).toHaveAccessibleDescription(messages.signUp.pendingApproval);
    const registration = callsTo(route.register)[0];
    expect(registration?.headers.get('organisation')).toBe('11');
    expect(registration?.body).toEqual({
      first_name: 'Riley',
      last_name: 'Nguyen',
      email: signUpDetails.email,
      verification_token: 'verified.token-1',
      terms_accepted: true,
      driver: { branch: { pk: 21 } },
    });
    expect(calls.every((call) => !call.headers.has('authorization'))).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(onDone).toHaveBeenCalledWith({ isAutoAccepted: false });
  });

  it('registers straight after the OTP when the organisation asks for nothing', async () => {
    const { callsTo } = withRoutes({
      check: [ok({ ...signUpCheck, askFields: [], is_auto_accepted: true })],
      register: [ok({ is_auto_accepted: true, message: 'Registered' }, 201)],
    });
    const { user, onDone } = renderConnected();

    await requestOtp(user);
    expect(await screen.findByRole('list', { name: 'Sign-up steps' })).not.toHaveTextContent('Driver details');
    await enterOtp(user);

    const dialog = await screen.findByRole('dialog', { name: messages.signUp.thankYou });
    expect(dialog).toHaveAccessibleDescription(messages.signUp.autoApproved);
    expect(callsTo(route.register)[0]?.body).not.toHaveProperty('driver');
    await user.keyboard('{Enter}');
    expect(onDone).toHaveBeenCalledWith({ isAutoAccepted: true });
  });

  it('says the email is taken when it is left, and asks nothing more of the server', async () => {
    const { callsTo } = withRoutes({ emailCheck: [ok({ email: signUpDetails.email, available: false })] });
    const { user } = renderConnected();

    await user.type(screen.getByLabelText('Email'), signUpDetails.email);
    await user.tab();

    expect(await screen.findByText(messages.signUp.emailTaken)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request OTP' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Request OTP' }));
    expect(callsTo(route.check)).toHaveLength(0);
  });

  it('holds the submit while the email is being checked (spec §5)', async () => {
    const held = heldReply({ status: 200, body: { email: signUpDetails.email, available: true } });
    const { callsTo } = withRoutes({ emailCheck: [held.answer] });
    const { user } = renderConnected();

    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Request OTP' }));

    expect(screen.getByRole('button', { name: 'Request OTP' })).toHaveAttribute('aria-disabled', 'true');
    expect(callsTo(route.check)).toHaveLength(0);
    held.release();

    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(callsTo(route.emailCheck)).toHaveLength(1);
  });

  it('lets the person on when the email check itself fails', async () => {
    withRoutes({ emailCheck: [failure(500, messages.request.unexpected)] });
    const { user } = renderConnected();

    await requestOtp(user);

    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
  });

  it("says 'Details entered are invalid' when the organisation check refuses, with field errors under their fields", async () => {
    withRoutes({
      check: [
        failure(400, messages.signUp.invalidDetails),
        failure(400, messages.signUp.emailTaken, { fields: { email: messages.signUp.emailTaken, organisation: 'Unknown code' } }),
      ],
    });
    const { user } = renderConnected();

    await requestOtp(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.signUp.invalidDetails);
    expect(screen.getByRole('heading', { name: 'Sign Up' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Request OTP' }));
    expect(await screen.findByText('Unknown code')).toBeInTheDocument();
    expect(screen.getByLabelText('Organisation Code')).toHaveAccessibleDescription('Unknown code');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(messages.signUp.emailTaken);
  });

  it("says 'Failed to send OTP' and stays on the details", async () => {
    withRoutes({ sendOtp: [failure(500, messages.request.unexpected)] });
    const { user } = renderConnected();

    await requestOtp(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.signUp.otpSendFailed);
    expect(screen.getByRole('heading', { name: 'Sign Up' })).toBeInTheDocument();
  });

  it('passes on the throttle title when OTPs are sent too often', async () => {
    withRoutes({ sendOtp: [failure(429, messages.throttled)] });
    const { user } = renderConnected();

    await requestOtp(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.throttled);
  });

  it("says 'OTP could not be submitted' when verification fails, with the server's word on the code", async () => {
    withRoutes({ verify: [failure(400, messages.otp.invalid, { fields: { token: messages.otp.invalid } })] });
    const { user } = renderConnected();

    await requestOtp(user);
    await enterOtp(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.signUp.otpNotSubmitted);
    expect(screen.getByLabelText('OTP')).toHaveAccessibleDescription(messages.otp.invalid);
  });

  it('resends the OTP, clearing the code', async () => {
    const { callsTo } = withRoutes({ sendOtp: [otpSent, otpSent] });
    const { user } = renderConnected();

    await requestOtp(user);
    await user.type(await screen.findByLabelText('OTP'), '123');
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));

    await waitFor(() => expect(callsTo(route.sendOtp)).toHaveLength(2));
    expect(screen.getByLabelText('OTP')).toHaveValue('');
    expect(await screen.findByText(messages.signUp.otpSent)).toBeInTheDocument();
  });

  it('says when a resend fails', async () => {
    withRoutes({ sendOtp: [otpSent, failure(500, messages.request.unexpected)] });
    const { user } = renderConnected();

    await requestOtp(user);
    await user.click(await screen.findByRole('button', { name: 'Resend OTP' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.signUp.otpSendFailed);
  });

  it('goes back to the details, as typed, with Back to Sign Up', async () => {
    withRoutes({});
    const { user } = renderConnected();

    await requestOtp(user);
    await user.click(await screen.findByRole('button', { name: 'Back to Sign Up' }));

    expect(screen.getByRole('heading', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue(signUpDetails.email);
    expect(screen.getByLabelText('Organisation Code')).toHaveValue('00042');
  });

  it('returns to the OTP step when registration answers 422, keeping the driver details', async () => {
    const { callsTo } = withRoutes({
      verify: [verified, ok({ verification_token: 'verified.token-2' })],
      register: [
        failure(422, 'Verification is no longer valid', { code: 'verification_invalid' }),
        ok({ is_auto_accepted: false, message: 'Registration request submitted' }, 201),
      ],
    });
    const { user } = renderConnected();

    await requestOtp(user);
    await enterOtp(user);
    await user.selectOptions(await screen.findByLabelText('Branch'), 'Parramatta');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(messages.otp.invalid);

    await enterOtp(user, '654321');
    expect(await screen.findByLabelText('Branch')).toHaveValue('22');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('dialog', { name: messages.signUp.thankYou })).toBeInTheDocument();
    expect(callsTo(route.register)[1]?.body).toMatchObject({ verification_token: 'verified.token-2' });
  });

  it("says 'Oops!!! Something went wrong...' for any other registration failure, placing field errors", async () => {
    withRoutes({
      check: [ok({ ...signUpCheck, askFields: [branchField] })],
      register: [failure(400, messages.request.invalid, { fields: { 'driver.branch': messages.driverDetails.branchRequired } })],
    });
    const { user } = renderConnected();

    await requestOtp(user);
    await enterOtp(user);
    await user.selectOptions(await screen.findByLabelText('Branch'), 'Docklands');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.signUp.failure);
    expect(screen.getByLabelText('Branch')).toHaveAccessibleDescription(messages.driverDetails.branchRequired);
  });
});
