import { messages, vehicleMessages } from '@motorpool/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { branches } from '../test-support/branch-fixtures';
import { failure, fakeServer, heldReply, ok } from '../test-support/fake-server';
import { onePage, signInForEachTest, toastMessages } from '../test-support/session-fixtures';
import { MASTER_CONFIG_FIXTURES } from '../test-support/master-config-fixtures';
import { corolla, costCentres, vehicleTagGroups } from '../test-support/vehicle-fixtures';
import { ConnectedVehicleForm } from './ConnectedVehicleForm';

const API_BASE = 'https://api.motorpool.test';
const VEHICLE = 'GET /api/v1/tfm/vehicles/301/';
const BRANCHES = 'GET /api/v1/tfm/branches/';
const COST_CENTRES = 'GET /api/v1/tfm/cost-centres/';
const TAGS = 'GET /api/v1/tfm/tags/';
const lists = () => ({ [BRANCHES]: [onePage(branches)], [COST_CENTRES]: [onePage(costCentres)], [TAGS]: [onePage(vehicleTagGroups)] });
const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const errorOf = (control: HTMLElement) => document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent;

signInForEachTest();

describe('ConnectedVehicleForm', () => {
  it("reads the organisation's lookup lists (active entries) and offers them as selects", async () => {
    const master = (list: keyof typeof MASTER_CONFIG_FIXTURES) => ({
      [`GET /api/v1/organisations/master-config/${list}/`]: [onePage(MASTER_CONFIG_FIXTURES[list].filter((entry) => entry.is_active))],
    });
    const { callsTo } = fakeServer({
      [VEHICLE]: [ok(corolla)],
      ...lists(),
      ...master('licence-classes'),
      ...master('vehicle-makes'),
      ...master('vehicle-models'),
      ...master('colours'),
      ...master('body-types'),
      ...master('fuel-types'),
    });
    render(<ConnectedVehicleForm apiBase={API_BASE} pk={301} />);
    const make = await screen.findByRole('combobox', { name: /^Make/ });
    expect(make).toHaveValue('Toyota');
    expect(
      within(make)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select make', 'Hyundai', 'Toyota']);
    expect(screen.getByRole('combobox', { name: /^Vehicle Class/ })).toHaveValue('C');
    expect(callsTo('GET /api/v1/organisations/master-config/vehicle-models/')[0]?.query.get('include_inactive')).toBeNull();
  });

  it('loads a vehicle with the branches, cost centres and vehicle custom fields, and saves it', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    const saved = heldReply({ status: 200, body: { ...corolla, name: 'Corolla Pool 1A' } });
    const { callsTo } = fakeServer({ [VEHICLE]: [ok(corolla)], ...lists(), 'PUT /api/v1/tfm/vehicles/301/': [saved.answer] });
    render(<ConnectedVehicleForm apiBase={API_BASE} pk={301} onSaved={onSaved} />);
    const name = await screen.findByRole('textbox', { name: 'Vehicle Name' });
    expect(name).toHaveValue('Corolla Pool 1');
    expect(callsTo(TAGS)[0]?.query.get('tag_type')).toBe('vehicle');
    expect(screen.getByRole('combobox', { name: /^Fuel Card Provider/ })).toHaveValue('Shell');

    await user.clear(name);
    await user.type(name, 'Corolla Pool 1A');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: messages.userForm.saving })).toBeDisabled();
    saved.release();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ pk: 301, created: false }));
    expect(callsTo('PUT /api/v1/tfm/vehicles/301/')[0]?.body).toMatchObject({
      name: 'Corolla Pool 1A',
      branch: 21,
      cost_centre: 5,
      odometer: 45210,
      vehicle_tags: [
        { tag_group_name: 'Tow Bar', value: 'true' },
        { tag_group_name: 'Fuel Card', value: 'Shell' },
      ],
    });
    expect(toastMessages()).toEqual([`success: ${vehicleMessages.updated}`]);
  });

  it('adds a vehicle at its branch, then goes on editing it', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    const created = { ...corolla, pk: 340, name: 'Ranger Ute', registrations_num: 'UTE340', branch: { pk: 22, name: 'Sydney Airport' } };
    const { callsTo } = fakeServer({ ...lists(), 'POST /api/v1/tfm/vehicles/': [ok(created, 201)], 'PUT /api/v1/tfm/vehicles/340/': [ok(created)] });
    render(<ConnectedVehicleForm apiBase={API_BASE} branch={22} onSaved={onSaved} />);
    await user.type(await screen.findByRole('textbox', { name: 'Vehicle Name' }), 'Ranger Ute');
    await user.type(field('Vehicle Class'), 'LR');
    await user.type(field('Registration Number'), 'UTE340');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Fuel Card Provider/ }), 'BP');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ pk: 340, created: true }));
    expect(callsTo('POST /api/v1/tfm/vehicles/')[0]?.body).toEqual({
      name: 'Ranger Ute',
      vehicle_class: 'LR',
      registrations_num: 'UTE340',
      branch: 22,
      serial: null,
      make: null,
      model: null,
      paint: null,
      body_type: null,
      doors: null,
      seats: null,
      fuel_type: null,
      grade: null,
      year: null,
      odometer: 0,
      cost_centre: null,
      daily_rate: null,
      rate_per_km: null,
      is_active: true,
      vehicle_tags: [
        { tag_group_name: 'Tow Bar', value: 'true' },
        { tag_group_name: 'Fuel Card', value: 'BP' },
      ],
      extra_data: { key_pickup_location: null, vehicle_pickup_location: null },
    });
    expect(toastMessages()).toEqual([`success: ${vehicleMessages.created}`]);
    expect(await screen.findByRole('heading', { name: 'Edit Vehicle' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('PUT /api/v1/tfm/vehicles/340/')).toHaveLength(1));
  });

  it('shows a registration already in use under its field and keeps everything typed', async () => {
    const user = userEvent.setup();
    fakeServer({
      [VEHICLE]: [ok(corolla)],
      ...lists(),
      'PUT /api/v1/tfm/vehicles/301/': [failure(400, vehicleMessages.registrationInUse, { fields: { registrations_num: vehicleMessages.registrationInUse } })],
    });
    render(<ConnectedVehicleForm apiBase={API_BASE} pk={301} />);
    const registration = await screen.findByRole('textbox', { name: 'Registration Number' });
    await user.clear(registration);
    await user.type(registration, 'VAN002');
    await user.type(field('Grade'), ' Plus');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf(registration)).toBe(vehicleMessages.registrationInUse));
    expect(screen.getByRole('alert')).toHaveTextContent(vehicleMessages.registrationInUse);
    expect(registration).toHaveValue('VAN002');
    expect(field('Grade')).toHaveValue('Ascent Plus');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(toastMessages()).toEqual([]);
  });

  it('shows the refusal to delete a vehicle with bookings in the form, then deletes it', async () => {
    const user = userEvent.setup();
    const onDeleted = vi.fn();
    const deleted = heldReply({ status: 200, body: { message: 'Deleted.' } });
    fakeServer({
      [VEHICLE]: [ok(corolla)],
      ...lists(),
      'DELETE /api/v1/tfm/vehicles/301/': [failure(409, vehicleMessages.hasBookings), deleted.answer],
    });
    render(<ConnectedVehicleForm apiBase={API_BASE} pk={301} onDeleted={onDeleted} />);
    await user.type(await screen.findByRole('textbox', { name: /^Paint/ }), ' pearl');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(vehicleMessages.hasBookings);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field('Paint')).toHaveValue('White pearl');
    expect(onDeleted).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: messages.userForm.deleting })).toHaveAttribute('aria-disabled', 'true');
    deleted.release();
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith({ pk: 301 }));
    expect(toastMessages()).toEqual([`success: ${vehicleMessages.deleted}`]);
  });

  it('says why the vehicle cannot be loaded, and loads it on Retry', async () => {
    const user = userEvent.setup();
    fakeServer({
      [VEHICLE]: [failure(404, vehicleMessages.notFound), ok(corolla)],
      [BRANCHES]: [onePage(branches), onePage(branches)],
      [COST_CENTRES]: [failure(500, 'Cost centres are unavailable.'), onePage(costCentres)],
      [TAGS]: [onePage(vehicleTagGroups), onePage(vehicleTagGroups)],
    });
    render(<ConnectedVehicleForm apiBase={API_BASE} pk={301} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(vehicleMessages.notFound);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: 'Vehicle Name' })).toHaveValue('Corolla Pool 1');
  });

  it('shows at its field a list that could not be loaded', async () => {
    fakeServer({
      [VEHICLE]: [ok(corolla)],
      [BRANCHES]: [onePage(branches)],
      [COST_CENTRES]: [failure(500, 'Cost centres are unavailable.')],
      [TAGS]: [onePage([])],
    });
    render(<ConnectedVehicleForm apiBase={API_BASE} pk={301} />);
    const costCentre = await screen.findByRole('combobox', { name: /^Cost Centre/ });
    expect(errorOf(costCentre)).toBe('Cost centres are unavailable.');
    // The vehicle's own cost centre stays chosen, so a save does not clear it.
    expect(costCentre).toHaveValue('5');
  });
});
