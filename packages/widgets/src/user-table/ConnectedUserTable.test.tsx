import { HIDDEN_USER_COLUMNS_PREFERENCE, messages, type Profile, type UserPreference } from '@motorpool/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeServer, ok, type FakeReply } from '../test-support/fake-server';
import { adminProfile } from '../test-support/navigation-fixtures';
import { adminPermissions, employees, lookups } from '../test-support/user-table-fixtures';
import { sessionStore } from '../session/session-store';
import { toastStore } from '../state/toast-store';
import { COLUMNS_NOT_SAVED, ConnectedUserTable } from './ConnectedUserTable';

const API_BASE = 'https://api.motorpool.test';
const LIST = 'GET /api/v1/tfm/employees-extensions/';
const PREFERENCES = 'GET /api/v1/accounts/preference/user-preference/';
const HIDDEN_PK = 55;
const SAVE_HIDDEN = `PUT /api/v1/accounts/preference/user-preference/${HIDDEN_PK}/`;

const viewer: Profile = { ...adminProfile, permissions: adminPermissions };

const preferences = (hidden = '[]'): UserPreference[] => [
  { pk: 54, preference_key: 'date_format', preference_id: null, value: 'dd/MM/yyyy' },
  { pk: HIDDEN_PK, preference_key: HIDDEN_USER_COLUMNS_PREFERENCE, preference_id: null, value: hidden },
];

const page = (results = employees, count = 42) => ok({ results, count, next_page: null });
const list = <T,>(results: T[]) => ok({ results, count: results.length, next_page: null });

function serve(routes: Record<string, FakeReply[]> = {}) {
  return fakeServer({
    [LIST]: [page(), page(), page(), page(), page()],
    'GET /api/v1/tfm/branches/': [list(lookups.branches.map((branch) => ({ ...branch, branch_type: 'branch', is_active: true })))],
    'GET /api/v1/tfm/departments/': [list(lookups.departments)],
    'GET /api/v1/tfm/cost-centres/': [list(lookups.costCentres)],
    'GET /api/v1/tfm/roles/': [list(lookups.roles)],
    'GET /api/v1/tfm/statuses/': [list(lookups.statuses)],
    [PREFERENCES]: [list(preferences())],
    ...routes,
  });
}

const toastMessages = () => toastStore.getState().toasts.map((toast) => `${toast.kind}: ${toast.message}`);

beforeEach(() => {
  sessionStore.getState().signIn({ token: 'token-1', organisation: 11 });
  sessionStore.getState().setProfile(viewer);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStore.getState().signOut();
  toastStore.getState().dismiss();
});

