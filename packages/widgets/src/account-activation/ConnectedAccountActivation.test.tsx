import { messages } from '@motorpool/api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activationLink, STRONG_PASSWORD } from '../test-support/account-fixtures';
import { fakeServer, failure, ok } from '../test-support/fake-server';
import { ConnectedAccountActivation, type ConnectedAccountActivationProps } from './ConnectedAccountActivation';

const API_BASE = 'https://api.motorpool.test';
const VERIFY = 'POST /api/v1/accounts/user/verify-token/';
const ACTIVATE = 'POST /api/v1/accounts/user/employee/activate/';
const TOKEN = 'welcome.token-1';

function renderConnected(props: Partial<ConnectedAccountActivationProps> = {}) {
  const onActivated = vi.fn<(message: string) => void>();
  const user = userEvent.setup();
  render(<ConnectedAccountActivation apiBase={API_BASE} token={TOKEN} onActivated={onActivated} {...props} />);
  const choose = async (password = STRONG_PASSWORD) => {
    await user.type(await screen.findByLabelText('New Password'), password);
    await user.type(screen.getByLabelText('Confirm Password'), password);
    await user.click(screen.getByRole('button', { name: 'Activate Account' }));
  };
  return { onActivated, choose };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ConnectedAccountActivation', () => {
  it('checks the welcome link, greets by name and activates with the new password', async () => {
    const { callsTo } = fakeServer({ [VERIFY]: [ok(activationLink)], [ACTIVATE]: [ok({ message: messages.activation.success })] });
    const { onActivated, choose } = renderConnected();

    expect(await screen.findByRole('heading', { name: 'Welcome, Riley' })).toBeInTheDocument();
    await choose();

    await waitFor(() => expect(onActivated).toHaveBeenCalledWith(messages.activation.success));
    expect(callsTo(VERIFY)[0]?.body).toEqual({ type: 'activation', token: TOKEN });
    expect(callsTo(ACTIVATE)[0]?.body).toEqual({ jwt_token: TOKEN, new_password: STRONG_PASSWORD, confirm_password: STRONG_PASSWORD });
    expect(screen.getByRole('status')).toHaveTextContent(messages.activation.success);
  });

  it('always asks for a password on a fleet-share host (spec §2)', async () => {
    fakeServer({ [VERIFY]: [ok({ ...activationLink, needs_password: false })] });
    renderConnected({ brand: 'fleet-share' });

    expect(await screen.findByLabelText('New Password')).toBeInTheDocument();
  });

  it('activates by the link alone on the default brand when the account already has a password', async () => {
    const onActivated = vi.fn();
    const { callsTo } = fakeServer({
      [VERIFY]: [ok({ ...activationLink, needs_password: false })],
      [ACTIVATE]: [ok({ message: messages.activation.success })],
    });
    renderConnected({ onActivated });

    await waitFor(() => expect(onActivated).toHaveBeenCalledWith(messages.activation.success));
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(callsTo(ACTIVATE)).toHaveLength(1);
    expect(callsTo(ACTIVATE)[0]?.body).toEqual({ jwt_token: TOKEN });
  });

  it(`reads '${messages.activation.invalid}' for a link that is no good`, async () => {
    fakeServer({ [VERIFY]: [failure(400, 'Token expired')] });
    renderConnected();

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.activation.invalid);
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it('reads the same without any token, asking nothing of the server', () => {
    const { calls } = fakeServer({});
    renderConnected({ token: null });

    expect(screen.getByRole('alert')).toHaveTextContent(messages.activation.invalid);
    expect(calls).toHaveLength(0);
  });

  it("shows the server's failure when activating fails", async () => {
    fakeServer({
      [VERIFY]: [ok(activationLink)],
      [ACTIVATE]: [failure(400, messages.activation.invalid, { fields: { new_password: 'This password is too common' } })],
    });
    const { onActivated, choose } = renderConnected();

    await choose();

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.activation.invalid);
    expect(screen.getByText('This password is too common')).toBeInTheDocument();
    expect(onActivated).not.toHaveBeenCalled();
  });
});
