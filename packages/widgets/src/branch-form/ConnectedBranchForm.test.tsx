import { branchMessages, messages, type Profile } from '@motorpool/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { branchHolidays, docklands, managers } from '../test-support/branch-fixtures';
import { failure, fakeServer, heldReply, ok } from '../test-support/fake-server';
import { sessionStore } from '../session/session-store';
import { onePage, signInForEachTest, toastMessages } from '../test-support/session-fixtures';
import { ConnectedBranchForm, HOLIDAY_ADDED, HOLIDAY_DELETED } from './ConnectedBranchForm';

const API_BASE = 'https://api.motorpool.test';
const BRANCH = 'GET /api/v1/tfm/branches/21/';
const TAGS = 'GET /api/v1/tfm/tags/';
const MANAGERS = 'GET /api/v1/tfm/branch-managers/';
const HOLIDAYS = 'GET /api/v1/tfm/branch-holidays/';

signInForEachTest();

/** A profile whose organisation has 'Enable Hubs' as given. */
const withHubs = (hubs_enabled: boolean) => ({ permissions: [], current_organisation: { hubs_enabled } }) as unknown as Profile;

describe('ConnectedBranchForm', () => {
  it('loads a branch with its custom fields, managers and this year’s holidays, and saves it', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    const saved = heldReply({ status: 200, body: { ...docklands, name: 'Docklands North' } });
    const { callsTo } = fakeServer({
      [BRANCH]: [ok(docklands)],
      [TAGS]: [onePage([])],
      [MANAGERS]: [onePage(managers)],
      [HOLIDAYS]: [onePage(branchHolidays)],
      'PUT /api/v1/tfm/branches/21/': [saved.answer],
    });
    render(<ConnectedBranchForm apiBase={API_BASE} pk={21} year={2025} onSaved={onSaved} />);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Docklands');
    expect(callsTo(TAGS)[0]?.query.get('tag_type')).toBe('branch');
    expect(await screen.findByText('Christmas Day')).toBeInTheDocument();
    expect(Object.fromEntries(callsTo(HOLIDAYS)[0]?.query ?? [])).toMatchObject({ branch: '21', year: '2025' });

    await user.clear(name);
    await user.type(name, 'Docklands North');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: messages.userForm.saving })).toBeDisabled();
    saved.release();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ pk: 21, created: false }));
    expect(callsTo('PUT /api/v1/tfm/branches/21/')[0]?.body).toMatchObject({ name: 'Docklands North', branch_timezone: 'Australia/Melbourne' });
    expect(toastMessages()).toEqual(['success: Branch updated successfully']);
  });

  it('adds a hub, then goes on editing it with its holidays', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    const created = { ...docklands, pk: 40, name: 'Mascot', branch_type: 'hub' as const };
    const { callsTo } = fakeServer({
      [TAGS]: [onePage([])],
      [MANAGERS]: [onePage(managers)],
      'POST /api/v1/tfm/branches/': [ok(created, 201)],
      [HOLIDAYS]: [onePage([])],
    });
    sessionStore.getState().setProfile(withHubs(true));
    render(<ConnectedBranchForm apiBase={API_BASE} year={2025} onSaved={onSaved} />);
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Mascot');
    await user.click(screen.getByRole('radio', { name: 'Hub' }));
    await user.click(screen.getByRole('checkbox', { name: 'Hugo Hub (Hub Manager)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ pk: 40, created: true }));
    expect(callsTo('POST /api/v1/tfm/branches/')[0]?.body).toMatchObject({ name: 'Mascot', branch_type: 'hub', branch_manager: [72], branch_tags: [] });
    expect(toastMessages()).toEqual(['success: Hub added successfully']);
    expect(await screen.findByRole('heading', { name: 'Edit Hub' })).toBeInTheDocument();
    expect(await screen.findByText('No holidays in 2025')).toBeInTheDocument();
    expect(callsTo(HOLIDAYS)[0]?.query.get('branch')).toBe('40');
  });

  it('offers no Type while the organisation has hubs off, and adds a branch', async () => {
    const user = userEvent.setup();
    const { callsTo } = fakeServer({
      [TAGS]: [onePage([])],
      [MANAGERS]: [onePage(managers)],
      'POST /api/v1/tfm/branches/': [ok({ ...docklands, pk: 41, name: 'Botany' }, 201)],
      [HOLIDAYS]: [onePage([])],
    });
    sessionStore.getState().setProfile(withHubs(false));
    render(<ConnectedBranchForm apiBase={API_BASE} year={2025} />);
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Botany');
    expect(screen.queryByRole('radio', { name: 'Hub' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('POST /api/v1/tfm/branches/')).toHaveLength(1));
    expect(callsTo('POST /api/v1/tfm/branches/')[0]?.body).toMatchObject({ name: 'Botany', branch_type: 'branch' });
  });

  it('shows the server’s refusal on the fields and keeps everything typed', async () => {
    const user = userEvent.setup();
    fakeServer({
      [BRANCH]: [ok(docklands)],
      [TAGS]: [onePage([])],
      [MANAGERS]: [onePage(managers)],
      [HOLIDAYS]: [onePage([])],
      'PUT /api/v1/tfm/branches/21/': [
        failure(400, messages.request.invalid, {
          fields: { branch_timezone: branchMessages.unknownTimezone, 'business_hours.friday.closes': branchMessages.closesBeforeOpens },
        }),
      ],
    });
    render(<ConnectedBranchForm apiBase={API_BASE} pk={21} />);
    const note = await screen.findByRole('textbox', { name: /Important Note/ });
    await user.clear(note);
    await user.type(note, 'Use the side gate.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.request.invalid);
    expect(screen.getByRole('combobox', { name: /Time Zone/ })).toHaveAccessibleDescription(branchMessages.unknownTimezone);
    expect(screen.getByRole('textbox', { name: 'Friday closes' })).toHaveAccessibleDescription(branchMessages.closesBeforeOpens);
    expect(note).toHaveValue('Use the side gate.');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('adds a holiday and deletes one after a confirmation, with the server’s refusal as a toast', async () => {
    const user = userEvent.setup();
    const added = { pk: 803, branch: 21, date: '2025-01-27', name: 'Australia Day' };
    const { callsTo } = fakeServer({
      [BRANCH]: [ok(docklands)],
      [TAGS]: [onePage([])],
      [MANAGERS]: [onePage(managers)],
      [HOLIDAYS]: [onePage(branchHolidays)],
      'POST /api/v1/tfm/branch-holidays/': [ok(added, 201)],
      'DELETE /api/v1/tfm/branch-holidays/801/': [failure(409, 'Bookings already fall on this holiday.')],
      'DELETE /api/v1/tfm/branch-holidays/802/': [ok({})],
    });
    render(<ConnectedBranchForm apiBase={API_BASE} pk={21} year={2025} />);
    await screen.findByText('Christmas Day');
    const addForm = screen.getByRole('form', { name: 'Add a holiday' });
    await user.click(within(addForm).getByRole('button', { name: 'Add holiday' }));
    expect(await within(addForm).findByText(branchMessages.holidayNameRequired)).toBeInTheDocument();
    await user.type(within(addForm).getByRole('textbox', { name: 'Holiday date' }), '27/01/2025');
    await user.type(within(addForm).getByRole('textbox', { name: 'Holiday name' }), 'Australia Day');
    await user.click(within(addForm).getByRole('button', { name: 'Add holiday' }));
    expect(await screen.findByText('27/01/2025')).toBeInTheDocument();
    expect(callsTo('POST /api/v1/tfm/branch-holidays/')[0]?.body).toEqual({ branch: 21, date: '2025-01-27', name: 'Australia Day' });
    expect(within(addForm).getByRole('textbox', { name: 'Holiday name' })).toHaveValue('');
    expect(screen.getByText('3 holidays in 2025')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Christmas Day 25/12/2025' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastMessages()).toContain('error: Bookings already fall on this holiday.'));
    expect(screen.getByText('Christmas Day')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Boxing Day 26/12/2025' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Boxing Day')).not.toBeInTheDocument());
    expect(toastMessages()).toEqual([`success: ${HOLIDAY_ADDED}`, 'error: Bookings already fall on this holiday.', `success: ${HOLIDAY_DELETED}`]);
  });

  it('says why the branch could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    fakeServer({
      [BRANCH]: [failure(404, messages.request.notFound), ok(docklands)],
      [TAGS]: [onePage([]), onePage([])],
      [MANAGERS]: [onePage(managers), onePage(managers)],
      [HOLIDAYS]: [onePage([])],
    });
    render(<ConnectedBranchForm apiBase={API_BASE} pk={21} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.request.notFound);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Docklands');
  });
});
