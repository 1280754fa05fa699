import { messages } from '@motorpool/api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeServer, ok } from '../test-support/fake-server';
import { sessionStore } from '../session/session-store';
import { ConnectedInviteUser } from './ConnectedInviteUser';
import { InviteUser } from './InviteUser';

const options = { roles: [{ pk: 3, name: 'Driver' }], branches: [{ pk: 1, name: 'Sydney Central' }] };
const API_BASE = 'https://api.motorpool.test';

async function fillIn(user: ReturnType<typeof userEvent.setup>, email = 'ana@example.com') {
  await user.type(screen.getByLabelText('Name'), 'Ana Lima');
  await user.type(screen.getByLabelText('Email'), email);
  await user.selectOptions(screen.getByLabelText('Role'), 'Driver');
  await user.selectOptions(screen.getByLabelText('Branch'), 'Sydney Central');
}

describe('InviteUser', () => {
  it('sends name, email and the chosen pks, then clears for the next invitation', async () => {
    const onSubmit = vi.fn(async () => true);
    const user = userEvent.setup();
    render(<InviteUser options={options} onSubmit={onSubmit} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ana Lima', email: 'ana@example.com', role: 3, branch: 1 });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
  });

  it('says what is missing and sends nothing', async () => {
    const onSubmit = vi.fn(async () => true);
    const user = userEvent.setup();
    render(<InviteUser options={options} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText(messages.email.invalid)).toBeInTheDocument();
    expect(screen.getByText('Role is required')).toBeInTheDocument();
    expect(screen.getByText('Branch is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps what was typed when the server refuses', async () => {
    const user = userEvent.setup();
    render(<InviteUser options={options} onSubmit={async () => false} serverError={messages.invite.alreadyMember} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Ana Lima');
    expect(screen.getByRole('alert')).toHaveTextContent(messages.invite.alreadyMember);
  });
});

describe('ConnectedInviteUser', () => {
  beforeEach(() => sessionStore.getState().signIn({ token: 'token-1', organisation: 11 }));
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.getState().signOut();
  });

  it('loads the options, invites and reports the server’s field error on the field', async () => {
    const invite = {
      pk: 9,
      status: { name: 'Pending Approval' },
      role: options.roles[0],
      branch: options.branches[0],
      invited_by: { pk: 1 },
      email: 'ana@example.com',
      name: 'Ana Lima',
    };
    const { callsTo } = fakeServer({
      'GET /api/v1/tfm/invite/options/': [ok(options)],
      'POST /api/v1/tfm/invite-user/': [ok(invite, 201), failure(400, messages.invite.alreadyMember, { fields: { email: messages.invite.alreadyMember } })],
    });
    const onInvited = vi.fn();
    const user = userEvent.setup();
    render(<ConnectedInviteUser apiBase={API_BASE} onInvited={onInvited} />);
    await waitFor(() => expect(screen.getByLabelText('Role')).toBeEnabled());

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(onInvited).toHaveBeenCalledWith(invite));
    expect(callsTo('POST /api/v1/tfm/invite-user/')[0]?.body).toEqual({ name: 'Ana Lima', email: 'ana@example.com', role: 3, branch: 1 });

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.invite.alreadyMember);
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true'));
    expect(onInvited).toHaveBeenCalledTimes(1);
  });
});
