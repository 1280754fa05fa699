import { incidentMessages, messages } from '@motorpool/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { failure, fakeServer, ok } from '../test-support/fake-server';
import { accidentType, incidentSettings, incidentTypes, retiredType } from '../test-support/incident-fixtures';
import { onePage, signInForEachTest, toastMessages } from '../test-support/session-fixtures';
import { ConnectedIncidentSettings } from './ConnectedIncidentSettings';

const API_BASE = 'https://api.motorpool.test';
const TYPES = 'GET /api/v1/tfm/incident-types/';
const SETTINGS = 'GET /api/v1/tfm/incident-settings/';
const theft = { pk: 906, name: 'Theft', is_active: true, is_critical_default: false, blocks_vehicle: false, in_use: false, sub_types: [] };

describe('ConnectedIncidentSettings', () => {
  signInForEachTest(['organisation_write']);

  it('adds a type and a sub-type, turns a switch and renames, each with its toast, reading the list again after each', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const withTheft = [...incidentTypes, theft];
    const { callsTo } = fakeServer({
      [TYPES]: [onePage(incidentTypes), onePage(withTheft), onePage(withTheft), onePage(withTheft), onePage(withTheft)],
      [SETTINGS]: [ok(incidentSettings)],
      'POST /api/v1/tfm/incident-types/': [ok(theft, 201), ok({ ...theft, pk: 907, name: 'Hit a parked car' }, 201)],
      'PUT /api/v1/tfm/incident-types/912/': [ok({ ...accidentType, pk: 912, name: 'Minor collision', sub_types: [] })],
      'PUT /api/v1/tfm/incident-types/901/': [ok({ ...accidentType, name: 'Collision' })],
    });
    render(<ConnectedIncidentSettings apiBase={API_BASE} onChange={onChange} />);
    await user.type(await screen.findByRole('textbox', { name: 'New incident type' }), 'Theft{Enter}');
    expect(await within(screen.getByRole('table', { name: 'Incident types' })).findByText('Theft')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sub-type of (optional)' }), 'Accident');
    await user.type(screen.getByRole('textbox', { name: 'New sub-type of Accident' }), 'Hit a parked car{Enter}');
    await waitFor(() => expect(callsTo('POST /api/v1/tfm/incident-types/')).toHaveLength(2));
    expect(callsTo('POST /api/v1/tfm/incident-types/').map((call) => call.body)).toEqual([
      { name: 'Theft', parent: null },
      { name: 'Hit a parked car', parent: 901 },
    ]);

    await user.click(screen.getByRole('checkbox', { name: 'Blocks the vehicle: Accident / Minor collision' }));
    await waitFor(() => expect(callsTo('PUT /api/v1/tfm/incident-types/912/')).toHaveLength(1));
    expect(callsTo('PUT /api/v1/tfm/incident-types/912/')[0]?.body).toEqual({
      name: 'Minor collision',
      parent: 901,
      is_active: true,
      is_critical_default: false,
      blocks_vehicle: true,
    });

    await user.click(await screen.findByRole('button', { name: 'Rename Accident' }));
    const field = screen.getByRole('textbox', { name: 'Rename Accident' });
    await user.clear(field);
    await user.type(field, 'Collision{Enter}');
    await waitFor(() => expect(callsTo(TYPES)).toHaveLength(5));
    expect(callsTo('PUT /api/v1/tfm/incident-types/901/')[0]?.body).toEqual({
      name: 'Collision',
      parent: null,
      is_active: true,
      is_critical_default: true,
      blocks_vehicle: false,
    });
    expect(toastMessages()).toEqual(Array.from({ length: 4 }, () => `success: ${incidentMessages.typeSaved}`));
    expect(onChange.mock.calls.map(([change]) => change)).toEqual([
      { change: 'added', pk: 906 },
      { change: 'added', pk: 907 },
      { change: 'updated', pk: 912 },
      { change: 'updated', pk: 901 },
    ]);
  });

  it('shows a taken name by its field, a refused switch and a refused delete as the server’s title', async () => {
    const user = userEvent.setup();
    fakeServer({
      [TYPES]: [onePage(incidentTypes)],
      [SETTINGS]: [ok(incidentSettings)],
      'POST /api/v1/tfm/incident-types/': [failure(400, messages.request.invalid, { fields: { name: incidentMessages.typeNameTaken } })],
      'PUT /api/v1/tfm/incident-types/902/': [failure(403, messages.request.forbidden)],
      'DELETE /api/v1/tfm/incident-types/905/': [failure(409, incidentMessages.typeInUse)],
    });
    render(<ConnectedIncidentSettings apiBase={API_BASE} />);
    await user.type(await screen.findByRole('textbox', { name: 'New incident type' }), 'Damage{Enter}');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'New incident type' })).toHaveAccessibleDescription(incidentMessages.typeNameTaken));
    expect(screen.getByRole('textbox', { name: 'New incident type' })).toHaveValue('Damage');

    await user.click(screen.getByRole('checkbox', { name: 'Critical by default: Damage' }));
    await waitFor(() => expect(toastMessages()).toEqual([`error: ${messages.request.forbidden}`]));
    expect(screen.getByRole('checkbox', { name: 'Critical by default: Damage' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: `Delete ${retiredType.name}` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastMessages()).toEqual([`error: ${messages.request.forbidden}`, `error: ${incidentMessages.typeInUse}`]));
    expect(screen.getByText(retiredType.name)).toBeInTheDocument();
  });

  it('deletes a type no incident uses', async () => {
    const user = userEvent.setup();
    const { callsTo } = fakeServer({
      [TYPES]: [onePage(incidentTypes), onePage(incidentTypes.filter((type) => type.pk !== retiredType.pk))],
      [SETTINGS]: [ok(incidentSettings)],
      'DELETE /api/v1/tfm/incident-types/905/': [ok({ message: incidentMessages.typeDeleted })],
    });
    render(<ConnectedIncidentSettings apiBase={API_BASE} />);
    await user.click(await screen.findByRole('button', { name: `Delete ${retiredType.name}` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText(retiredType.name)).not.toBeInTheDocument());
    expect(callsTo('DELETE /api/v1/tfm/incident-types/905/')).toHaveLength(1);
    expect(toastMessages()).toEqual([`success: ${incidentMessages.typeDeleted}`]);
  });

  it('saves who is notified with a toast, and shows the server’s field errors on their groups', async () => {
    const user = userEvent.setup();
    const saved = { notify_on_new: ['branch_manager', 'admin'], notify_on_critical: ['branch_manager', 'hub_manager', 'admin'] };
    const { callsTo } = fakeServer({
      [TYPES]: [onePage(incidentTypes)],
      [SETTINGS]: [ok(incidentSettings)],
      'PUT /api/v1/tfm/incident-settings/': [failure(400, messages.request.invalid, { fields: { notify_on_new: 'Choose who is notified.' } }), ok(saved)],
    });
    render(<ConnectedIncidentSettings apiBase={API_BASE} />);
    const onNew = within(await screen.findByRole('group', { name: 'Notify of a new incident' }));
    await user.click(onNew.getByRole('checkbox', { name: 'Admins' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Notify of a new incident' })).toHaveAccessibleDescription('Choose who is notified.'));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.request.invalid);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastMessages()).toEqual([`success: ${incidentMessages.settingsSaved}`]));
    expect(callsTo('PUT /api/v1/tfm/incident-settings/').map((call) => call.body)).toEqual([saved, saved]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows why the settings cannot be loaded, and loads them again on Retry', async () => {
    const user = userEvent.setup();
    fakeServer({
      [TYPES]: [failure(403, messages.request.forbidden), onePage(incidentTypes)],
      [SETTINGS]: [ok(incidentSettings), ok(incidentSettings)],
    });
    render(<ConnectedIncidentSettings apiBase={API_BASE} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.request.forbidden);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Incident types' })).toBeInTheDocument();
  });

  describe('for a viewer who does not set up incidents', () => {
    signInForEachTest(['incident_write']);

    it('shows the types and who is notified, unchangeable', async () => {
      fakeServer({ [TYPES]: [onePage(incidentTypes)], [SETTINGS]: [ok(incidentSettings)] });
      render(<ConnectedIncidentSettings apiBase={API_BASE} />);
      expect(await screen.findByRole('checkbox', { name: 'Active: Accident' })).toBeDisabled();
      expect(screen.queryByRole('textbox', { name: 'New incident type' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    });
  });
});
