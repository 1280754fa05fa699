import { messages, type Profile } from '@motorpool/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { branches } from '../test-support/branch-fixtures';
import { failure, fakeServer, ok } from '../test-support/fake-server';
import { sessionStore } from '../session/session-store';
import { toastStore } from '../state/toast-store';
import { ConnectedBranchTable } from './ConnectedBranchTable';

const API_BASE = 'https://api.motorpool.test';
const LIST = 'GET /api/v1/tfm/branches/';
const page = (results = branches, count = results.length) => ok({ results, count, next_page: null });
const toastMessages = () => toastStore.getState().toasts.map((toast) => `${toast.kind}: ${toast.message}`);

/** Signed in with these permissions, in an organisation with hubs on unless said otherwise. */
function signInWith(permissions: string[], hubs_enabled = true) {
  sessionStore.getState().signIn({ token: 'token-1', organisation: 11 });
  sessionStore.getState().setProfile({ permissions, current_organisation: { hubs_enabled } } as unknown as Profile);
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.getState().signOut();
  toastStore.getState().dismiss();
});

describe('ConnectedBranchTable', () => {
  beforeEach(() => signInWith(['organisation_write']));

  it('has no Type filter while the organisation has hubs off, and still says which rows are hubs', async () => {
    signInWith(['organisation_write'], false);
    fakeServer({ [LIST]: [page()] });
    render(<ConnectedBranchTable apiBase={API_BASE} pageSize={10} />);
    expect(await screen.findByRole('button', { name: 'Docklands' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Filter Status' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Filter Type' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Hub').length).toBeGreaterThan(0);
  });

  it('asks for a page ordered by name, then filtered, searched and paged', async () => {
    const user = userEvent.setup();
    const { callsTo } = fakeServer({ [LIST]: [page(branches, 40), page(), page(), page()] });
    render(<ConnectedBranchTable apiBase={API_BASE} pageSize={10} />);
    expect(await screen.findByRole('button', { name: 'Docklands' })).toBeInTheDocument();
    expect(Object.fromEntries(callsTo(LIST)[0]?.query ?? [])).toEqual({ page: '1', page_size: '10', ordering: 'name' });
    expect(callsTo(LIST)[0]?.headers.get('organisation')).toBe('11');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(callsTo(LIST)[1]?.query.get('page')).toBe('2'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter Status' }), 'false');
    await waitFor(() =>
      expect(Object.fromEntries(callsTo(LIST)[2]?.query ?? [])).toEqual({ page: '1', page_size: '10', ordering: 'name', is_active: 'false' }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter Type' }), 'hub');
    await waitFor(() => expect(callsTo(LIST)[3]?.query.get('branch_type')).toBe('hub'));
  });

  it('deletes a branch with the server’s message, and shows its refusal', async () => {
    const user = userEvent.setup();
    const onDeleted = vi.fn();
    const refusal = 'This branch still has 2 members. Move them all to another branch before deleting it.';
    const { callsTo } = fakeServer({
      [LIST]: [page(), page(branches.slice(0, 2))],
      'DELETE /api/v1/tfm/branches/21/': [failure(409, refusal)],
      'DELETE /api/v1/tfm/branches/23/': [ok({ message: 'Branch deleted successfully.' })],
    });
    render(<ConnectedBranchTable apiBase={API_BASE} onDeleted={onDeleted} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Docklands' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastMessages()).toEqual([`error: ${refusal}`]));
    expect(screen.getByRole('button', { name: 'Docklands' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Parramatta' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Parramatta' })).not.toBeInTheDocument());
    expect(onDeleted).toHaveBeenCalledWith(23);
    expect(toastMessages()).toEqual([`error: ${refusal}`, 'success: Branch deleted successfully.']);
    expect(callsTo(LIST)).toHaveLength(2);
  });

  it('shows why the branches cannot be listed', async () => {
    fakeServer({ [LIST]: [failure(403, messages.request.forbidden)] });
    render(<ConnectedBranchTable apiBase={API_BASE} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.request.forbidden);
  });
});

describe('ConnectedBranchTable for a viewer without organisation_write', () => {
  beforeEach(() => signInWith(['view_my_bookings']));

  it('offers View only', async () => {
    fakeServer({ [LIST]: [page()] });
    render(<ConnectedBranchTable apiBase={API_BASE} />);
    expect(await screen.findByRole('button', { name: 'View Docklands' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Docklands' })).not.toBeInTheDocument();
  });
});
