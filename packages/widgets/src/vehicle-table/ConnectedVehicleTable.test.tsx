import { messages, vehicleMessages } from '@motorpool/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { branches } from '../test-support/branch-fixtures';
import { failure, fakeServer, ok } from '../test-support/fake-server';
import { onePage, signInForEachTest, toastMessages } from '../test-support/session-fixtures';
import { ConnectedVehicleTable } from './ConnectedVehicleTable';
import { corolla, vehicleFilters, vehicles } from '../test-support/vehicle-fixtures';

const API_BASE = 'https://api.motorpool.test';
const LIST = 'GET /api/v1/tfm/vehicles/';
const FILTERS = 'GET /api/v1/tfm/vehicle-filters/';
const BRANCHES = 'GET /api/v1/tfm/branches/';
const page = (results = vehicles, count = results.length) => ok({ results, count, next_page: null });
const queryOf = (call: { query: URLSearchParams } | undefined) => Object.fromEntries(call?.query ?? []);

describe('ConnectedVehicleTable', () => {
  signInForEachTest(['organisation_write']);

  it('asks for a page by name, then pages, and sends each chosen filter as a JSON list', async () => {
    const user = userEvent.setup();
    const { callsTo } = fakeServer({
      [LIST]: [page(vehicles, 25), page(), page(), page(), page(), page(), page()],
      [FILTERS]: [ok(vehicleFilters), ok(vehicleFilters)],
      [BRANCHES]: [onePage(branches)],
    });
    render(<ConnectedVehicleTable apiBase={API_BASE} pageSize={10} />);
    expect(await screen.findByText('Corolla Pool 1')).toBeInTheDocument();
    expect(queryOf(callsTo(LIST)[0])).toEqual({ page: '1', page_size: '10', ordering: 'name' });
    expect(callsTo(LIST)[0]?.headers.get('organisation')).toBe('11');
    expect(queryOf(callsTo(FILTERS)[0])).toEqual({});

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(queryOf(callsTo(LIST)[1])).toMatchObject({ page: '2' }));

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const doors = within(await screen.findByRole('group', { name: 'Doors' }));
    await user.click(doors.getByRole('checkbox', { name: '4' }));
    await user.click(doors.getByRole('checkbox', { name: '5' }));
    await waitFor(() => expect(queryOf(callsTo(LIST)[3])).toEqual({ page: '1', page_size: '10', ordering: 'name', doors: '[4,5]' }));
    await user.click(screen.getByRole('checkbox', { name: '0 – 19,999 km' }));
    await user.click(screen.getByRole('checkbox', { name: '40,000 – 59,999 km' }));
    await user.click(within(screen.getByRole('group', { name: 'Tow Bar' })).getByRole('checkbox', { name: 'true' }));
    await waitFor(() =>
      expect(queryOf(callsTo(LIST)[6])).toEqual({
        page: '1',
        page_size: '10',
        ordering: 'name',
        doors: '[4,5]',
        odometer: '[0,2]',
        custom_fields: '{"Tow Bar":["true"]}',
      }),
    );

    fakeServer({ [LIST]: [page()], [FILTERS]: [ok(vehicleFilters)] });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Branch' }), 'Docklands');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: '0 – 19,999 km' })).not.toBeChecked());
  });

  it('asks for the filter values of the chosen branch, and the vehicles of it', async () => {
    const user = userEvent.setup();
    const { callsTo } = fakeServer({
      [LIST]: [page(), page()],
      [FILTERS]: [ok(vehicleFilters), ok({ ...vehicleFilters, models: ['Hiace'] })],
      [BRANCHES]: [onePage(branches)],
    });
    render(<ConnectedVehicleTable apiBase={API_BASE} />);
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Branch' }), 'Sydney Airport');
    await waitFor(() => expect(queryOf(callsTo(FILTERS)[1])).toEqual({ branch_pk: '22' }));
    await waitFor(() => expect(queryOf(callsTo(LIST)[1])).toMatchObject({ branch_pk: '22', page: '1' }));
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Model' })).getAllByRole('checkbox')).toHaveLength(1));
  });

  it('shows the server’s refusal to delete a vehicle with bookings, and deletes another', async () => {
    const user = userEvent.setup();
    const onDeleted = vi.fn();
    const { callsTo } = fakeServer({
      [LIST]: [page(), page(vehicles.slice(0, 2))],
      [FILTERS]: [ok(vehicleFilters)],
      [BRANCHES]: [onePage(branches)],
      'DELETE /api/v1/tfm/vehicles/301/': [failure(409, vehicleMessages.hasBookings)],
      'DELETE /api/v1/tfm/vehicles/303/': [ok({ message: 'Deleted.' })],
    });
    render(<ConnectedVehicleTable apiBase={API_BASE} onDeleted={onDeleted} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Corolla Pool 1' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastMessages()).toEqual([`error: ${vehicleMessages.hasBookings}`]));
    expect(screen.getByText('Corolla Pool 1')).toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete Leaf EV' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Leaf EV')).not.toBeInTheDocument());
    expect(onDeleted).toHaveBeenCalledWith(303);
    expect(toastMessages()).toEqual([`error: ${vehicleMessages.hasBookings}`, `success: ${vehicleMessages.deleted}`]);
    expect(callsTo(LIST)).toHaveLength(2);
  });

  it('shows why the vehicles cannot be listed, and why the filters cannot', async () => {
    const user = userEvent.setup();
    fakeServer({
      [LIST]: [failure(403, messages.request.forbidden)],
      [FILTERS]: [failure(500, 'The filters are unavailable.'), ok(vehicleFilters)],
      [BRANCHES]: [onePage(branches)],
    });
    render(<ConnectedVehicleTable apiBase={API_BASE} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.request.forbidden);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = within(screen.getByRole('group', { name: 'Vehicle filters' }));
    expect(await panel.findByRole('alert')).toHaveTextContent('The filters are unavailable.');
    await user.click(panel.getByRole('button', { name: 'Retry' }));
    expect(await panel.findByRole('group', { name: 'Doors' })).toBeInTheDocument();
  });

  describe('export', () => {
    beforeAll(() => {
      // jsdom has no object URLs or downloads.
      URL.createObjectURL = vi.fn(() => 'blob:vehicles');
      URL.revokeObjectURL = vi.fn();
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    });

    it('exports the filtered vehicles as CSV, without the page', async () => {
      const user = userEvent.setup();
      const { callsTo } = fakeServer({
        [LIST]: [page(), page(), page()],
        [FILTERS]: [ok(vehicleFilters)],
        [BRANCHES]: [onePage(branches)],
      });
      render(<ConnectedVehicleTable apiBase={API_BASE} />);
      await user.type(await screen.findByRole('searchbox', { name: 'Search vehicles' }), 'van');
      await waitFor(() => expect(queryOf(callsTo(LIST)[1])).toMatchObject({ search: 'van' }));
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(callsTo(LIST)).toHaveLength(3));
      expect(queryOf(callsTo(LIST)[2])).toEqual({ search: 'van', ordering: 'name', is_export: 'csv' });
      expect(await screen.findByText('vehicles.csv is ready in your downloads.')).toBeInTheDocument();
    });
  });
});

