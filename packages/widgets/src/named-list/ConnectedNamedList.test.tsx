import { messages } from '@motorpool/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { departments } from '../test-support/branch-fixtures';
import { failure, fakeServer, ok } from '../test-support/fake-server';
import { onePage, signInForEachTest, toastMessages } from '../test-support/session-fixtures';
import { ConnectedNamedList } from './ConnectedNamedList';

const API_BASE = 'https://api.motorpool.test';

signInForEachTest(['organisation_write']);

describe('ConnectedNamedList', () => {
  it('adds, renames and deletes departments', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { callsTo } = fakeServer({
      'GET /api/v1/tfm/departments/': [onePage(departments)],
      'POST /api/v1/tfm/departments/': [ok({ pk: 33, name: 'Finance' }, 201)],
      'PUT /api/v1/tfm/departments/32/': [ok({ pk: 32, name: 'Sales and Marketing' })],
      'DELETE /api/v1/tfm/departments/31/': [ok({})],
    });
    render(<ConnectedNamedList kind="departments" apiBase={API_BASE} onChange={onChange} />);
    await user.type(await screen.findByRole('textbox', { name: 'New department' }), 'Finance{Enter}');
    expect(await screen.findByText('Finance')).toBeInTheDocument();
    expect(callsTo('POST /api/v1/tfm/departments/')[0]?.body).toEqual({ name: 'Finance' });

    await user.click(screen.getByRole('button', { name: 'Rename Sales' }));
    await user.clear(screen.getByRole('textbox', { name: 'Rename Sales' }));
    await user.type(screen.getByRole('textbox', { name: 'Rename Sales' }), 'Sales and Marketing{Enter}');
    expect(await screen.findByText('Sales and Marketing')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Operations' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Operations')).not.toBeInTheDocument());
    expect(toastMessages()).toEqual([
      'success: Department added successfully',
      'success: Department renamed successfully',
      'success: Department deleted successfully',
    ]);
    expect(onChange.mock.calls.map(([change]) => change.change)).toEqual(['added', 'renamed', 'deleted']);
  });

  it('shows the server’s refusals: a taken name by its field, a cost centre in use as a toast', async () => {
    const user = userEvent.setup();
    const inUse = 'This cost centre still has 3 members. Move them to another cost centre before deleting it.';
    fakeServer({
      'GET /api/v1/tfm/cost-centres/': [onePage([{ pk: 41, name: 'Fleet 100' }])],
      'POST /api/v1/tfm/cost-centres/': [failure(400, messages.request.invalid, { fields: { name: 'A cost centre with this name already exists.' } })],
      'DELETE /api/v1/tfm/cost-centres/41/': [failure(409, inUse)],
    });
    render(<ConnectedNamedList kind="cost-centres" apiBase={API_BASE} />);
    expect(await screen.findByRole('heading', { name: 'Cost Centres' })).toBeInTheDocument();
    const field = await screen.findByRole('textbox', { name: 'New cost centre' });
    await user.type(field, 'Fleet 100{Enter}');
    await waitFor(() => expect(field).toHaveAccessibleDescription('A cost centre with this name already exists.'));
    expect(field).toHaveValue('Fleet 100');

    await user.click(screen.getByRole('button', { name: 'Delete Fleet 100' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastMessages()).toEqual([`error: ${inUse}`]));
    expect(screen.getByRole('cell', { name: 'Fleet 100' })).toBeInTheDocument();
  });

  it('manages geofences: a rename is sent, a geofence branches use stays with the server’s count', async () => {
    const user = userEvent.setup();
    const inUse = 'This geofence is still used by 2 branches. Choose another geofence for those branches before deleting it.';
    const { callsTo } = fakeServer({
      'GET /api/v1/tfm/geofences/': [onePage([{ pk: 61, name: 'Sydney CBD' }])],
      'PUT /api/v1/tfm/geofences/61/': [ok({ pk: 61, name: 'Sydney City' })],
      'DELETE /api/v1/tfm/geofences/61/': [failure(409, inUse)],
    });
    render(<ConnectedNamedList kind="geofences" apiBase={API_BASE} />);
    expect(await screen.findByRole('heading', { name: 'Geofences' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Rename Sydney CBD' }));
    await user.clear(screen.getByRole('textbox', { name: 'Rename Sydney CBD' }));
    await user.type(screen.getByRole('textbox', { name: 'Rename Sydney CBD' }), 'Sydney City{Enter}');
    expect(await screen.findByText('Sydney City')).toBeInTheDocument();
    expect(callsTo('PUT /api/v1/tfm/geofences/61/')[0]?.body).toEqual({ name: 'Sydney City' });

    await user.click(screen.getByRole('button', { name: 'Delete Sydney City' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastMessages()).toEqual(['success: Geofence renamed successfully', `error: ${inUse}`]));
    expect(screen.getByRole('cell', { name: 'Sydney City' })).toBeInTheDocument();
  });

  it('shows why the list cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    fakeServer({ 'GET /api/v1/tfm/departments/': [failure(500, messages.request.unexpected), onePage(departments)] });
    render(<ConnectedNamedList kind="departments" apiBase={API_BASE} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.request.unexpected);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Operations')).toBeInTheDocument();
  });
});
