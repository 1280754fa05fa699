import { adminFlagMessages } from '@motorpool/api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../session/session-store';
import { fakeServer, failure, ok } from '../test-support/fake-server';
import { profile } from '../test-support/fixtures';
import { ConnectedMemberAdminFlag } from './ConnectedMemberAdminFlag';

const API_BASE = 'https://api.motorpool.test';
const READ = 'GET /api/v1/tfm/employees-extensions/5/admin-flag/';
const SAVE = 'PUT /api/v1/tfm/employees-extensions/5/admin-flag/';
const AUDITS = 'GET /api/v1/organisations/audits/';
const page = (results: unknown[] = []) => ok({ results, count: results.length, next_page: null });

beforeEach(() => {
  localStorage.clear();
  sessionStore.getState().signIn({ token: 'token-1', organisation: 11 });
  sessionStore.getState().setProfile(profile);
});
afterEach(() => vi.unstubAllGlobals());

describe('ConnectedMemberAdminFlag', () => {
  it('sets the flag at a click, reads the trail again, and says what the flag gives', async () => {
    const { callsTo } = fakeServer({
      [READ]: [ok({ is_business_admin: false })],
      [SAVE]: [ok({ is_business_admin: true })],
      [AUDITS]: [
        page(),
        page([
          { pk: 1, action: 'Updated', actor: { pk: 1, name: 'Alex Admin' }, changes: { is_business_admin: [false, true] }, created_at: '2026-11-29T00:00:00Z' },
        ]),
      ],
    });
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<ConnectedMemberAdminFlag pk={5} apiBase={API_BASE} onChange={onChange} />);

    const box = await screen.findByRole('checkbox', { name: 'Admin of this organisation' });
    expect(box).toHaveAccessibleDescription(/Manage the organisation, Super user/);
    await user.click(box);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(true));
    expect(callsTo(SAVE)[0]?.body).toEqual({ is_business_admin: true });
    expect(box).toBeChecked();
    expect(await screen.findByText('Alex Admin')).toBeInTheDocument();
    expect(callsTo(AUDITS)[0]?.query.get('record_type')).toBe('member');
    expect(callsTo(AUDITS)[0]?.query.get('record_key')).toBe('5');
  });

  it('puts the box back and says why when the server refuses', async () => {
    fakeServer({
      [READ]: [ok({ is_business_admin: true })],
      [SAVE]: [failure(409, adminFlagMessages.lastSuperUser)],
      [AUDITS]: [page()],
    });
    const user = userEvent.setup();
    render(<ConnectedMemberAdminFlag pk={5} apiBase={API_BASE} />);
    const box = await screen.findByRole('checkbox', { name: 'Admin of this organisation' });
    await user.click(box);
    expect(await screen.findByText(adminFlagMessages.lastSuperUser)).toBeInTheDocument();
    expect(box).toBeChecked();
  });
});