describe('ConnectedUserTable', () => {
  it('loads the first page in the session’s organisation and fills the filter choices', async () => {
    const { callsTo } = serve();
    const onQueryChange = vi.fn();
    render(<ConnectedUserTable apiBase={API_BASE} onQueryChange={onQueryChange} />);

    expect(await screen.findByText('Dana Driver')).toBeInTheDocument();
    const [first] = callsTo(LIST);
    expect(Object.fromEntries(first?.query ?? [])).toEqual({ page: '1', page_size: '15' });
    expect(first?.headers.get('organisation')).toBe('11');
    expect(first?.headers.get('authorization')).toBe('Bearer token-1');
    expect(onQueryChange).toHaveBeenLastCalledWith({ page: 1, page_size: 15 });
    const branch = screen.getByRole('combobox', { name: 'Filter Branch' });
    await waitFor(() =>
      expect(
        within(branch)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All', 'Docklands', 'Parramatta']),
    );
    expect(within(screen.getByRole('combobox', { name: 'Filter Status' })).getByRole('option', { name: 'Deleted' })).toBeInTheDocument();
  });

  it('sends the sort, filters, search, page size and page the person chooses', async () => {
    const user = userEvent.setup();
    const { callsTo } = serve({ [LIST]: Array.from({ length: 8 }, () => page()) });
    render(<ConnectedUserTable apiBase={API_BASE} pageSize={10} />);
    await screen.findByText('Dana Driver');
    const lastQuery = () => Object.fromEntries(callsTo(LIST).at(-1)?.query ?? []);
    expect(lastQuery()).toEqual({ page: '1', page_size: '10' });

    await user.click(screen.getByRole('button', { name: 'Email' }));
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', page_size: '10', ordering: 'email' }));
    await user.click(screen.getByRole('button', { name: 'Email' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ ordering: '-email' }));

    await waitFor(() => expect(within(screen.getByRole('combobox', { name: 'Filter Role' })).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter Role' }), 'Driver');
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', page_size: '10', ordering: '-email', role: '3' }));

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), ' okafor ');
    await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'okafor', role: '3' }));

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: '2' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '45');
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: '1', page_size: '45' }));
  });

  it('asks for deleted users only when they are included or filtered for', async () => {
    const user = userEvent.setup();
    const { callsTo } = serve();
    render(<ConnectedUserTable apiBase={API_BASE} />);
    await screen.findByText('Dana Driver');
    expect(callsTo(LIST)[0]?.query.has('is_deleted')).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'Include deleted users' }));
    await waitFor(() => expect(callsTo(LIST).at(-1)?.query.get('is_deleted')).toBe('true'));
  });

  it('keeps a page’s base query on every request, under the person’s own filters', async () => {
    const user = userEvent.setup();
    const { callsTo } = serve({ [LIST]: [page(), page()] });
    const onQueryChange = vi.fn();
    render(<ConnectedUserTable apiBase={API_BASE} baseQuery={{ registered: false }} onQueryChange={onQueryChange} />);
    await screen.findByText('Dana Driver');
    expect(callsTo(LIST)[0]?.query.get('registered')).toBe('false');
    await user.click(screen.getByRole('checkbox', { name: 'Include deleted users' }));
    await waitFor(() => expect(callsTo(LIST)).toHaveLength(2));
    expect(callsTo(LIST)[1]?.query.get('registered')).toBe('false');
    expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ registered: false, is_deleted: true }));
  });

  it('deletes after confirmation, says so and reloads the page', async () => {
    const user = userEvent.setup();
    const { callsTo } = serve({
      'DELETE /api/v1/tfm/employees-extensions/101/': [ok({ message: 'Deleted' })],
      [LIST]: [page(), page(employees.slice(1), 41)],
    });
    render(<ConnectedUserTable apiBase={API_BASE} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Dana Driver' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('DELETE /api/v1/tfm/employees-extensions/101/')).toHaveLength(1);
    expect(toastMessages()).toContain(`success: ${messages.userForm.deleted}`);
    await waitFor(() => expect(screen.queryByText('Dana Driver')).not.toBeInTheDocument());
    expect(callsTo(LIST)).toHaveLength(2);
  });

  it('shows the server’s title when a delete is refused, and keeps the page', async () => {
    const user = userEvent.setup();
    const { callsTo } = serve({
      'DELETE /api/v1/tfm/employees-extensions/101/': [failure(409, messages.userForm.bookedCannotDelete)],
    });
    render(<ConnectedUserTable apiBase={API_BASE} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Dana Driver' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastMessages()).toContain(`error: ${messages.userForm.bookedCannotDelete}`));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(LIST)).toHaveLength(1);
    expect(screen.getByText('Dana Driver')).toBeInTheDocument();
  });

  it('sends a password reset link and reactivates a deleted user', async () => {
    const user = userEvent.setup();
    const { callsTo } = serve({
      'POST /api/v1/tfm/employees-extensions/101/reset-password/': [ok({ message: messages.userForm.resetSent })],
      'POST /api/v1/tfm/employees-extensions/103/reactivate/': [ok(employees[0])],
    });
    render(<ConnectedUserTable apiBase={API_BASE} />);
    await user.click(await screen.findByRole('button', { name: 'Reset password Dana Driver' }));
    await waitFor(() => expect(toastMessages()).toContain(`success: ${messages.userForm.resetSent}`));

    await user.click(screen.getByRole('button', { name: 'Reactivate Lee Tran' }));
    await waitFor(() => expect(toastMessages()).toContain(`success: ${messages.userForm.reactivated}`));
    expect(callsTo('POST /api/v1/tfm/employees-extensions/103/reactivate/')).toHaveLength(1);
    await waitFor(() => expect(callsTo(LIST)).toHaveLength(2));
  });

  it('unlocks a user’s sign-in from the More menu', async () => {
    const user = userEvent.setup();
    const { callsTo } = serve({ 'POST /api/v1/tfm/employees-extensions/101/unlock/': [ok({ message: messages.userForm.signInUnlocked })] });
    // As /users shows it: with the host's Notes and Raise incident, Unlock sign-in waits in 'more'.
    render(<ConnectedUserTable apiBase={API_BASE} onNotes={vi.fn()} onRaiseIncident={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'More actions for Dana Driver' }));
    await user.click(within(screen.getByRole('menu', { name: 'More actions for Dana Driver' })).getByRole('menuitem', { name: /Unlock sign-in/ }));
    await waitFor(() => expect(toastMessages()).toContain(`success: ${messages.userForm.signInUnlocked}`));
    expect(callsTo('POST /api/v1/tfm/employees-extensions/101/unlock/')).toHaveLength(1);
    expect(callsTo(LIST)).toHaveLength(1);
  });

  it('offers Notes and Raise incident only when the host opens them', async () => {
    serve({});
    const onRaiseIncident = vi.fn();
    const { unmount } = render(<ConnectedUserTable apiBase={API_BASE} />);
    await screen.findByText('Dana Driver');
    expect(screen.queryByRole('button', { name: /^(Notes|Raise incident) Dana Driver$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Raise incident/ })).not.toBeInTheDocument();
    unmount();
    const user = userEvent.setup();
    render(<ConnectedUserTable apiBase={API_BASE} onRaiseIncident={onRaiseIncident} />);
    await screen.findByText('Dana Driver');
    await user.click(screen.getByRole('button', { name: 'Raise incident Dana Driver' }));
    expect(onRaiseIncident).toHaveBeenCalledWith(101);
  });

  it('hides the columns saved in the preference and saves a new choice', async () => {
    const user = userEvent.setup();
    const { callsTo } = serve({
      [PREFERENCES]: [list(preferences('["email"]'))],
      [SAVE_HIDDEN]: [ok(preferences('["email","keaz_user_pk"]')[1])],
    });
    render(<ConnectedUserTable apiBase={API_BASE} />);
    await screen.findByText('Dana Driver');
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Email' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: /Columns/ }));
    await user.click(within(screen.getByRole('group', { name: 'Columns shown' })).getByRole('checkbox', { name: 'Keaz User ID' }));
    expect(screen.queryByRole('columnheader', { name: 'Keaz User ID' })).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo(SAVE_HIDDEN)).toHaveLength(1));
    expect(callsTo(SAVE_HIDDEN)[0]?.body).toEqual({ value: '["email","keaz_user_pk"]' });
    expect(toastMessages()).toEqual([]);
  });

  it('keeps the column choice on screen and says so when it cannot be saved', async () => {
    const user = userEvent.setup();
    serve({ [SAVE_HIDDEN]: [failure(400, messages.request.invalid)] });
    render(<ConnectedUserTable apiBase={API_BASE} />);
    await screen.findByText('Dana Driver');
    await user.click(screen.getByRole('button', { name: /Columns/ }));
    await user.click(within(screen.getByRole('group', { name: 'Columns shown' })).getByRole('checkbox', { name: 'Address' }));
    await waitFor(() => expect(toastMessages()).toEqual([`error: ${COLUMNS_NOT_SAVED} ${messages.request.invalid}`]));
    expect(screen.queryByRole('columnheader', { name: 'Address' })).not.toBeInTheDocument();
  });

  it('shows the server’s title and loads again on Retry', async () => {
    const user = userEvent.setup();
    serve({ [LIST]: [failure(403, messages.request.forbidden), page()] });
    render(<ConnectedUserTable apiBase={API_BASE} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.request.forbidden);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Dana Driver')).toBeInTheDocument();
  });

  it('shows another organisation with the viewer’s permissions there', async () => {
    const { callsTo } = serve({
      'GET /api/v1/accounts/user/profile/': [ok({ ...viewer, permissions: ['user_write'] })],
    });
    render(<ConnectedUserTable apiBase={API_BASE} organisation={12} onNotes={vi.fn()} />);
    await screen.findByText('Dana Driver');
    expect(callsTo(LIST)[0]?.headers.get('organisation')).toBe('12');
    // The profile calls load when first needed, so the profile is asked for a moment after the list.
    await waitFor(() => expect(callsTo('GET /api/v1/accounts/user/profile/')[0]?.headers.get('organisation')).toBe('12'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Dana Driver' })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Notes Dana Driver' })).not.toBeInTheDocument();
  });

  it('hands the row to the host for edit, view, notes and raise incident', async () => {
    const user = userEvent.setup();
    serve();
    const onEdit = vi.fn();
    const onOpen = vi.fn();
    render(<ConnectedUserTable apiBase={API_BASE} onEdit={onEdit} onOpen={onOpen} />);
    await user.click(await screen.findByRole('button', { name: 'Edit Sam Okafor' }));
    await user.click(screen.getByRole('button', { name: 'View Sam Okafor' }));
    expect(onEdit).toHaveBeenCalledWith(102);
    expect(onOpen).toHaveBeenCalledWith(102);
  });
});
