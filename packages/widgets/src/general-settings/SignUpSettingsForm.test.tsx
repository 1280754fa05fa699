import { createRequester, messages, signUpSettingsMessages, type SignUpSettingsView } from '@motorpool/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../session/session-store';
import { fakeServer, failure, ok } from '../test-support/fake-server';
import { profile } from '../test-support/fixtures';
import { ConnectedSignUpSettings } from './ConnectedSignUpSettings';
import { SignUpSettingsForm } from './SignUpSettingsForm';

const API_BASE = 'https://api.motorpool.test';
const READ = 'GET /api/v1/organisations/sign-up-settings/';
const SAVE = 'PUT /api/v1/organisations/sign-up-settings/';
const MEMBERS = 'GET /api/v1/tfm/employees-extensions/';

const view: SignUpSettingsView = {
  settings: {
    self_sign_up: true,
    auto_accept: false,
    questions: [
      { alias: 'licenseNumber', required: true },
      { alias: 'phone', required: false },
    ],
    approvers: [3],
    password_recovery: 'either',
  },
  approvers: [{ pk: 3, name: 'Alex Admin', role: 'Admin' }],
  registration_enabled: true,
  server_password_recovery: 'either',
};
const members = ok({
  results: [
    { pk: 3, name: 'Alex Admin', role: 'Admin', email: 'admin@demo.fleet', employee_id: null },
    { pk: 7, name: 'Bo Branch', role: 'Branch Manager', email: 'b@demo.fleet', employee_id: null },
  ],
  count: 2,
  next_page: null,
});

beforeEach(() => {
  localStorage.clear();
  sessionStore.getState().signIn({ token: 'token-1', organisation: 11 });
  sessionStore.getState().setProfile(profile);
});
afterEach(() => vi.unstubAllGlobals());

const request = () => createRequester({ apiBase: API_BASE, getToken: () => 'token-1', getOrganisation: () => 11 });

describe('SignUpSettingsForm', () => {
  it('shows each detail as asked, required or optional, and what the server allows', () => {
    render(<SignUpSettingsForm view={view} onSave={() => true} approverSearch={{ results: [], onSearch: () => undefined }} />);
    expect(screen.getByLabelText('License Number')).toHaveValue('required');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('optional');
    expect(screen.getByLabelText('Employee ID')).toHaveValue('no');
    expect(screen.getByRole('checkbox', { name: 'Drivers may sign up to this organisation' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Alex Admin (Admin)' })).toBeChecked();
    const recovery = screen.getByRole('group', { name: /Members recover a forgotten password/ });
    expect(within(recovery).getAllByRole('radio')).toHaveLength(3);
  });

  it('cannot open sign-up on a server that turned it off, and names the one recovery channel allowed', () => {
    render(
      <SignUpSettingsForm
        view={{
          ...view,
          settings: { ...view.settings, self_sign_up: false, password_recovery: 'email' },
          registration_enabled: false,
          server_password_recovery: 'email',
        }}
        onSave={() => true}
        approverSearch={{ results: [], onSearch: () => undefined }}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Drivers may sign up to this organisation' })).toBeDisabled();
    expect(screen.getByText(/Self sign-up is turned off on this server/)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByText(/recover a forgotten password by email: the server/)).toBeInTheDocument();
  });
});

describe('ConnectedSignUpSettings', () => {
  it('saves the chosen details in the order the sign-up asks them, puts a refusal on its field, and keeps the choices', async () => {
    const { callsTo } = fakeServer({
      [READ]: [ok(view)],
      [MEMBERS]: [members],
      [SAVE]: [
        failure(400, messages.request.invalid, { fields: { approvers: signUpSettingsMessages.approverNeeded } }),
        ok({ ...view, settings: { ...view.settings, approvers: [7] }, approvers: [{ pk: 7, name: 'Bo Branch', role: 'Branch Manager' }] }),
      ],
    });
    const onSaved = vi.fn();
    const user = userEvent.setup();
    render(<ConnectedSignUpSettings request={request()} token="token-1" organisation={11} onSaved={onSaved} />);

    await user.selectOptions(await screen.findByLabelText('Employee ID'), 'required');
    await user.selectOptions(screen.getByLabelText('Phone Number'), 'no');
    await user.click(screen.getByRole('checkbox', { name: 'Alex Admin (Admin)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(signUpSettingsMessages.approverNeeded)).toBeInTheDocument();
    expect(screen.getByLabelText('Employee ID')).toHaveValue('required');
    expect(callsTo(SAVE)[0]?.body).toEqual({
      ...view.settings,
      questions: [
        { alias: 'licenseNumber', required: true },
        { alias: 'employeeId', required: true },
      ],
      approvers: [],
    });

    await user.click(await screen.findByRole('checkbox', { name: 'Bo Branch (Branch Manager)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(callsTo(SAVE)[1]?.body).toMatchObject({ approvers: [7] });
  });
});
