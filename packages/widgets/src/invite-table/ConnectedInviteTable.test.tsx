import { messages } from '@motorpool/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, fakeServer, ok } from '../test-support/fake-server';
import { signInForEachTest, toastMessages } from '../test-support/session-fixtures';
import { invites } from '../test-support/user-table-fixtures';
import { ConnectedInviteTable } from './ConnectedInviteTable';

const API_BASE = 'https://api.motorpool.test';
const LIST = 'GET /api/v1/tfm/invite-user/';
const RESEND = 'POST /api/v1/tfm/invite-user/resend-invite/';

const statusOf = (name: string) => within(screen.getByText(name).closest('tr') as HTMLElement).getByText(/Pending Approval|Resent|Accepted|Expired/);

signInForEachTest();

describe('ConnectedInviteTable', () => {
  it('loads a page of invitations and asks for the next one', async () => {
    const user = userEvent.setup();
    const { callsTo } = fakeServer({ [LIST]: [ok({ results: invites, count: 30, next_page: 2 }), ok({ results: invites, count: 30, next_page: null })] });
    render(<ConnectedInviteTable apiBase={API_BASE} pageSize={20} />);
    expect(await screen.findByText('Riley Nguyen')).toBeInTheDocument();
    expect(Object.fromEntries(callsTo(LIST)[0]?.query ?? [])).toEqual({ page: '1', page_size: '20' });
    expect(callsTo(LIST)[0]?.headers.get('organisation')).toBe('11');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(Object.fromEntries(callsTo(LIST)[1]?.query ?? [])).toEqual({ page: '2', page_size: '20' }));
  });

  it('resends an expired invitation, shows its new status and says so', async () => {
    const user = userEvent.setup();
    const { callsTo } = fakeServer({
      [LIST]: [ok({ results: invites, count: 4, next_page: null })],
      [RESEND]: [ok({ ...invites[3], status: { name: 'Resent' } })],
    });
    render(<ConnectedInviteTable apiBase={API_BASE} />);
    await user.click(await screen.findByRole('button', { name: 'Resend invitation Uma Shah' }));
    await waitFor(() => expect(statusOf('Uma Shah')).toHaveTextContent('Resent'));
    expect(callsTo(RESEND)[0]?.query.get('invite_pk')).toBe('604');
    expect(toastMessages()).toEqual([`success: ${messages.invite.resent}`]);
  });

  it('shows the server’s title when a resend is refused, and keeps the row as it was', async () => {
    const user = userEvent.setup();
    fakeServer({
      [LIST]: [ok({ results: invites, count: 4, next_page: null })],
      [RESEND]: [failure(409, messages.invite.accepted)],
    });
    render(<ConnectedInviteTable apiBase={API_BASE} />);
    await user.click(await screen.findByRole('button', { name: 'Resend invitation Riley Nguyen' }));
    await waitFor(() => expect(toastMessages()).toEqual([`error: ${messages.invite.accepted}`]));
    expect(statusOf('Riley Nguyen')).toHaveTextContent('Pending Approval');
    expect(screen.getByRole('button', { name: 'Resend invitation Riley Nguyen' })).not.toHaveAttribute('aria-disabled');
  });

  it('shows why the invitations cannot be listed', async () => {
    fakeServer({ [LIST]: [failure(403, messages.request.forbidden)] });
    render(<ConnectedInviteTable apiBase={API_BASE} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.request.forbidden);
  });
});
