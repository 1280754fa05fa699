import { bookingMessages } from '@motorpool/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingsInEveryState, recurringBooking } from '../test-support/booking-fixtures';
import { branches } from '../test-support/branch-fixtures';
import { failure, fakeServer, ok } from '../test-support/fake-server';
import { onePage, signInForEachTest, toastMessages } from '../test-support/session-fixtures';
import { ConnectedBookingTable, toBookingListQuery } from './ConnectedBookingTable';
import { initialBookingTableQuery } from './store';

const API_BASE = 'https://api.motorpool.test';
const LIST = 'GET /api/v1/tfm/bookings/';
const BRANCHES = 'GET /api/v1/tfm/branches/';
const page = (results = bookingsInEveryState) => ok({ results, count: results.length, next_page: null });

beforeAll(() => {
  // jsdom has no object URLs or downloads; the export's file is handed over through them.
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

describe('toBookingListQuery', () => {
  it('sends statuses together, the branch, and the range with its last day included', () => {
    const query = { ...initialBookingTableQuery(60), statuses: ['Approved', 'Deleted'], branch: 21, from: '2026-11-01', to: '2026-11-30', search: ' ABC ' };
    expect(toBookingListQuery(query)).toEqual({
      page: 1,
      page_size: 60,
      ordering: '-start_datetime',
      status: 'Approved,Deleted',
      branch_pk: 21,
      from: '2026-11-01',
      to: '2026-12-01',
      search: 'ABC',
    });
    expect(toBookingListQuery(initialBookingTableQuery(), true)).toEqual({ page: 1, page_size: 15, ordering: '-start_datetime', is_hidden: true });
  });
});

describe('ConnectedBookingTable', () => {
  signInForEachTest(['super_users']);

  it('asks the chosen list for a page, and the hidden view for hidden bookings', async () => {
    const { callsTo } = fakeServer({ 'GET /api/v1/tfm/my-branch-bookings/': [page()], [BRANCHES]: [onePage(branches)] });
    render(<ConnectedBookingTable apiBase={API_BASE} list="my-branch-bookings" hidden pageSize={60} />);
    expect(await screen.findByRole('button', { name: 'View booking 101' })).toBeInTheDocument();
    const [call] = callsTo('GET /api/v1/tfm/my-branch-bookings/');
    expect(Object.fromEntries(call?.query ?? [])).toEqual({ page: '1', page_size: '60', ordering: '-start_datetime', is_hidden: 'true' });
    expect(call?.headers.get('organisation')).toBe('11');
    expect(await screen.findByRole('option', { name: 'Docklands' })).toBeInTheDocument();
  });

  it('keeps a refused decline’s reason, then declines with the server’s message and a fresh page', async () => {
    const user = userEvent.setup();
    const refusal = 'You are not an approver of this booking';
    const { callsTo } = fakeServer({
      [LIST]: [page(), page()],
      [BRANCHES]: [onePage([])],
      'POST /api/v1/tfm/bookings/101/decline/': [failure(403, refusal), ok({ message: bookingMessages.declined })],
    });
    render(<ConnectedBookingTable apiBase={API_BASE} list="bookings" />);
    await user.click(await screen.findByRole('button', { name: 'Decline booking 101' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByLabelText('Reason'), 'No spare vehicle');
    await user.click(dialog.getByRole('button', { name: 'Decline' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(refusal);
    expect(dialog.getByLabelText('Reason')).toHaveValue('No spare vehicle');
    expect(toastMessages()).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('POST /api/v1/tfm/bookings/101/decline/').map((call) => call.body)).toEqual([
      { pk: 101, reason: 'No spare vehicle' },
      { pk: 101, reason: 'No spare vehicle' },
    ]);
    expect(toastMessages()).toEqual([`success: ${bookingMessages.declined}`]);
    await waitFor(() => expect(callsTo(LIST)).toHaveLength(2));
  });

  it('approves at once and shows a 409 as a toast', async () => {
    const user = userEvent.setup();
    const clash = 'A booking that is Approved cannot be approved.';
    fakeServer({ [LIST]: [page()], [BRANCHES]: [onePage([])], 'POST /api/v1/tfm/bookings/101/approve/': [failure(409, clash)] });
    render(<ConnectedBookingTable apiBase={API_BASE} list="bookings" />);
    await user.click(await screen.findByRole('button', { name: 'Approve booking 101' }));
    await waitFor(() => expect(toastMessages()).toEqual([`error: ${clash}`]));
  });

  it('reads the rows again when an approve is refused as not allowed (the role lost the permission), so Approve goes', async () => {
    const user = userEvent.setup();
    const refusal = bookingMessages.cannotApprove;
    const pending = bookingsInEveryState.filter((booking) => booking.pk === 101);
    const { callsTo } = fakeServer({
      [LIST]: [page(pending), page(pending.map((booking) => ({ ...booking, allowed_actions: [] })))],
      [BRANCHES]: [onePage([])],
      'POST /api/v1/tfm/bookings/101/approve/': [failure(403, refusal)],
    });
    render(<ConnectedBookingTable apiBase={API_BASE} list="bookings" />);
    await user.click(await screen.findByRole('button', { name: 'Approve booking 101' }));
    await waitFor(() => expect(toastMessages()).toEqual([`error: ${refusal}`]));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve booking 101' })).not.toBeInTheDocument());
    expect(callsTo(LIST)).toHaveLength(2);
  });

  it('checks out with a start reading only when Update Odometer is ticked', async () => {
    const user = userEvent.setup();
    const { callsTo } = fakeServer({
      [LIST]: [page(), page(), page()],
      [BRANCHES]: [onePage([])],
      'POST /api/v1/tfm/bookings/102/check-out/': [ok({ message: bookingMessages.checkedOut }), ok({ message: bookingMessages.checkedOut })],
    });
    render(<ConnectedBookingTable apiBase={API_BASE} list="bookings" />);
    await user.click(await screen.findByRole('button', { name: 'Check-out booking 102' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Check-out' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: 'Check-out booking 102' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('checkbox', { name: 'Update Odometer' }));
    await user.type(dialog.getByLabelText('Start Reading'), '12045');
    await user.click(dialog.getByRole('button', { name: 'Check-out' }));
    await waitFor(() => expect(callsTo('POST /api/v1/tfm/bookings/102/check-out/')).toHaveLength(2));
    expect(callsTo('POST /api/v1/tfm/bookings/102/check-out/').map((call) => call.body)).toEqual([
      { update_odometer: false },
      { update_odometer: true, odometer_reading: 12045 },
    ]);
  });

  it('cancels a series with its reason', async () => {
    const user = userEvent.setup();
    const { callsTo } = fakeServer({
      [LIST]: [page([recurringBooking]), page([recurringBooking])],
      [BRANCHES]: [onePage([])],
      'POST /api/v1/tfm/cancel-recurring-bookings/': [
        ok({
          message: 'Series cancelled',
          results: [
            { pk: 120, ok: true },
            { pk: 121, ok: false, title: 'Already started' },
          ],
        }),
      ],
    });
    render(<ConnectedBookingTable apiBase={API_BASE} list="bookings" />);
    await user.click(await screen.findByRole('button', { name: 'More actions for booking 120' }));
    await user.click(screen.getByRole('menuitem', { name: 'Cancel series' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByLabelText('Reason'), 'Project over');
    await user.click(dialog.getByRole('button', { name: 'Cancel series' }));
    await waitFor(() => expect(toastMessages()).toEqual(['success: Series cancelled', 'error: Booking 121: Already started']));
    expect(callsTo('POST /api/v1/tfm/cancel-recurring-bookings/')[0]?.body).toEqual({ multi_booking_id: 'series-7f3a', reason: 'Project over' });
  });

  it('bulk-cancels the ticked bookings with one reason and lists those the server refused', async () => {
    const user = userEvent.setup();
    const { callsTo } = fakeServer({
      [LIST]: [page(), page()],
      [BRANCHES]: [onePage([])],
      'PATCH /api/v1/tfm/bookings/bulk/cancel/': [
        ok({
          message: '1 of 2 bookings cancelled',
          results: [
            { pk: 101, ok: true },
            { pk: 102, ok: false, title: 'Bookings can no longer be cancelled within 60 minutes of their start' },
          ],
        }),
      ],
    });
    render(<ConnectedBookingTable apiBase={API_BASE} list="bookings" />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select booking 101' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select booking 102' }));
    await user.click(screen.getByRole('button', { name: 'Cancel selected (2)' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByLabelText('Reason'), 'Depot closed');
    await user.click(dialog.getByRole('button', { name: 'Cancel selected' }));
    const refused = await screen.findByRole('list', { name: 'Bookings not cancelled' });
    expect(refused).toHaveTextContent('Booking 102: Bookings can no longer be cancelled within 60 minutes of their start');
    expect(refused.closest('[role="status"]')).toHaveTextContent('1 of 2 bookings cancelled');
    expect(callsTo('PATCH /api/v1/tfm/bookings/bulk/cancel/')).toHaveLength(1);
    expect(callsTo('PATCH /api/v1/tfm/bookings/bulk/cancel/')[0]?.body).toEqual({ booking_pks: [101, 102], reason: 'Depot closed' });
    expect(toastMessages()).toEqual(['success: 1 of 2 bookings cancelled']);
    expect(screen.getByRole('checkbox', { name: 'Select booking 101' })).not.toBeChecked();
  });

  it('says so when a bulk cancel cancelled nothing, with each booking’s reason, and keeps the selection', async () => {
    const user = userEvent.setup();
    const items = [
      { pk: 101, reason: 'A booking that is Completed cannot be cancelled.' },
      { pk: 102, reason: 'Bookings can no longer be cancelled within 60 minutes of their start' },
    ];
    const { callsTo } = fakeServer({
      [LIST]: [page(), page()],
      [BRANCHES]: [onePage([])],
      'PATCH /api/v1/tfm/bookings/bulk/cancel/': [failure(409, 'None of the 2 bookings was cancelled', { items })],
    });
    render(<ConnectedBookingTable apiBase={API_BASE} list="bookings" />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select booking 101' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select booking 102' }));
    await user.click(screen.getByRole('button', { name: 'Cancel selected (2)' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByLabelText('Reason'), 'Depot closed');
    await user.click(dialog.getByRole('button', { name: 'Cancel selected' }));
    const reasons = await screen.findByRole('list', { name: 'Bookings not cancelled' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Booking 101: A booking that is Completed cannot be cancelled.',
      'Booking 102: Bookings can no longer be cancelled within 60 minutes of their start',
    ]);
    expect(reasons.closest('[role="status"]')).toHaveTextContent('None of the 2 bookings was cancelled');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toastMessages()).toEqual(['error: None of the 2 bookings was cancelled']);
    expect(toastMessages().some((message) => message.startsWith('success'))).toBe(false);
    expect(screen.getByRole('checkbox', { name: 'Select booking 101' })).toBeChecked();
    await waitFor(() => expect(callsTo(LIST)).toHaveLength(2));
  });

  it('says so when a series cancel cancelled nothing, with each booking’s reason', async () => {
    const user = userEvent.setup();
    fakeServer({
      [LIST]: [page([recurringBooking]), page([recurringBooking])],
      [BRANCHES]: [onePage([])],
      'POST /api/v1/tfm/cancel-recurring-bookings/': [
        failure(409, 'None of the 2 bookings was cancelled', {
          items: [
            { pk: 120, reason: 'Already started' },
            { pk: 121, reason: 'Already started' },
          ],
        }),
      ],
    });
    render(<ConnectedBookingTable apiBase={API_BASE} list="bookings" />);
    await user.click(await screen.findByRole('button', { name: 'More actions for booking 120' }));
    await user.click(screen.getByRole('menuitem', { name: 'Cancel series' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByLabelText('Reason'), 'Project over');
    await user.click(dialog.getByRole('button', { name: 'Cancel series' }));
    await waitFor(() =>
      expect(toastMessages()).toEqual(['error: None of the 2 bookings was cancelled', 'error: Booking 120: Already started Booking 121: Already started']),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('exports the filtered list with is_export and without the page', async () => {
    const user = userEvent.setup();
    const { callsTo } = fakeServer({ [LIST]: [page(), page(), ok('pk,vehicle\n101,Toyota Corolla\n')], [BRANCHES]: [onePage([])] });
    render(<ConnectedBookingTable apiBase={API_BASE} list="bookings" />);
    await user.click(await screen.findByRole('button', { name: 'Status' }));
    await user.click(screen.getByRole('checkbox', { name: 'Approved' }));
    await waitFor(() => expect(callsTo(LIST)).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('bookings.csv is ready in your downloads.')).toBeInTheDocument();
    expect(Object.fromEntries(callsTo(LIST)[2]?.query ?? [])).toEqual({ ordering: '-start_datetime', status: 'Approved', is_export: 'csv' });
  });

  it('offers New booking to someone who may book, with the list', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    fakeServer({ 'GET /api/v1/tfm/my-bookings/': [page([])], [BRANCHES]: [onePage([])] });
    render(<ConnectedBookingTable apiBase={API_BASE} list="my-bookings" onAdd={onAdd} />);
    expect(await screen.findByText('You have no bookings')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New booking' }));
    expect(onAdd).toHaveBeenCalledWith('my-bookings');
  });
});

describe('ConnectedBookingTable for branch support', () => {
  signInForEachTest(['branch_support']);

  it('does not offer New booking', async () => {
    fakeServer({ [LIST]: [page([])], [BRANCHES]: [onePage([])] });
    render(<ConnectedBookingTable apiBase={API_BASE} list="bookings" onAdd={vi.fn()} />);
    expect(await screen.findByText('No bookings found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New booking' })).not.toBeInTheDocument();
  });
});
