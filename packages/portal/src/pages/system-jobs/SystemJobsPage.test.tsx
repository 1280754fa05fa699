import { jobKindLabel, type JobRow } from '@motorpool/api';
import { sessionStore, toast } from '@motorpool/widgets';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PERMISSION_DENIED_TEXT } from '../../auth/PermissionDenied';
import { json, stubFetch } from '../../test-support/portal-fetch';
import { profileOf } from '../../test-support/profiles';
import { renderAt } from '../../test-support/render';

afterEach(() => {
  sessionStore.getState().signOut();
  toast.dismiss();
  vi.unstubAllGlobals();
});

const failed: JobRow = {
  id: '33333333-3333-4333-8333-333333333333',
  organisation_id: 2,
  organisation_name: 'Harbour City FleetShare',
  kind: 'member.licence-expiry-reminder',
  subject: 'member:7',
  due_at: '2026-06-02T09:00:00.000Z',
  state: 'failed',
  attempts: 6,
  error: 'connect ECONNREFUSED 127.0.0.1:587',
  outcome: null,
  finished_at: null,
};

const systemAdmin = profileOf({ is_system_admin: true, organisations: [], current_organisation: null, role: null, permissions: [] });

function stubServer() {
  return stubFetch((url, init) => {
    const path = new URL(url, 'http://portal.test').pathname;
    if (path === '/api/v1/jobs/') return json({ results: [failed], count: 1, next_page: null });
    if (path === `/api/v1/jobs/${failed.id}/retry/` && init?.method === 'POST') return json({ ...failed, state: 'queued' });
    if (path.endsWith('/user/profile/')) return json(systemAdmin);
    if (path.endsWith('/organisations/sidebar-items/')) {
      return json({ results: [], logo_url: '/dashboard', help_desk: null, user_manual_url: null, can_create_organisation: true });
    }
    if (path.endsWith('/organisations/options/')) return json({ results: [] });
    return json({ results: [], count: 0, next_page: null });
  });
}

describe('/system-jobs', () => {
  it('shows a system admin every organisation’s jobs from the state in the address, and retries a failed one', async () => {
    const fetch = stubServer();
    sessionStore.setState({ token: 'token-sys', organisation: null, profile: systemAdmin });
    renderAt('/system-jobs?state=failed');

    expect(await screen.findByText(failed.error ?? '')).toBeInTheDocument();
    const listed = fetch.mock.calls.map(([url]) => new URL(String(url), 'http://portal.test')).find((url) => url.pathname === '/api/v1/jobs/');
    expect(listed?.searchParams.get('state')).toBe('failed');
    fireEvent.click(screen.getByRole('button', { name: `Retry ${jobKindLabel(failed.kind)} ${failed.subject}` }));
    expect(await screen.findByText(`${jobKindLabel(failed.kind)} for ${failed.subject} will run again.`)).toBeInTheDocument();
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
  });

  it('is no page for an organisation admin', async () => {
    stubServer();
    sessionStore.setState({ token: 'token-admin', organisation: 1, profile: profileOf({ permissions: ['organisation_write', 'super_users'] }) });
    renderAt('/system-jobs');

    expect(await screen.findByText(PERMISSION_DENIED_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Jobs' })).not.toBeInTheDocument();
  });
});
