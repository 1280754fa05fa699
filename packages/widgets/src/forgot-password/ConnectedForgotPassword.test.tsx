import { messages } from '@motorpool/api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLink, STRONG_PASSWORD } from '../test-support/account-fixtures';
import { fakeServer, failure, heldReply, ok } from '../test-support/fake-server';
import { organisations } from '../test-support/fixtures';
import { sessionStore } from '../session/session-store';
import { ConnectedForgotPassword, type ConnectedForgotPasswordProps } from './ConnectedForgotPassword';

const API_BASE = 'https://api.motorpool.test';
const RECOVER = 'POST /api/v1/accounts/user/recover-password/';
const VERIFY = 'POST /api/v1/accounts/user/verify-token/';
const NEW_PASSWORD = 'POST /api/v1/accounts/user/new-password/';
const TOKEN = 'reset.token-1';
const sent = ok({ message: messages.forgotPassword.sent });

function renderConnected(props: Partial<ConnectedForgotPasswordProps> = {}) {
  const onPasswordReset = vi.fn<(message: string) => void>();
  const user = userEvent.setup();
  const view = render(<ConnectedForgotPassword apiBase={API_BASE} onPasswordReset={onPasswordReset} {...props} />);
  const requestFor = async (email: string) => {
    await user.type(screen.getByLabelText('Email'), email);
    await user.click(screen.getByRole('button', { name: 'Send' }));
  };
  const choose = async (password: string, confirmation = password) => {
    await user.type(await screen.findByLabelText('New Password'), password);
    await user.type(screen.getByLabelText('Confirm Password'), confirmation);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  };
  return { onPasswordReset, user, requestFor, choose, ...view };
}

const expectStep2 = async () => {
  expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(messages.forgotPassword.sent);
};

