import { parseBookingDateTime, type CalendarBooking } from '@motorpool/api';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bookingLabel } from '../booking-summary';
import { BookingPeekProvider } from '../BookingPeek';
import type { CalendarViewProps } from '../calendar-types';
import { calendarBooking, calendarVehicle, SYDNEY } from '../model/calendar-fixtures';
import { shownText } from '../shown-text';
import { OFF_THE_ROAD } from './TimelineRow';
import { TimelineView } from './TimelineView';

// 10 June 2026 in Sydney is AEST (+10:00), a plain 24-hour day.
const DAY = '2026-06-10';
const local = (time: string, day = DAY) => parseBookingDateTime(`${day}T${time}`, SYDNEY).getTime();
const iso = (time: string, day = DAY) => new Date(local(time, day)).toISOString();

const corolla = calendarVehicle(3, 'Corolla');
const vanTwo = calendarVehicle(2, 'van 2');
const vanTen = calendarVehicle(1, 'Van 10');
const fleet = [vanTen, vanTwo, corolla];

const editable = calendarBooking(iso('09:30'), iso('11:00'), { pk: 101, vehicle_pk: 3, vehicle_name: 'Corolla', driver_name: 'Alex Driver' });
const locked = calendarBooking(iso('13:00'), iso('14:00'), { pk: 102, vehicle_pk: 3, vehicle_name: 'Corolla', driver_name: 'Sam Other', editable: false });
const onVan = calendarBooking(iso('09:00'), iso('10:00'), { pk: 103, vehicle_pk: 2, vehicle_name: 'van 2', status: 'Pending Approval' });

function renderTimeline(props: Partial<CalendarViewProps> = {}) {
  const handlers = {
    onOpenBooking: vi.fn<(booking: CalendarBooking) => void>(),
    onSelectSlot: vi.fn(),
    onReschedule: vi.fn(),
    onNavigate: vi.fn(),
  };
  const user = userEvent.setup();
  const view = render(
    <TimelineView
      timeZone={SYDNEY}
      date={DAY}
      today="2026-01-01"
      weekStartsOn={1}
      timelineSpan="day"
      vehicles={fleet}
      bookings={[editable, locked, onVan]}
      canSelectSlots
      {...handlers}
      {...props}
    />,
  );
  return { user, ...handlers, ...view };
}

const cell = (vehicle: string, column: string) => screen.getByRole('gridcell', { name: new RegExp(`^${vehicle}, ${column}, `) });
/** A booking's bar, by the start of its name (the rest says its times, which a move being previewed changes). */
const bar = (booking: CalendarBooking) => screen.getByRole('button', { name: new RegExp(`^Booking ${booking.pk}:`) });
const columnHeaders = () =>
  screen
    .getAllByRole('columnheader')
    .slice(1)
    .map((header) => header.textContent);
const bodyRows = () => screen.getAllByRole('row').slice(1);
const selectedCells = () => screen.queryAllByRole('gridcell', { selected: true }).map((selected) => selected.getAttribute('aria-label'));

/** Tab into the grid and walk to a cell of the first row with the arrows. */
async function focusFirstRowColumn(user: ReturnType<typeof userEvent.setup>, column: number) {
  await user.tab();
  if (column > 0) await user.keyboard(`{ArrowRight>${column}/}`);
}

const manyVehicles = Array.from({ length: 500 }, (_, index) => calendarVehicle(1000 + index, `Vehicle ${500 - index}`));
const manyBookings = manyVehicles.flatMap((vehicle, index) =>
  Array.from({ length: 10 }, (_, hour) =>
    calendarBooking(iso(`${String(hour * 2).padStart(2, '0')}:00`), iso(`${String(hour * 2 + 1).padStart(2, '0')}:30`), {
      pk: 10_000 + index * 10 + hour,
      vehicle_pk: vehicle.pk,
      vehicle_name: vehicle.name,
    }),
  ),
);

