import { messages, type Profile } from '@motorpool/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../session/session-store';
import { branches, relations } from '../test-support/branch-fixtures';
import { failure, fakeServer, ok } from '../test-support/fake-server';
import { signInForEachTest, toastMessages } from '../test-support/session-fixtures';
import { ConnectedAssociatedBranches } from './ConnectedAssociatedBranches';
import { ConnectedBranchRelations, RELATIONS_SAVED } from './ConnectedBranchRelations';

const API_BASE = 'https://api.motorpool.test';
const BRANCHES = 'GET /api/v1/tfm/branches/';
const RELATIONS = 'GET /api/v1/tfm/branch-relations/';
const SAVE = 'POST /api/v1/tfm/branch-relations/bulk/';
const list = (results: unknown[], next_page: number | null = null, count = results.length) => ok({ results, count, next_page });

signInForEachTest(['super_users']);
// An organisation with hubs on ('Enable Hubs'), so a hub's relations are offered.
beforeEach(() => sessionStore.getState().setProfile({ permissions: ['super_users'], current_organisation: { hubs_enabled: true } } as unknown as Profile));

describe('ConnectedBranchRelations', () => {
  it('reads every page of branches and the relations, and saves what a hub serves', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    const { callsTo } = fakeServer({
      [BRANCHES]: [list(branches.slice(0, 2), 2, 3), list(branches.slice(2), null, 3)],
      [RELATIONS]: [list(relations)],
      [SAVE]: [ok({ from_branch: 22, to_branch: [23] })],
    });
    render(<ConnectedBranchRelations apiBase={API_BASE} onSaved={onSaved} />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'From branch' }), '22');
    expect(callsTo(BRANCHES).map((call) => call.query.get('page'))).toEqual(['1', '2']);
    await user.click(screen.getByRole('checkbox', { name: 'Docklands' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastMessages()).toEqual([`success: ${RELATIONS_SAVED}`]));
    expect(callsTo(SAVE)[0]?.body).toEqual({ from_branch: 22, to_branch: [23] });
    expect(onSaved).toHaveBeenCalledWith({ from_branch: 22, to_branch: [23] });
    expect(within(screen.getByRole('table', { name: 'Current relations' })).getByRole('row', { name: /Sydney Airport/ })).toHaveTextContent('Parramatta');
  });

  it('keeps the ticks and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    fakeServer({ [BRANCHES]: [list(branches)], [RELATIONS]: [list([])], [SAVE]: [failure(400, 'Choose branches of this organisation.')] });
    render(<ConnectedBranchRelations apiBase={API_BASE} />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'From branch' }), '21');
    await user.click(screen.getByRole('checkbox', { name: 'Parramatta' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose branches of this organisation.');
    expect(screen.getByRole('checkbox', { name: 'Parramatta' })).toBeChecked();
  });

  it('shows why the branches cannot be loaded', async () => {
    fakeServer({ [BRANCHES]: [failure(403, messages.request.forbidden)], [RELATIONS]: [list([])] });
    render(<ConnectedBranchRelations apiBase={API_BASE} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.request.forbidden);
  });
});

describe('ConnectedAssociatedBranches', () => {
  it('lists the associated branches page by page and opens one', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    const { callsTo } = fakeServer({ 'GET /api/v1/tfm/associated-branches/': [list(branches, 2, 12), list(branches, null, 12)] });
    render(<ConnectedAssociatedBranches apiBase={API_BASE} pageSize={10} onOpen={onOpen} />);
    await user.click(await screen.findByRole('button', { name: 'Sydney Airport' }));
    expect(onOpen).toHaveBeenCalledWith(22);
    expect(screen.getByText('1–10 of 12 branches')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(Object.fromEntries(callsTo('GET /api/v1/tfm/associated-branches/')[1]?.query ?? [])).toEqual({ page: '2', page_size: '10' }));
  });

  it('shows the server’s title when they cannot be listed', async () => {
    fakeServer({ 'GET /api/v1/tfm/associated-branches/': [failure(403, messages.request.forbidden)] });
    render(<ConnectedAssociatedBranches apiBase={API_BASE} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.request.forbidden);
  });
});