beforeEach(() => {
  localStorage.clear();
  sessionStore.getState().signOut();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ConnectedForgotPassword request (spec §4)', () => {
  it('sends the email and shows the confirmation step', async () => {
    const { callsTo } = fakeServer({ [RECOVER]: [sent] });
    const { requestFor } = renderConnected();

    await requestFor('dana@example.test');

    await expectStep2();
    expect(callsTo(RECOVER)[0]?.body).toEqual({ email: 'dana@example.test' });
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it('pre-fills the email from the link', () => {
    renderConnected({ email: 'dana@example.test' });

    expect(screen.getByLabelText('Email')).toHaveValue('dana@example.test');
  });

  it('sends the phone in international form when recovery is by phone', async () => {
    const { callsTo } = fakeServer({ [RECOVER]: [sent] });
    const { user } = renderConnected({ passwordRecovery: 'phone' });

    await user.type(screen.getByLabelText('Phone number'), '0412 345 678');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await expectStep2();
    expect(callsTo(RECOVER)[0]?.body).toEqual({ phone: '+61412345678' });
  });

  it(`retries once with the first listed organisation on '${messages.forgotPassword.multipleOrganisations}'`, async () => {
    const { callsTo } = fakeServer({
      [RECOVER]: [failure(400, messages.forgotPassword.multipleOrganisations, { organisations: [...organisations].reverse() }), sent],
    });
    const { requestFor } = renderConnected();

    await requestFor('dana@example.test');

    await expectStep2();
    expect(callsTo(RECOVER).map((call) => call.body)).toEqual([{ email: 'dana@example.test' }, { email: 'dana@example.test', organisation_id: 12 }]);
  });

  it('goes to step 2 after the one retry whatever it answers', async () => {
    const multiple = failure(400, messages.forgotPassword.multipleOrganisations, { organisations });
    const { callsTo } = fakeServer({ [RECOVER]: [multiple, multiple] });
    const { requestFor } = renderConnected();

    await requestFor('dana@example.test');

    await expectStep2();
    expect(callsTo(RECOVER)).toHaveLength(2);
  });

  it.each([
    [404, messages.request.notFound],
    [500, messages.request.unexpected],
    [400, 'User not found'],
  ])('shows the same confirmation for a %i failure, so nobody learns whether the account exists', async (status, title) => {
    fakeServer({ [RECOVER]: [failure(status, title)] });
    const { requestFor } = renderConnected();

    await requestFor('nobody@example.test');

    await expectStep2();
    expect(screen.queryByText(title)).not.toBeInTheDocument();
  });

  it('stays on the form with the throttle title when requests come too often', async () => {
    fakeServer({ [RECOVER]: [failure(429, messages.throttled)] });
    const { requestFor } = renderConnected();

    await requestFor('dana@example.test');

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.throttled);
    expect(screen.getByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('stays on the form when the server cannot be reached', async () => {
    fakeServer({});
    const { requestFor } = renderConnected();

    await requestFor('dana@example.test');

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.request.unreachable);
  });

  it('puts the server’s word on malformed input under the field', async () => {
    fakeServer({
      [RECOVER]: [failure(400, messages.request.invalid, { fields: { phone: messages.forgotPassword.phoneInvalid } })],
    });
    const { user } = renderConnected({ passwordRecovery: 'phone' });

    await user.type(screen.getByLabelText('Phone number'), '412345678');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(messages.forgotPassword.phoneInvalid)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(messages.request.invalid);
  });
});

describe('ConnectedForgotPassword reset link (spec §2 step 3)', () => {
  it('checks the link first, then saves the new password and reports the message', async () => {
    const check = heldReply({ status: 200, body: resetLink });
    const { callsTo } = fakeServer({
      [VERIFY]: [check.answer],
      [NEW_PASSWORD]: [ok({ message: messages.resetPassword.success })],
    });
    const { onPasswordReset, choose } = renderConnected({ token: TOKEN });

    expect(screen.getByRole('status')).toHaveTextContent('Checking your reset link…');
    check.release();
    expect(await screen.findByText(resetLink.email)).toBeInTheDocument();
    await choose(STRONG_PASSWORD);

    await waitFor(() => expect(onPasswordReset).toHaveBeenCalledWith(messages.resetPassword.success));
    expect(callsTo(VERIFY)[0]?.body).toEqual({ type: 'password_reset', token: TOKEN });
    expect(callsTo(NEW_PASSWORD)[0]?.body).toEqual({
      jwt_token: TOKEN,
      new_password: STRONG_PASSWORD,
      confirm_password: STRONG_PASSWORD,
    });
    expect(screen.getByRole('status')).toHaveTextContent(messages.resetPassword.success);
  });

  it(`reads '${messages.resetPassword.failure}' for a link that is no good, and can start over`, async () => {
    const { callsTo } = fakeServer({ [VERIFY]: [failure(400, 'Token expired')], [RECOVER]: [sent] });
    const { user, requestFor } = renderConnected({ token: TOKEN });

    expect(await screen.findByRole('heading', { name: messages.resetPassword.failure })).toBeInTheDocument();
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request a new link' }));
    await requestFor('dana@example.test');

    await expectStep2();
    expect(callsTo(RECOVER)).toHaveLength(1);
  });

  it(`shows '${messages.resetPassword.failure}' with the server's field errors when saving fails`, async () => {
    fakeServer({
      [VERIFY]: [ok(resetLink)],
      [NEW_PASSWORD]: [failure(400, messages.request.invalid, { fields: { new_password: 'This password is too common' } })],
    });
    const { onPasswordReset, choose } = renderConnected({ token: TOKEN });

    await choose(STRONG_PASSWORD);

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.resetPassword.failure);
    expect(screen.getByText('This password is too common')).toBeInTheDocument();
    expect(onPasswordReset).not.toHaveBeenCalled();
  });

  it('passes on the throttle title when saving is refused for too many tries', async () => {
    fakeServer({ [VERIFY]: [ok(resetLink)], [NEW_PASSWORD]: [failure(429, messages.throttled)] });
    const { choose } = renderConnected({ token: TOKEN });

    await choose(STRONG_PASSWORD);

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.throttled);
  });

  it('starts again for a new token', async () => {
    fakeServer({ [VERIFY]: [failure(400, 'Token expired'), ok(resetLink)] });
    const { rerender } = renderConnected({ token: TOKEN });
    expect(await screen.findByRole('heading', { name: messages.resetPassword.failure })).toBeInTheDocument();

    rerender(<ConnectedForgotPassword apiBase={API_BASE} token="reset.token-2" />);

    expect(await screen.findByLabelText('New Password')).toBeInTheDocument();
  });
});
