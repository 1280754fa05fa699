import { generalSettingsMessages, messages } from '@motorpool/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../session/session-store';
import { fakeServer, failure, ok } from '../test-support/fake-server';
import { profile } from '../test-support/fixtures';
import { ConnectedGeneralSettings } from './ConnectedGeneralSettings';

const API_BASE = 'https://api.motorpool.test';
const SETTINGS = 'GET /api/v1/organisations/general-settings/';
const SAVE = 'PUT /api/v1/organisations/general-settings/';
const POLICY = 'GET /api/v1/organisations/two-factor-policy/';
const POLICY_SAVE = 'PUT /api/v1/organisations/two-factor-policy/';
const AUDITS = 'GET /api/v1/organisations/audits/';

const empty = { help_desk: { phone: null, email: null, message: null }, user_manual_url: null };
const page = (results: unknown[] = []) => ok({ results, count: results.length, next_page: null });

beforeEach(() => {
  localStorage.clear();
  sessionStore.getState().signIn({ token: 'token-1', organisation: 11 });
  sessionStore.getState().setProfile(profile);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ConnectedGeneralSettings', () => {
  it('saves the help desk as the server names it, blanks as none, and reads the trail again', async () => {
    const saved = { help_desk: { phone: null, email: 'help@demo.fleet', message: 'Weekdays 8–6' }, user_manual_url: null };
    const { callsTo } = fakeServer({
      [SETTINGS]: [ok(empty)],
      [POLICY]: [ok({ required: false })],
      [SAVE]: [failure(400, messages.request.invalid, { fields: { 'help_desk.email': messages.email.invalid } }), ok(saved)],
      [AUDITS]: [
        page(),
        page([
          { pk: 1, action: 'Updated', actor: { pk: 1, name: 'Alex Admin' }, changes: { email: [null, 'help@demo.fleet'] }, created_at: '2026-11-29T00:00:00Z' },
        ]),
      ],
    });
    const onSaved = vi.fn();
    const user = userEvent.setup();
    render(<ConnectedGeneralSettings apiBase={API_BASE} onSaved={onSaved} />);

    await user.type(await screen.findByLabelText(/Help Desk Email/), 'help@demo.fleet');
    await user.type(screen.getByLabelText(/Help Desk Message/), 'Weekdays 8–6');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The server's refusal lands on the field it names, and what was typed stays.
    await waitFor(() => expect(screen.getByLabelText(/Help Desk Email/)).toHaveAccessibleDescription(messages.email.invalid));
    expect(screen.getByLabelText(/Help Desk Message/)).toHaveValue('Weekdays 8–6');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(callsTo(SAVE)[1]?.body).toEqual(saved);
    expect(await screen.findByText('Alex Admin')).toBeInTheDocument();
  });

  it('requires two-step sign-in at a click, and puts the box back when the server refuses', async () => {
    const { callsTo } = fakeServer({
      [SETTINGS]: [ok(empty)],
      [POLICY]: [ok({ required: false })],
      [POLICY_SAVE]: [ok({ required: true }), failure(403, messages.request.forbidden)],
      [AUDITS]: [page(), page(), page()],
    });
    const user = userEvent.setup();
    render(<ConnectedGeneralSettings apiBase={API_BASE} />);
    const box = await screen.findByRole('checkbox', { name: 'Require two-step sign-in of every member' });
    await user.click(box);
    await waitFor(() => expect(box).toBeChecked());
    expect(callsTo(POLICY_SAVE)[0]?.body).toEqual({ required: true });
    await waitFor(() => expect(box).toBeEnabled());
    await user.click(box);
    await waitFor(() => expect(callsTo(POLICY_SAVE)).toHaveLength(2));
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).toBeChecked();
  });

  it('says why it could not load, and tries again', async () => {
    fakeServer({
      [SETTINGS]: [failure(503, messages.request.unreachable), ok(empty)],
      [POLICY]: [ok({ required: true }), ok({ required: true })],
      [AUDITS]: [page()],
    });
    const user = userEvent.setup();
    render(<ConnectedGeneralSettings apiBase={API_BASE} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.request.unreachable);
    await user.click(within(alert.parentElement ?? document.body).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: 'Require two-step sign-in of every member' })).toBeChecked();
    expect(generalSettingsMessages.saved).toBe('General settings saved.');
  });
});