describe('ConnectedVehicleTable for a viewer without organisation_write', () => {
  signInForEachTest(['view_my_bookings']);

  it('offers neither Add Vehicle nor the row actions', async () => {
    fakeServer({ [LIST]: [page()], [FILTERS]: [ok(vehicleFilters)], [BRANCHES]: [onePage(branches)] });
    render(<ConnectedVehicleTable apiBase={API_BASE} onAdd={vi.fn()} />);
    expect(await screen.findByText('Corolla Pool 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Corolla Pool 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Vehicle' })).not.toBeInTheDocument();
  });

  it('still opens a vehicle from View or its name when the host offers it', async () => {
    const user = userEvent.setup();
    fakeServer({ [LIST]: [page()], [FILTERS]: [ok(vehicleFilters)], [BRANCHES]: [onePage(branches)] });
    const onView = vi.fn();
    render(<ConnectedVehicleTable apiBase={API_BASE} onView={onView} />);
    await user.click(await screen.findByRole('button', { name: 'View Corolla Pool 1' }));
    expect(onView).toHaveBeenLastCalledWith(corolla.pk);
    await user.click(screen.getByRole('button', { name: 'Hiace Shuttle' }));
    expect(onView).toHaveBeenLastCalledWith(302);
  });
});

describe('ConnectedVehicleTable for a dealer manager', () => {
  signInForEachTest(['incident_write', 'is_dealer_manager']);

  it('offers no Report incident on vehicle rows (spec §6)', async () => {
    fakeServer({ [LIST]: [page()], [FILTERS]: [ok(vehicleFilters)], [BRANCHES]: [onePage(branches)] });
    render(<ConnectedVehicleTable apiBase={API_BASE} onReportIncident={vi.fn()} />);
    expect(await screen.findByText('Corolla Pool 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report incident Corolla Pool 1' })).not.toBeInTheDocument();
  });
});

describe('ConnectedVehicleTable for a holder of incident_write', () => {
  signInForEachTest(['incident_write']);

  it('reports an incident on a vehicle row', async () => {
    const user = userEvent.setup();
    fakeServer({ [LIST]: [page()], [FILTERS]: [ok(vehicleFilters)], [BRANCHES]: [onePage(branches)] });
    const onReportIncident = vi.fn();
    render(<ConnectedVehicleTable apiBase={API_BASE} onReportIncident={onReportIncident} />);
    await user.click(await screen.findByRole('button', { name: 'Report incident Corolla Pool 1' }));
    expect(onReportIncident).toHaveBeenCalledWith(corolla.pk);
  });
});
