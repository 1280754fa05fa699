import { messages } from '@motorpool/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeServer, heldReply, ok } from '../test-support/fake-server';
import { registrationRequests } from '../test-support/registration-fixtures';
import { sessionStore } from '../session/session-store';
import { ConnectedRegistrationRequests } from './ConnectedRegistrationRequests';

const API_BASE = 'https://api.motorpool.test';
const LIST = 'GET /api/v1/tfm/registration-request/';
const accept = (pk: number) => `POST /api/v1/tfm/registration-request/${pk}/accept/`;

beforeEach(() => {
  sessionStore.getState().signIn({ token: 'token-1', organisation: 11 });
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.getState().signOut();
});

describe('ConnectedRegistrationRequests', () => {
  it('lists the pending requests with the session, then accepts one and removes its row', async () => {
    const held = heldReply({ status: 200, body: { message: 'Registration request accepted.' } });
    const { callsTo } = fakeServer({
      [LIST]: [ok({ results: registrationRequests, count: 3, next_page: null })],
      [accept(501)]: [held.answer],
    });
    const onAccepted = vi.fn();
    const user = userEvent.setup();
    render(<ConnectedRegistrationRequests apiBase={API_BASE} onAccepted={onAccepted} />);

    expect(screen.getByText('Loading registration requests…')).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'Accept Riley Nguyen' });
    expect(callsTo(LIST)[0]?.headers.get('authorization')).toBe('Bearer token-1');
    expect(callsTo(LIST)[0]?.headers.get('organisation')).toBe('11');

    await user.click(button);
    expect(screen.getByRole('button', { name: 'Accepting Riley Nguyen' })).toBeDisabled();
    held.release();

    await waitFor(() => expect(screen.queryByRole('row', { name: /Riley Nguyen/ })).not.toBeInTheDocument());
    expect(screen.getByText('Registration request accepted.').closest('[role="status"]')).not.toBeNull();
    expect(screen.getByText('2 requests waiting for approval')).toBeInTheDocument();
    expect(onAccepted).toHaveBeenCalledWith(registrationRequests[0], 'Registration request accepted.');
  });

  it('shows the server title to someone who may not approve (403)', async () => {
    fakeServer({ [LIST]: [failure(403, messages.request.forbidden)] });
    render(<ConnectedRegistrationRequests apiBase={API_BASE} />);

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.request.forbidden);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('tries again after a failure', async () => {
    fakeServer({ [LIST]: [failure(500, messages.request.unexpected), ok({ results: [], count: 0, next_page: null })] });
    const user = userEvent.setup();
    render(<ConnectedRegistrationRequests apiBase={API_BASE} />);

    await user.click(await screen.findByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('No pending registration requests')).toBeInTheDocument();
  });

  it('keeps the row and says why when an accept fails', async () => {
    fakeServer({
      [LIST]: [ok({ results: registrationRequests, count: 3, next_page: null })],
      [accept(502)]: [failure(403, messages.request.forbidden)],
    });
    const user = userEvent.setup();
    render(<ConnectedRegistrationRequests apiBase={API_BASE} />);

    await user.click(await screen.findByRole('button', { name: 'Accept Sam Okafor' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.request.forbidden);
    expect(screen.getByRole('button', { name: 'Accept Sam Okafor' })).toBeEnabled();
  });

  it('loads further pages on request', async () => {
    const { callsTo } = fakeServer({
      [LIST]: [
        ok({ results: registrationRequests.slice(0, 2), count: 3, next_page: 2 }),
        ok({ results: registrationRequests.slice(2), count: 3, next_page: null }),
      ],
    });
    const user = userEvent.setup();
    render(<ConnectedRegistrationRequests apiBase={API_BASE} pageSize={2} />);

    await user.click(await screen.findByRole('button', { name: 'Load more' }));

    const table = screen.getByRole('table');
    expect(await within(table).findByRole('row', { name: /Jordan Lee/ })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(callsTo(LIST).map((call) => [call.query.get('page'), call.query.get('page_size')])).toEqual([
      ['1', '2'],
      ['2', '2'],
    ]);
  });
});