describe('TimelineView layout', () => {
  it('marks a vehicle an incident took off the road and hatches its row from the block on, the bookings still shown', () => {
    const block = { vehicle: 3, from: iso('12:00'), reason: 'Accident — Not drivable', reference: 'INC-000007', incident: 7 };
    const { container } = renderTimeline({ blocks: [block] });
    const header = screen.getByRole('rowheader', { name: /Corolla/ });
    expect(header).toHaveTextContent(`${OFF_THE_ROAD}: Accident — Not drivable (INC-000007)`);
    expect(screen.getByRole('rowheader', { name: /van 2/ })).not.toHaveTextContent(OFF_THE_ROAD);
    const hatched = container.querySelector<HTMLElement>(`[title^="${OFF_THE_ROAD}"][aria-hidden="true"]`);
    // Noon of a 24-hour day: half way along the track.
    expect(hatched?.style.left).toBe('50%');
    expect(bar(locked)).toBeInTheDocument();
  });

  it('shows one row per vehicle by name with its registration, and hour columns of the day at the branch', () => {
    renderTimeline();
    const grid = screen.getByRole('grid', { name: 'Vehicle timeline, Wed 10 June 2026, times in Australia/Sydney' });
    expect(grid).toHaveAttribute('aria-rowcount', '4');
    expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['CorollaREG3', 'van 2REG2', 'Van 10REG1']);
    expect(bodyRows().map((row) => row.getAttribute('aria-rowindex'))).toEqual(['2', '3', '4']);
    expect(columnHeaders()).toEqual(Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`));
  });

  it('places bars on their vehicle’s row from their start column, across the columns they cover, with driver, times and status', () => {
    renderTimeline();
    const booked = bar(editable);
    expect(within(cell('Corolla', '09:00')).getByRole('button')).toBe(booked);
    expect(booked.style.left).toBe(`${(9.5 / 24) * 100}%`);
    expect(booked.style.width).toBe(`${(1.5 / 24) * 100}%`);
    // Named by its text, which holds what is shown in the same order (WCAG 2.5.3); the vehicle and the day are only read.
    expect(booked).not.toHaveAttribute('aria-label');
    expect(shownText(booked)).toBe('Alex Driver, 09:30 – 11:00, Approved');
    expect(booked).toHaveAccessibleName(bookingLabel(editable, SYDNEY));
    // A cell showing a bar is named by its content: where and when, then the booking.
    expect(cell('Corolla', '09:00')).toHaveAccessibleName(`Corolla, 09:00, 1 booking. ${bookingLabel(editable, SYDNEY)}`);
    expect(cell('Corolla', '10:00')).toHaveAccessibleName('Corolla, 10:00, 1 booking');
    expect(cell('Corolla', '11:00')).toHaveAccessibleName('Corolla, 11:00, no bookings');
    expect(within(cell('van 2', '09:00')).getByRole('button')).toHaveAccessibleName(bookingLabel(onVan, SYDNEY));
    expect(bar(onVan)).toHaveTextContent('Pending Approval');
  });

  it('names every bar by its text, in bookingLabel’s words, with or without a driver, in both spans', () => {
    const driverless = calendarBooking(iso('15:00'), iso('16:00'), { pk: 105, vehicle_pk: 2, vehicle_name: 'van 2', driver_name: '' });
    const overnight = calendarBooking(iso('20:00'), iso('08:00', '2026-06-11'), { pk: 106, vehicle_pk: 1, vehicle_name: 'Van 10', status: 'In-Progress' });
    const bookings = [editable, locked, onVan, driverless, overnight];
    for (const timelineSpan of ['day', 'week'] as const) {
      const { unmount } = renderTimeline({ bookings, timelineSpan });
      for (const booking of bookings) expect(bar(booking)).toHaveAccessibleName(bookingLabel(booking, SYDNEY));
      expect(shownText(bar(driverless))).toBe('15:00 – 16:00, Approved');
      unmount();
    }
  });

  it('shows the days of a bar that runs past the view, whose place cannot say them, and only the times of one inside it', () => {
    const overnight = calendarBooking(iso('20:00', '2026-06-09'), iso('08:00'), { pk: 107, vehicle_pk: 1, vehicle_name: 'Van 10', driver_name: 'Kim Night' });
    const { unmount } = renderTimeline({ bookings: [editable, overnight] });
    expect(shownText(bar(overnight))).toBe('Kim Night, Tue 9 June 20:00 – Wed 10 June 08:00, Approved');
    expect(bar(overnight)).toHaveAccessibleName(bookingLabel(overnight, SYDNEY));
    expect(shownText(bar(editable))).toBe('Alex Driver, 09:30 – 11:00, Approved');
    unmount();
    // In the week both days are columns of the view: the bar's place says them.
    renderTimeline({ bookings: [overnight], timelineSpan: 'week' });
    expect(shownText(bar(overnight))).toBe('Kim Night, 20:00 – 08:00, Approved');
  });

  it('has 23 hour columns on the day Sydney’s clocks go forward, bars placed on elapsed hours', () => {
    const springDay = '2026-10-04';
    // 03:00 is the third column: 02:00 does not exist that night.
    const early = calendarBooking(iso('03:00', springDay), iso('05:00', springDay), { pk: 201, vehicle_pk: 3, vehicle_name: 'Corolla' });
    renderTimeline({ date: springDay, bookings: [early] });
    const labels = columnHeaders();
    expect(labels).toHaveLength(23);
    expect(labels.slice(0, 4)).toEqual(['00:00', '01:00', '03:00', '04:00']);
    expect(within(cell('Corolla', '03:00')).getByRole('button')).toBe(bar(early));
    expect(bar(early).style.left).toBe(`${(2 / 23) * 100}%`);
    expect(bar(early).style.width).toBe(`${(2 / 23) * 100}%`);
  });

  it('shows a week by the day with today marked, bars spanning the days they cover', () => {
    const twoDays = calendarBooking(iso('12:00', '2026-06-09'), iso('12:00', '2026-06-11'), { pk: 301, vehicle_pk: 3, vehicle_name: 'Corolla' });
    renderTimeline({ timelineSpan: 'week', today: DAY, bookings: [twoDays] });
    expect(screen.getByRole('grid', { name: 'Vehicle timeline, 8–14 June 2026, times in Australia/Sydney' })).toBeInTheDocument();
    expect(columnHeaders()).toEqual(['Mon 8 June', 'Tue 9 June', 'Wed 10 June', 'Thu 11 June', 'Fri 12 June', 'Sat 13 June', 'Sun 14 June']);
    expect(screen.getByRole('columnheader', { current: 'date' })).toHaveTextContent('Wed 10 June');
    expect(within(cell('Corolla', 'Tue 9 June')).getByRole('button')).toBe(bar(twoDays));
    expect(bar(twoDays).style.left).toBe(`${(1.5 / 7) * 100}%`);
    expect(cell('Corolla', 'Thu 11 June')).toHaveAccessibleName('Corolla, Thu 11 June, 1 booking');
  });

  it('marks the current hour on today’s day', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(local('14:30'));
      renderTimeline({ today: DAY });
      expect(screen.getByRole('columnheader', { current: 'time' })).toHaveTextContent('14:00');
    } finally {
      vi.useRealTimers();
    }
  });

  it('marks no hour on another day', () => {
    renderTimeline({ today: '2026-06-11' });
    expect(screen.queryByRole('columnheader', { current: 'time' })).not.toBeInTheDocument();
  });

  // 5,000 bookings laid out and rendered in jsdom on a loaded machine: a generous time limit.
  it('renders only a window of 500 vehicles’ rows, in name order, counting them all for screen readers', () => {
    renderTimeline({ vehicles: manyVehicles, bookings: manyBookings });
    expect(screen.getByRole('grid')).toHaveAttribute('aria-rowcount', '501');
    const rendered = bodyRows();
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(60);
    expect(rendered.map((row) => row.getAttribute('aria-rowindex'))).toEqual(rendered.map((_, index) => String(index + 2)));
    // Numbers in names are counted: Vehicle 2 comes before Vehicle 10.
    expect(
      screen
        .getAllByRole('rowheader')
        .slice(0, 3)
        .map((header) => header.firstChild?.textContent),
    ).toEqual(['Vehicle 1', 'Vehicle 2', 'Vehicle 3']);
    expect(within(bodyRows()[0] as HTMLElement).getAllByRole('button')).toHaveLength(10);
  }, 20_000);
});

describe('TimelineView keyboard', () => {
  it('has one tab stop and moves between cells with the arrows, Home and End', async () => {
    const { user } = renderTimeline();
    await user.tab();
    expect(cell('Corolla', '00:00')).toHaveFocus();
    expect(screen.getAllByRole('gridcell').filter((candidate) => candidate.tabIndex === 0)).toHaveLength(1);
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(cell('van 2', '01:00')).toHaveFocus();
    await user.keyboard('{End}');
    expect(cell('van 2', '23:00')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Home}');
    expect(cell('Van 10', '00:00')).toHaveFocus();
    await user.keyboard('{Control>}{Home}{/Control}');
    expect(cell('Corolla', '00:00')).toHaveFocus();
    expect(cell('Corolla', '00:00')).toHaveAttribute('tabindex', '0');
  });

  it('moves focus to rows beyond the rendered ones, rendering them', async () => {
    const { user } = renderTimeline({ vehicles: manyVehicles, bookings: [] });
    await user.tab();
    expect(screen.queryByText('Vehicle 40')).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown>39/}');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/^Vehicle 40, 00:00/));
    expect(document.activeElement?.closest('[role="row"]')).toHaveAttribute('aria-rowindex', '41');
    // Scrolled: the first rows are gone, and still only a window is rendered.
    expect(screen.queryByText('Vehicle 1')).not.toBeInTheDocument();
    expect(screen.getByText('Vehicle 40').closest('[role="rowheader"]')).toBeInTheDocument();
    expect(bodyRows().length).toBeLessThan(60);

    await user.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/^Vehicle 500, 23:00/));
    expect(document.activeElement?.closest('[role="row"]')).toHaveAttribute('aria-rowindex', '501');
  });

  it('keeps the tab stop’s row when scrolling takes it out of the rendered rows', async () => {
    const { user } = renderTimeline({ vehicles: manyVehicles, bookings: [] });
    await user.tab();
    const stop = cell('Vehicle 1', '00:00');
    const scroller = screen.getByRole('grid').parentElement as HTMLElement;
    // jsdom does not scroll: the scroll area reports where it was scrolled to.
    Object.defineProperty(scroller, 'scrollTop', { configurable: true, value: 200 * 44 });
    fireEvent.scroll(scroller);
    expect(await screen.findByText('Vehicle 200')).toBeInTheDocument();
    expect(screen.queryByText('Vehicle 2')).not.toBeInTheDocument();
    expect(stop).toBeInTheDocument();
    expect(stop).toHaveFocus();
    expect(stop).toHaveAttribute('tabindex', '0');
    expect(bodyRows().length).toBeLessThan(60);
  });

  it('PageUp and PageDown go to the previous and next day, or week', async () => {
    const { user, onNavigate, rerender } = renderTimeline();
    await user.tab();
    await user.keyboard('{PageDown}');
    expect(onNavigate).toHaveBeenLastCalledWith('2026-06-11');
    await user.keyboard('{PageUp}');
    expect(onNavigate).toHaveBeenLastCalledWith('2026-06-09');
    rerender(
      <TimelineView
        timeZone={SYDNEY}
        date={DAY}
        today={DAY}
        weekStartsOn={1}
        timelineSpan="week"
        vehicles={fleet}
        bookings={[]}
        canSelectSlots
        onOpenBooking={vi.fn()}
        onSelectSlot={vi.fn()}
        onReschedule={vi.fn()}
        onNavigate={onNavigate}
      />,
    );
    cell('Corolla', 'Mon 8 June').focus();
    await user.keyboard('{PageUp}');
    expect(onNavigate).toHaveBeenLastCalledWith('2026-06-03');
  });

  it('Enter goes into a cell’s bookings, arrows between them, Enter opens, Escape goes back', async () => {
    const overlapping = calendarBooking(iso('10:00'), iso('12:00'), { pk: 104, vehicle_pk: 3, vehicle_name: 'Corolla', status: 'Cancelled' });
    const { user, onOpenBooking } = renderTimeline({ bookings: [editable, overlapping, locked] });
    await focusFirstRowColumn(user, 10);
    expect(cell('Corolla', '10:00')).toHaveAccessibleName(/^Corolla, 10:00, 2 bookings\. Booking 104: Corolla, /);
    await user.keyboard('{Enter}');
    expect(bar(editable)).toHaveFocus();
    expect(bar(editable)).toHaveAttribute('tabindex', '0');
    expect(cell('Corolla', '10:00')).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowRight}');
    expect(bar(overlapping)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(bar(overlapping)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOpenBooking).toHaveBeenCalledWith(overlapping);
    await user.keyboard('{Escape}');
    expect(cell('Corolla', '10:00')).toHaveFocus();
  });

  it('opens a booking on click', async () => {
    const { user, onOpenBooking } = renderTimeline();
    await user.click(bar(locked));
    expect(onOpenBooking).toHaveBeenCalledWith(locked);
  });
});

describe('TimelineView slot selection', () => {
  it('selects free hours of a row by keyboard, stopping before a booking, and books them for that vehicle', async () => {
    const { user, onSelectSlot } = renderTimeline();
    await focusFirstRowColumn(user, 11);
    await user.keyboard('{Enter}');
    expect(selectedCells()).toEqual(['Corolla, 11:00, no bookings']);
    expect(screen.getByText(/^Selected Corolla, Wed 10 June 11:00 – 12:00\./)).toBeInTheDocument();
    // 13:00 holds a booking: the selection stops at 12:00.
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowRight}{/Shift}');
    expect(selectedCells()).toEqual(['Corolla, 11:00, no bookings', 'Corolla, 12:00, no bookings']);
    expect(cell('Corolla', '12:00')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelectSlot).toHaveBeenCalledExactlyOnceWith({ start: local('11:00'), end: local('13:00'), vehiclePk: 3 });
    expect(selectedCells()).toEqual([]);
  });

  it('Space starts a selection too, extending backwards; Escape cancels it', async () => {
    const { user } = renderTimeline();
    await focusFirstRowColumn(user, 20);
    await user.keyboard(' {Shift>}{ArrowLeft}{/Shift}');
    expect(selectedCells()).toEqual(['Corolla, 19:00, no bookings', 'Corolla, 20:00, no bookings']);
    await user.keyboard('{Escape}');
    expect(selectedCells()).toEqual([]);
    expect(screen.getByText('Selection cancelled.')).toBeInTheDocument();
  });

  it('selects by pressing and dragging along a row, for the row pressed', async () => {
    const { user, onSelectSlot } = renderTimeline();
    await user.pointer([
      { keys: '[MouseLeft>]', target: cell('van 2', '15:00') },
      { target: cell('van 2', '16:00') },
      // Straying onto another row keeps the selection on the vehicle it began on.
      { target: cell('Van 10', '17:00') },
    ]);
    expect(selectedCells()).toEqual(['van 2, 15:00, no bookings', 'van 2, 16:00, no bookings', 'van 2, 17:00, no bookings']);
    await user.pointer({ keys: '[/MouseLeft]', target: cell('Van 10', '17:00') });
    expect(onSelectSlot).toHaveBeenCalledExactlyOnceWith({ start: local('15:00'), end: local('18:00'), vehiclePk: 2 });
    expect(selectedCells()).toEqual([]);
  });

  it('a click on a free cell selects its hour; the whole day in the week span', async () => {
    const { user, onSelectSlot, rerender } = renderTimeline();
    await user.click(cell('Van 10', '06:00'));
    expect(onSelectSlot).toHaveBeenLastCalledWith({ start: local('06:00'), end: local('07:00'), vehiclePk: 1 });
    rerender(
      <TimelineView
        timeZone={SYDNEY}
        date={DAY}
        today={DAY}
        weekStartsOn={1}
        timelineSpan="week"
        vehicles={fleet}
        bookings={[]}
        canSelectSlots
        onOpenBooking={vi.fn()}
        onSelectSlot={onSelectSlot}
        onReschedule={vi.fn()}
        onNavigate={vi.fn()}
      />,
    );
    await user.click(cell('Corolla', 'Fri 12 June'));
    expect(onSelectSlot).toHaveBeenLastCalledWith({ start: local('00:00', '2026-06-12'), end: local('00:00', '2026-06-13'), vehiclePk: 3 });
  });

  it('does not select a busy cell, nor anything in a read-only calendar', async () => {
    const { user, onSelectSlot, rerender } = renderTimeline();
    await user.click(cell('Corolla', '13:00'));
    expect(onSelectSlot).not.toHaveBeenCalled();

    rerender(
      <TimelineView
        timeZone={SYDNEY}
        date={DAY}
        today="2026-01-01"
        weekStartsOn={1}
        timelineSpan="day"
        vehicles={fleet}
        bookings={[editable]}
        canSelectSlots={false}
        onOpenBooking={vi.fn()}
        onSelectSlot={onSelectSlot}
        onReschedule={vi.fn()}
        onNavigate={vi.fn()}
      />,
    );
    expect(screen.getByRole('grid')).not.toHaveAttribute('aria-multiselectable');
    await user.click(cell('Van 10', '06:00'));
    cell('Van 10', '06:00').focus();
    await user.keyboard('{Enter} {Shift>}{ArrowRight}{/Shift}{Enter}');
    expect(selectedCells()).toEqual([]);
    expect(onSelectSlot).not.toHaveBeenCalled();
  });
});

describe('TimelineView moving and resizing', () => {
  async function focusEditable(user: ReturnType<typeof userEvent.setup>) {
    await focusFirstRowColumn(user, 9);
    await user.keyboard('{Enter}');
    expect(bar(editable)).toHaveFocus();
  }

  it('moves an editable booking by quarter hours with Alt+Arrow, announcing it, and saves with Enter', async () => {
    const { user, onReschedule } = renderTimeline();
    await focusEditable(user);
    await user.keyboard('{Alt>}{ArrowRight}{ArrowRight}{/Alt}');
    expect(screen.getByText('Moving booking 101 to Wed 10 June 10:00 – 11:30. Enter to save, Escape to cancel.')).toBeInTheDocument();
    expect(bar(editable).style.left).toBe(`${(10 / 24) * 100}%`);
    // What the bar shows, and so what it is called, is the new times until they are saved or cancelled.
    expect(shownText(bar(editable))).toBe('Alex Driver, 10:00 – 11:30, Approved');
    expect(bar(editable)).toHaveAccessibleName(/, Alex Driver, Wed 10 June 10:00 – 11:30, Approved$/);
    await user.keyboard('{Enter}');
    expect(onReschedule).toHaveBeenCalledExactlyOnceWith(editable, { start: local('10:00'), end: local('11:30') });
  });

  it('changes only the end with Alt+Shift+Arrow, never to the start', async () => {
    const { user, onReschedule } = renderTimeline();
    await focusEditable(user);
    await user.keyboard('{Alt>}{Shift>}{ArrowLeft>8/}{/Shift}{/Alt}');
    expect(screen.getByText('Moving booking 101 to Wed 10 June 09:30 – 09:45. Enter to save, Escape to cancel.')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(onReschedule).toHaveBeenCalledExactlyOnceWith(editable, { start: local('09:30'), end: local('09:45') });
  });

  it('Escape puts the booking back without saving', async () => {
    const { user, onReschedule, onOpenBooking } = renderTimeline();
    await focusEditable(user);
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    expect(bar(editable).style.left).toBe(`${(9.25 / 24) * 100}%`);
    await user.keyboard('{Escape}');
    expect(bar(editable).style.left).toBe(`${(9.5 / 24) * 100}%`);
    expect(screen.getByText('Move of booking 101 cancelled.')).toBeInTheDocument();
    expect(bar(editable)).toHaveFocus();
    expect(onReschedule).not.toHaveBeenCalled();
    expect(onOpenBooking).not.toHaveBeenCalled();
  });

  it('moves by whole days in the week span', async () => {
    const { user, onReschedule } = renderTimeline({ timelineSpan: 'week' });
    cell('Corolla', 'Wed 10 June').focus();
    await user.keyboard('{Enter}');
    expect(bar(editable)).toHaveFocus();
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}{Enter}');
    expect(onReschedule).toHaveBeenCalledExactlyOnceWith(editable, { start: local('09:30', '2026-06-09'), end: local('11:00', '2026-06-09') });
  });

  it('does not move a booking that may not be edited, and Enter opens it', async () => {
    const { user, onReschedule, onOpenBooking } = renderTimeline();
    await focusFirstRowColumn(user, 13);
    await user.keyboard('{Enter}{Alt>}{ArrowRight}{/Alt}');
    expect(screen.getByText('Booking 102 cannot be moved.')).toBeInTheDocument();
    expect(bar(locked).style.left).toBe(`${(13 / 24) * 100}%`);
    await user.keyboard('{Enter}');
    expect(onOpenBooking).toHaveBeenCalledExactlyOnceWith(locked);
    await user.pointer([{ keys: '[MouseLeft>]', target: bar(locked) }, { target: cell('Corolla', '16:00') }, { keys: '[/MouseLeft]' }]);
    expect(onReschedule).not.toHaveBeenCalled();
  });

  it('drags an editable booking to another hour, and its right edge to resize it', async () => {
    const { user, onReschedule, onOpenBooking } = renderTimeline();
    await user.pointer([{ keys: '[MouseLeft>]', target: bar(editable) }, { target: cell('Corolla', '11:00') }]);
    expect(bar(editable).style.left).toBe(`${(11.5 / 24) * 100}%`);
    await user.pointer([{ target: cell('Corolla', '12:00') }, { keys: '[/MouseLeft]' }]);
    expect(onReschedule).toHaveBeenLastCalledWith(editable, { start: local('12:30'), end: local('14:00') });

    const handle = bar(editable).querySelector('[data-resize]') as HTMLElement;
    await user.pointer([{ keys: '[MouseLeft>]', target: handle }, { target: cell('Corolla', '11:00') }, { keys: '[/MouseLeft]' }]);
    expect(onReschedule).toHaveBeenLastCalledWith(editable, { start: local('09:30'), end: local('13:00') });
    expect(onOpenBooking).not.toHaveBeenCalled();
  });

  it('a press and release on a booking without moving opens it', async () => {
    const { user, onReschedule, onOpenBooking } = renderTimeline();
    await user.pointer([{ keys: '[MouseLeft>]', target: bar(editable) }, { keys: '[/MouseLeft]' }]);
    expect(onOpenBooking).toHaveBeenCalledExactlyOnceWith(editable);
    expect(onReschedule).not.toHaveBeenCalled();
  });
});

describe('TimelineView peek', () => {
  it('shows a booking’s summary on hover and on focus', async () => {
    const user = userEvent.setup();
    render(
      <BookingPeekProvider timeZone={SYDNEY}>
        <TimelineView
          timeZone={SYDNEY}
          date={DAY}
          today={DAY}
          weekStartsOn={1}
          timelineSpan="day"
          vehicles={fleet}
          bookings={[editable, locked]}
          canSelectSlots
          onOpenBooking={vi.fn()}
          onSelectSlot={vi.fn()}
          onReschedule={vi.fn()}
          onNavigate={vi.fn()}
        />
      </BookingPeekProvider>,
    );
    await user.hover(bar(locked));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Sam Other');
    expect(bar(locked)).toHaveAccessibleDescription(/Sam Other/);
    await user.unhover(bar(locked));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    bar(editable).focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Alex Driver');
  });
});
