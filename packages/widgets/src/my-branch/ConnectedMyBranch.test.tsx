import { messages } from '@motorpool/api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { docklands } from '../test-support/branch-fixtures';
import { failure, fakeServer, heldReply, ok } from '../test-support/fake-server';
import { signInForEachTest, toastMessages } from '../test-support/session-fixtures';
import { ConnectedMyBranch, MY_BRANCH_SAVED } from './ConnectedMyBranch';

const API_BASE = 'https://api.motorpool.test';
const GET = 'GET /api/v1/tfm/my-branch/';
const PUT = 'PUT /api/v1/tfm/my-branch/';

signInForEachTest();

describe('ConnectedMyBranch', () => {
  it('loads the managed branch, saves the help desk and hours, and shows the answer', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    const answer = heldReply({ status: 200, body: { ...docklands, help_desk_contact_num: '0390009999' } });
    const { callsTo } = fakeServer({ [GET]: [ok(docklands)], [PUT]: [answer.answer] });
    render(<ConnectedMyBranch apiBase={API_BASE} onSaved={onSaved} />);
    const phone = await screen.findByRole('textbox', { name: /Help Desk Contact Number/ });
    await user.clear(phone);
    await user.type(phone, '0390009999');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: messages.userForm.saving })).toBeDisabled();
    answer.release();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(21));
    expect(callsTo(PUT)[0]?.body).toMatchObject({
      help_desk_contact_num: '0390009999',
      business_hours: { monday: { is_open: true, opens: '08:00', closes: '17:30' } },
    });
    expect(toastMessages()).toEqual([`success: ${MY_BRANCH_SAVED}`]);
    expect(phone).toHaveValue('0390009999');
  });

  it('keeps what was typed when the server refuses the save', async () => {
    const user = userEvent.setup();
    fakeServer({ [GET]: [ok(docklands)], [PUT]: [failure(403, messages.request.forbidden)] });
    render(<ConnectedMyBranch apiBase={API_BASE} />);
    const note = await screen.findByRole('textbox', { name: /Important Note/ });
    await user.type(note, ' Gate code 1234.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.request.forbidden);
    expect(note).toHaveValue('Park on level 2. Gate code 1234.');
  });

  it('shows the server’s title for someone who manages no branch', async () => {
    fakeServer({ [GET]: [failure(404, 'You do not manage a branch.')] });
    render(<ConnectedMyBranch apiBase={API_BASE} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not manage a branch.');
  });
});
