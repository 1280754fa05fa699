import { messages, twoFactorMessages } from '@motorpool/api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../session/session-store';
import { fakeServer, failure, ok } from '../test-support/fake-server';
import { profile } from '../test-support/fixtures';
import { ConnectedTwoFactorSettings } from './ConnectedTwoFactorSettings';

const API_BASE = 'https://api.motorpool.test';
const STATUS = 'GET /api/v1/accounts/user/two-factor/';
const REQUEST = 'POST /api/v1/accounts/user/two-factor/';
const CONFIRM = 'POST /api/v1/accounts/user/two-factor/confirm/';
const DISABLE = 'POST /api/v1/accounts/user/two-factor/disable/';

beforeEach(() => {
  localStorage.clear();
  sessionStore.getState().signIn({ token: 'token-1', organisation: 11 });
  sessionStore.getState().setProfile(profile);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ConnectedTwoFactorSettings', () => {
  it('turns on: a code is emailed, a wrong one is refused on its field, the right one turns it on', async () => {
    const { callsTo } = fakeServer({
      [STATUS]: [ok({ enabled: false, required_by: null })],
      [REQUEST]: [ok({ message: twoFactorMessages.setupSent })],
      [CONFIRM]: [failure(400, twoFactorMessages.setupFailure, { fields: { otp: messages.otp.invalid } }), ok({ enabled: true, required_by: null })],
    });
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<ConnectedTwoFactorSettings apiBase={API_BASE} onChange={onChange} />);

    expect(await screen.findByText('Off')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`a code sent to ${profile.email}`))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await user.type(await screen.findByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(twoFactorMessages.setupFailure);
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription(messages.otp.invalid);

    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ enabled: true, required_by: null }));
    expect(screen.getByText('On')).toBeInTheDocument();
    expect(screen.queryByLabelText('Code')).not.toBeInTheDocument();
    expect(callsTo(CONFIRM).map((call) => call.body)).toEqual([{ otp: '123456' }, { otp: '654321' }]);
    expect(callsTo(REQUEST)[0]?.headers.get('authorization')).toBe('Bearer token-1');
  });

  it('turns off with the password, keeping the form after a wrong one', async () => {
    const { callsTo } = fakeServer({
      [STATUS]: [ok({ enabled: true, required_by: null })],
      [DISABLE]: [
        failure(400, messages.accountChange.wrongPassword, { fields: { password: messages.accountChange.wrongPassword } }),
        ok({ enabled: false, required_by: null }),
      ],
    });
    const user = userEvent.setup();
    render(<ConnectedTwoFactorSettings apiBase={API_BASE} />);

    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    await user.type(screen.getByLabelText('Current Password'), 'Wrong@123');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByLabelText('Current Password')).toHaveAccessibleDescription(messages.accountChange.wrongPassword);

    await user.clear(screen.getByLabelText('Current Password'));
    await user.type(screen.getByLabelText('Current Password'), 'Demo@12345');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Off')).toBeInTheDocument();
    expect(callsTo(DISABLE).at(-1)?.body).toEqual({ password: 'Demo@12345' });
  });

  it('offers no way off while an organisation requires it', async () => {
    fakeServer({ [STATUS]: [ok({ enabled: true, required_by: 'Demo Fleet' })] });
    render(<ConnectedTwoFactorSettings apiBase={API_BASE} />);
    expect(await screen.findByText(/Demo Fleet requires two-step sign-in/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off' })).not.toBeInTheDocument();
  });

  it('says why it could not load, and tries again', async () => {
    fakeServer({ [STATUS]: [failure(503, messages.request.unreachable), ok({ enabled: false, required_by: null })] });
    const user = userEvent.setup();
    render(<ConnectedTwoFactorSettings apiBase={API_BASE} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.request.unreachable);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Off')).toBeInTheDocument();
  });
});
