import { bookingMessages } from '@motorpool/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../state/toast-store';
import { BOOKING_LOAD_FAILED, BookingForm } from './BookingForm';
import { bookingBranches, dana, docklandsData, existingBooking, lapsed, seriesWithClash } from './booking-form-fixtures';
import { BookingFormHarness } from './BookingFormHarness';
import { CANCEL_SERIES, CHECK_DATES, SKIP_CONFLICTS } from './RecurrenceFields';
import { idleLookup } from './store';

afterEach(() => {
  toastStore.getState().dismiss();
});

const field = (name: string) => screen.getByRole('textbox', { name });
const timeField = (name: string) => screen.getByRole('combobox', { name });

async function chooseDriverVehicleAndPurpose(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('option', { name: /Dana Driver/ });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Driver' }), String(dana.pk));
  await user.click(await screen.findByRole('radio', { name: /Corolla Hybrid/ }));
  await user.selectOptions(screen.getByRole('combobox', { name: /Purpose of Trip/ }), 'Client visit');
}

describe('BookingForm', () => {
  it('starts at now at the branch rounded up to the next quarter hour, for an hour, and names the time zone', () => {
    render(<BookingFormHarness />);
    expect(screen.getByRole('heading', { name: 'Add Booking' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Branch' })).toHaveValue('21');
    expect(screen.getByText(/Time zone: Australia\/Melbourne/)).toBeInTheDocument();
    expect(field('Start Date')).toHaveValue('02/03/2026');
    expect(timeField('Start Time')).toHaveValue('09:15 AM');
    expect(field('End Date')).toHaveValue('02/03/2026');
    expect(timeField('End Time')).toHaveValue('10:15 AM');
    expect(screen.getByText('Day count: 0')).toBeInTheDocument();
  });

  it('counts days as the end date minus the start date', async () => {
    const user = userEvent.setup();
    render(<BookingFormHarness />);
    await user.clear(field('End Date'));
    await user.type(field('End Date'), '05/03/2026');
    expect(screen.getByText('Day count: 3')).toBeInTheDocument();
  });

  it('says when the end is not after the start, and does not save', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<BookingFormHarness onSave={onSave} />);
    await chooseDriverVehicleAndPurpose(user);
    await user.clear(timeField('End Time'));
    await user.type(timeField('End Time'), '09:15 AM');
    await user.tab();
    expect(await screen.findByText(bookingMessages.endBeforeStart)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('moves the end along when the start passes it', async () => {
    const user = userEvent.setup();
    render(<BookingFormHarness />);
    await user.clear(field('Start Date'));
    await user.type(field('Start Date'), '04/03/2026');
    expect(field('End Date')).toHaveValue('04/03/2026');
    expect(timeField('End Time')).toHaveValue('10:15 AM');
  });

  it('does not offer a start time already past today', async () => {
    const user = userEvent.setup();
    render(<BookingFormHarness />);
    await user.click(screen.getByRole('button', { name: 'Show times for Start Time' }));
    expect(screen.getByRole('option', { name: '09:00 AM' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: '09:15 AM' })).not.toHaveAttribute('aria-disabled');
  });

  it('shows who cannot book under the driver, and will not save for them', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<BookingFormHarness onSave={onSave} />);
    await chooseDriverVehicleAndPurpose(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Driver' }), String(lapsed.pk));
    expect(screen.getByRole('combobox', { name: 'Driver' })).toHaveAccessibleDescription(bookingMessages.licenseExpiry);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('fixes the driver of a driver-only caller to themselves', async () => {
    const onDriverSearch = vi.fn();
    const onVehicleSearch = vi.fn();
    render(<BookingFormHarness fixedDriver={dana} onDriverSearch={onDriverSearch} onVehicleSearch={onVehicleSearch} />);
    const driver = screen.getByRole('textbox', { name: 'Driver' });
    expect(driver).toHaveValue('Dana Driver');
    expect(driver).toHaveAttribute('readonly');
    expect(screen.queryByRole('searchbox', { name: /Search drivers/ })).not.toBeInTheDocument();
    await waitFor(() => expect(onVehicleSearch).toHaveBeenCalledWith(expect.objectContaining({ driver_pk: dana.pk })));
    expect(onDriverSearch).not.toHaveBeenCalled();
  });

  it('searches free vehicles with the wall-clock times at the branch and the chosen filters', async () => {
    const user = userEvent.setup();
    const onVehicleSearch = vi.fn();
    render(<BookingFormHarness onVehicleSearch={onVehicleSearch} />);
    await waitFor(() =>
      expect(onVehicleSearch).toHaveBeenLastCalledWith({ branch_pk: 21, start_datetime: '2026-03-02T09:15', end_datetime: '2026-03-02T10:15' }),
    );
    // The filters wait behind one disclosure, so Tab goes from the times to the vehicles.
    const disclosure = screen.getByText('Filter vehicles').closest('details');
    expect(disclosure).not.toHaveAttribute('open');
    await user.click(screen.getByText('Filter vehicles'));
    expect(disclosure).toHaveAttribute('open');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Fuel Type' }), 'Electric');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Seats' }), '7');
    await waitFor(() => expect(onVehicleSearch).toHaveBeenLastCalledWith(expect.objectContaining({ fuel_types: '["Electric"]', seats: '[7]' })));
    expect(screen.getByText('Filter vehicles (2 chosen)')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Paint' })).not.toBeInTheDocument();
  });

  it('sends the booking as the payload the server takes', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(() => true);
    render(<BookingFormHarness onSave={onSave} />);
    await chooseDriverVehicleAndPurpose(user);
    await user.type(screen.getByRole('textbox', { name: /Cost Code/ }), 'OPS-7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      branch: { pk: 21 },
      vehicle: { pk: 301 },
      driver: { pk: 41 },
      secondary_drivers: [],
      start_datetime: '2026-03-02T09:15',
      end_datetime: '2026-03-02T10:15',
      purpose_of_trip: 'Client visit',
      booking_type: 'Business',
      booking_tags: [
        { tag_group_name: 'Cost Code', value: 'OPS-7' },
        { tag_group_name: 'Child Seat', value: 'false' },
      ],
    });
  });

  it('names what is missing instead of saving', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<BookingFormHarness onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(bookingMessages.driverRequired)).toBeInTheDocument();
    expect(screen.getByText(bookingMessages.vehicleRequired)).toBeInTheDocument();
    expect(screen.getByText(bookingMessages.purposeRequired)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    // Focus lands on the first field to fix.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Driver' })).toHaveFocus());
  });

  it('checks a series, then books it skipping the clashing dates', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(() => false);
    const onCheckSeries = vi.fn();
    render(<BookingFormHarness onSave={onSave} onCheckSeries={onCheckSeries} seriesFound={seriesWithClash} />);
    await chooseDriverVehicleAndPurpose(user);
    await user.click(screen.getByRole('checkbox', { name: 'Repeat' }));
    expect(screen.getByRole('button', { name: 'Mon' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Wed' }));
    await user.type(field('Ends On'), '20/03/2026');
    await user.click(screen.getByRole('button', { name: CHECK_DATES }));
    expect(onCheckSeries).toHaveBeenCalledWith(
      expect.objectContaining({ is_recurring: true, recurring_pattern: 'weekly', days_of_week: [1, 3], dates_of_month: null, ends_on: '2026-03-20' }),
    );
    const dates = screen.getByRole('region', { name: 'Series dates' });
    expect(within(dates).getByText(/1 of the dates clash/)).toBeInTheDocument();
    expect(within(dates).getByText(/Vehicle Corolla Hybrid is already booked/)).toBeInTheDocument();
    expect(within(dates).getByText('03/03/2026 09:15 AM – 03/03/2026 10:15 AM')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: SKIP_CONFLICTS }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ is_recurring: true, skip_conflicting_dates: true, days_of_week: [1, 3] }));
  });

  it('drops the series on Cancel series', async () => {
    const user = userEvent.setup();
    const onCancelSeries = vi.fn();
    render(<BookingFormHarness onCancelSeries={onCancelSeries} seriesFound={seriesWithClash} />);
    await chooseDriverVehicleAndPurpose(user);
    await user.click(screen.getByRole('checkbox', { name: 'Repeat' }));
    await user.type(field('Ends On'), '20/03/2026');
    await user.click(screen.getByRole('button', { name: CHECK_DATES }));
    await user.click(screen.getByRole('button', { name: CANCEL_SERIES }));
    expect(onCancelSeries).toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: 'Repeat' })).not.toBeChecked();
    expect(screen.queryByRole('region', { name: 'Series dates' })).not.toBeInTheDocument();
  });

  it('edits a booking from its times at the branch, with a reason for the change and no series', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(() => true);
    const onVehicleSearch = vi.fn();
    render(<BookingFormHarness booking={existingBooking} onSave={onSave} onVehicleSearch={onVehicleSearch} />);
    expect(screen.getByRole('heading', { name: 'Edit Booking' })).toBeInTheDocument();
    expect(field('Start Date')).toHaveValue('10/03/2026');
    expect(timeField('Start Time')).toHaveValue('09:00 AM');
    expect(timeField('End Time')).toHaveValue('05:00 PM');
    expect(screen.queryByRole('checkbox', { name: 'Repeat' })).not.toBeInTheDocument();
    await waitFor(() => expect(onVehicleSearch).toHaveBeenCalledWith(expect.objectContaining({ exclude_booking_pk: 501, driver_pk: 41 })));
    expect(await screen.findByRole('radio', { name: /Corolla Hybrid/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Sam Smith/ })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: /Reason for change/ }), 'Meeting moved');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        pk: 501,
        reason_for_change: 'Meeting moved',
        start_datetime: '2026-03-10T09:00',
        end_datetime: '2026-03-10T17:00',
        secondary_drivers: [{ pk: 42 }],
        // What the booking held is kept; a group it held no value for stays empty.
        booking_tags: [
          { tag_group_name: 'Cost Code', value: 'OPS-7' },
          { tag_group_name: 'Child Seat', value: null },
        ],
      }),
    );
  });

  it('lets go of a vehicle that is no longer free, saying so', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<BookingFormHarness booking={existingBooking} />);
    expect(await screen.findByRole('radio', { name: /Corolla Hybrid/ })).toBeChecked();
    rerender(<BookingFormHarness booking={existingBooking} vehiclesFound={[]} />);
    await user.clear(timeField('End Time'));
    await user.type(timeField('End Time'), '06:00 PM');
    await user.tab();
    expect(await screen.findByText('No vehicle is free for this time')).toBeInTheDocument();
    expect(await screen.findByText(/Corolla Hybrid is not free for this time any more/)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Corolla Hybrid/ })).not.toBeInTheDocument();
  });

  it('shows the server title at the top and its field messages under their fields', () => {
    render(
      <BookingFormHarness
        serverError="Vehicle Corolla Hybrid is already booked from 02/03/2026 09:00 AM – 02/03/2026 11:00 AM."
        fieldErrors={{ 'booking_tags.Cost Code': 'Cost Code is not known', unknown_field: 'Something else' }}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Vehicle Corolla Hybrid is already booked');
    expect(alert).toHaveTextContent('Something else');
    expect(screen.getByRole('textbox', { name: /Cost Code/ })).toHaveAccessibleDescription('Cost Code is not known');
  });

  it('reads Saving... while saving', () => {
    render(<BookingFormHarness saving />);
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  });

  it('shows a booking the caller may not change read-only', () => {
    render(<BookingFormHarness booking={existingBooking} readOnly />);
    expect(screen.getByRole('heading', { name: 'Booking' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Branch' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeEnabled();
  });

  it('says it is loading, and why it could not load', async () => {
    const user = userEvent.setup();
    const common = {
      branches: bookingBranches,
      branchData: docklandsData,
      vehicles: idleLookup([]),
      drivers: idleLookup([]),
      cost: idleLookup(null),
      series: idleLookup(null),
      onVehicleSearch: vi.fn(),
      onDriverSearch: vi.fn(),
      onCostEstimate: vi.fn(),
      onCheckSeries: vi.fn(),
      onSave: vi.fn(),
    };
    const onRetry = vi.fn();
    const { rerender } = render(<BookingForm {...common} status="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading booking…');
    rerender(<BookingForm {...common} status="error" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(BOOKING_LOAD_FAILED);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
