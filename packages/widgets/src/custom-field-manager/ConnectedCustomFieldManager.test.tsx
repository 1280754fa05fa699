import { messages } from '@motorpool/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { branchTagGroups, userTagGroups } from '../test-support/branch-fixtures';
import { failure, fakeServer, ok } from '../test-support/fake-server';
import { onePage, signInForEachTest, toastMessages } from '../test-support/session-fixtures';
import { ConnectedCustomFieldManager, CUSTOM_FIELD_TOASTS } from './ConnectedCustomFieldManager';

const API_BASE = 'https://api.motorpool.test';
const TAGS = 'GET /api/v1/tfm/tags/';

signInForEachTest(['organisation_write']);

describe('ConnectedCustomFieldManager', () => {
  it('loads each tab’s fields and adds a branch field', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const added = { pk: 503, tag_group_name: 'Parking bays', tag_type: 'branch', tag_data_type: 'counter', tags: ['10'], is_mandatory: false };
    const { callsTo } = fakeServer({
      [TAGS]: [onePage(userTagGroups), onePage(branchTagGroups)],
      'POST /api/v1/tfm/tags/': [ok(added, 201)],
    });
    render(<ConnectedCustomFieldManager apiBase={API_BASE} onChange={onChange} />);
    expect(await screen.findByText('Shirt Size')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Branch' }));
    expect(await screen.findByText('Flight Details Required')).toBeInTheDocument();
    expect(callsTo(TAGS).map((call) => call.query.get('tag_type'))).toEqual(['user', 'branch']);

    await user.click(screen.getByRole('button', { name: 'Add branch field' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Field Name' }), 'Parking bays');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Data Type' }), 'counter');
    await user.type(within(dialog).getByRole('textbox', { name: /Default Value/ }), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Parking bays')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo('POST /api/v1/tfm/tags/')[0]?.body).toMatchObject({
      tag_group_name: 'Parking bays',
      tag_type: 'branch',
      tag_data_type: 'counter',
      tags: ['10'],
    });
    expect(toastMessages()).toEqual([`success: ${CUSTOM_FIELD_TOASTS.added}`]);
    expect(onChange).toHaveBeenCalledWith({ change: 'added', group: added });
  });

  it('keeps the dialog and its values when the server refuses, and shows a refused delete as a toast', async () => {
    const user = userEvent.setup();
    fakeServer({
      [TAGS]: [onePage(userTagGroups)],
      'PUT /api/v1/tfm/tags/603/': [
        failure(400, messages.request.invalid, { fields: { tag_group_name: 'A custom field with this name already exists for this entity.' } }),
      ],
      'DELETE /api/v1/tfm/tags/604/': [failure(409, 'Bookings still hold values of this field.')],
    });
    render(<ConnectedCustomFieldManager apiBase={API_BASE} />);
    await user.click(await screen.findByRole('button', { name: 'Edit Shirt Size' }));
    const dialog = screen.getByRole('dialog');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Field Name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Field Name' }), 'Parking permit');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Field Name' })).toHaveAccessibleDescription(
        'A custom field with this name already exists for this entity.',
      ),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Field Name' })).toHaveValue('Parking permit');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Delete Parking permit' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastMessages()).toEqual(['error: Bookings still hold values of this field.']));
    expect(screen.getByText('Parking permit')).toBeInTheDocument();
  });

  it('shows why the fields cannot be listed', async () => {
    fakeServer({ [TAGS]: [failure(403, messages.request.forbidden)] });
    render(<ConnectedCustomFieldManager apiBase={API_BASE} entity="booking" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.request.forbidden);
    expect(screen.getByRole('tab', { name: 'Booking' })).toHaveAttribute('aria-selected', 'true');
  });
});
