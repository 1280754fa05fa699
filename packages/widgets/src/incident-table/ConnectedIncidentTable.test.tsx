import { messages } from '@motorpool/api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { branches } from '../test-support/branch-fixtures';
import { failure, fakeServer, ok } from '../test-support/fake-server';
import { closedIncident, incidentTypes, incidentsInEveryState } from '../test-support/incident-fixtures';
import { onePage, signInForEachTest } from '../test-support/session-fixtures';
import { ConnectedIncidentTable } from './ConnectedIncidentTable';

const API_BASE = 'https://api.motorpool.test';
const LIST = 'GET /api/v1/tfm/incidents/';
const TYPES = 'GET /api/v1/tfm/incident-types/';
const BRANCHES = 'GET /api/v1/tfm/branches/';
const page = (results = incidentsInEveryState, count = results.length) => ok({ results, count, next_page: null });
const queryOf = (call: { query: URLSearchParams } | undefined) => Object.fromEntries(call?.query ?? []);
// Made afresh for each server: the fake server takes its replies off these lists.
const choices = () => ({ [TYPES]: [onePage(incidentTypes)], [BRANCHES]: [onePage(branches)] });

describe('ConnectedIncidentTable', () => {
  signInForEachTest(['incident_write']);

  it('asks for the newest first, then each filter as the server names it', async () => {
    const user = userEvent.setup();
    const { callsTo } = fakeServer({ [LIST]: Array.from({ length: 8 }, () => page(incidentsInEveryState, 40)), ...choices() });
    render(<ConnectedIncidentTable apiBase={API_BASE} pageSize={10} />);
    expect(await screen.findByRole('button', { name: 'INC-000041' })).toBeInTheDocument();
    expect(queryOf(callsTo(LIST)[0])).toEqual({ page: '1', page_size: '10', ordering: '-reported_on' });
    expect(callsTo(LIST)[0]?.headers.get('organisation')).toBe('11');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(queryOf(callsTo(LIST)[1])).toMatchObject({ page: '2' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter Status' }), 'Open');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Filter Type' }), 'Damage');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter Critical' }), 'Yes');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter Verified' }), 'No');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Filter Branch' }), 'Docklands');
    await user.click(screen.getByRole('button', { name: 'Incidents of Hiace Shuttle INC-000042' }));
    await user.click(screen.getByRole('button', { name: 'Incidents reported by Maya Manager INC-000038' }));
    await waitFor(() =>
      expect(queryOf(callsTo(LIST).at(-1))).toEqual({
        page: '1',
        page_size: '10',
        ordering: '-reported_on',
        status: 'Open',
        incident_type_pk: '902',
        is_critical: 'true',
        is_verified: 'false',
        branch_pk: '21',
        vehicle_pk: '302',
        reported_by_pk: '71',
      }),
    );
  });

  it('starts at the vehicle and branch it is given, and opens and reports through the host', async () => {
    const user = userEvent.setup();
    const onOpenIncident = vi.fn();
    const onReportIncident = vi.fn();
    const { callsTo } = fakeServer({ [LIST]: [page([closedIncident])], ...choices() });
    render(<ConnectedIncidentTable apiBase={API_BASE} vehicle={301} branch={21} onOpenIncident={onOpenIncident} onReportIncident={onReportIncident} />);
    await user.click(await screen.findByRole('button', { name: 'INC-000038' }));
    expect(onOpenIncident).toHaveBeenCalledWith(closedIncident.pk);
    expect(queryOf(callsTo(LIST)[0])).toMatchObject({ vehicle_pk: '301', branch_pk: '21' });
    expect(screen.getByRole('button', { name: 'Vehicle: Corolla Pool 1, remove this filter' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Report incident' }));
    expect(onReportIncident).toHaveBeenCalledTimes(1);
  });

  it('shows why the incidents cannot be listed, and loads them again on Retry', async () => {
    const user = userEvent.setup();
    fakeServer({ [LIST]: [failure(403, messages.request.forbidden), page()], ...choices() });
    render(<ConnectedIncidentTable apiBase={API_BASE} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.request.forbidden);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'INC-000041' })).toBeInTheDocument();
  });

  it('still lists the incidents when the type and branch choices cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeServer({ [LIST]: [page()], [TYPES]: [failure(500, 'Unavailable')], [BRANCHES]: [failure(500, 'Unavailable')] });
    render(<ConnectedIncidentTable apiBase={API_BASE} />);
    expect(await screen.findByRole('button', { name: 'INC-000041' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Filter Type' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Filter Branch' })).not.toBeInTheDocument();
  });

  describe('export', () => {
    beforeAll(() => {
      // jsdom has no object URLs or downloads.
      URL.createObjectURL = vi.fn(() => 'blob:incidents');
      URL.revokeObjectURL = vi.fn();
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    });

    it('exports the filtered incidents as XLSX, without the page', async () => {
      const user = userEvent.setup();
      const { callsTo } = fakeServer({ [LIST]: [page(), page(), { status: 200, body: {} }], ...choices() });
      render(<ConnectedIncidentTable apiBase={API_BASE} />);
      await user.selectOptions(await screen.findByRole('combobox', { name: 'Filter Status' }), 'Closed');
      await waitFor(() => expect(callsTo(LIST)).toHaveLength(2));
      await user.click(screen.getByRole('button', { name: 'Export XLSX' }));
      await waitFor(() => expect(callsTo(LIST)).toHaveLength(3));
      expect(queryOf(callsTo(LIST)[2])).toEqual({ ordering: '-reported_on', status: 'Closed', is_export: 'xlsx' });
      expect(await screen.findByText('incidents.xlsx is ready in your downloads.')).toBeInTheDocument();
    });
  });

  describe('for a viewer without incident_write', () => {
    signInForEachTest(['view_my_bookings']);

    it('does not offer Report incident', async () => {
      fakeServer({ [LIST]: [page()], ...choices() });
      render(<ConnectedIncidentTable apiBase={API_BASE} onReportIncident={vi.fn()} />);
      expect(await screen.findByRole('button', { name: 'INC-000041' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Report incident' })).not.toBeInTheDocument();
    });
  });
});
