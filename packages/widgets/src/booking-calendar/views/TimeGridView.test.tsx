import type { CalendarBooking } from '@motorpool/api';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingLabel } from '../booking-summary';
import { atBranch, STORY_TIME_ZONE, STORY_TODAY, storyBookings, storyVehicles } from '../calendar-story-fixtures';
import { shownText } from '../shown-text';
import { PX_PER_MINUTE } from './time-grid-metrics';
import { TimeGridView, type TimeGridViewProps } from './TimeGridView';

/** Epoch ms of a wall-clock time at the Sydney branch. */
const at = (wallTime: string) => Date.parse(atBranch(wallTime));
const byPk = (pk: number) => storyBookings.find((booking) => booking.pk === pk) as CalendarBooking;

function renderGrid(overrides: Partial<TimeGridViewProps> = {}) {
  const props: TimeGridViewProps = {
    span: 'week',
    timeZone: STORY_TIME_ZONE,
    date: STORY_TODAY,
    today: STORY_TODAY,
    weekStartsOn: 1,
    timelineSpan: 'day',
    vehicles: storyVehicles,
    bookings: storyBookings,
    canSelectSlots: true,
    onOpenBooking: vi.fn(),
    onSelectSlot: vi.fn(),
    onReschedule: vi.fn(),
    onNavigate: vi.fn(),
    ...overrides,
  };
  const view = render(<TimeGridView {...props} />);
  /** The body cell of day column `col` (0 = Monday in the week) at `HH:mm`; quarter hours from midnight on these plain days. */
  const cell = (col: number, time: string) => {
    const slot = Number(time.slice(0, 2)) * 4 + Number(time.slice(3, 5)) / 15;
    const element = view.container.querySelector<HTMLElement>(`[data-cell][data-col="${col}"][data-slot="${slot}"]`);
    if (!element) throw new Error(`No cell ${col} ${time}`);
    return element;
  };
  return { props, cell, user: userEvent.setup() };
}

const bookingIn = (cell: HTMLElement, pk: number) => within(cell).getByRole('button', { name: new RegExp(`^Booking ${pk}:`) });

afterEach(() => {
  vi.useRealTimers();
});

describe('TimeGridView: layout', () => {
  it('draws the week at the branch, each booking in the cell of the day and quarter hour it starts', () => {
    const { cell } = renderGrid();
    expect(screen.getByRole('grid', { name: '23–29 Nov 2026, times in Australia/Sydney' })).toBeInTheDocument();
    // A cell showing bookings is named by its content: when it is, then its bookings, each named by its text.
    expect(cell(0, '09:00')).toHaveAccessibleName(
      'Mon 23 Nov 09:00, 1 booking. Booking 101: Corolla Hybrid SC-01, Alex Driver, Mon 23 Nov 09:00 – 11:00, Approved',
    );
    const corolla = bookingIn(cell(0, '09:00'), 101);
    expect(corolla).not.toHaveAttribute('aria-label');
    expect(corolla).toHaveAccessibleName('Booking 101: Corolla Hybrid SC-01, Alex Driver, Mon 23 Nov 09:00 – 11:00, Approved');
    // What is shown is in the name, in the same order (WCAG 2.5.3).
    expect(shownText(corolla)).toBe('Corolla Hybrid SC-01, Alex Driver, 09:00 – 11:00, Approved');
    expect(cell(0, '10:00')).toHaveAccessibleName(/^Mon 23 Nov 10:00, 1 booking\. Booking 102: /);
    expect(cell(0, '11:00')).toHaveAccessibleName('Mon 23 Nov 11:00, during 2 bookings');
    expect(cell(0, '12:15')).toHaveAccessibleName('Mon 23 Nov 12:15, during 1 booking');
    expect(cell(0, '13:00')).toHaveAccessibleName('Mon 23 Nov 13:00, free');
    expect(bookingIn(cell(2, '09:15'), 110)).toBeInTheDocument();
  });

  it('draws a booking over midnight on both days, marked as going on', () => {
    const { cell } = renderGrid();
    const tuesday = bookingIn(cell(1, '22:00'), 104);
    const wednesday = bookingIn(cell(2, '00:00'), 104);
    expect(shownText(tuesday)).toBe('Corolla Hybrid SC-01, Dana Park, 22:00 – 06:00, Approved▼');
    expect(wednesday).toHaveAccessibleName(/Tue 24 Nov 22:00 – Wed 25 Nov 06:00, Approved$/);
    expect(shownText(wednesday)).toBe('▲ Corolla Hybrid SC-01, Dana Park, 22:00 – 06:00, Approved');
    expect(screen.getAllByRole('button', { name: /^Booking 104:/ })).toHaveLength(2);
  });

  it('names every booking by its text, in bookingLabel’s words, with or without a driver and over midnight', () => {
    const driverless = { ...byPk(101), pk: 202, vehicle_pk: 4, vehicle_name: 'Ranger Ute SC-04', driver_name: '' };
    const bookings = [...storyBookings, driverless];
    renderGrid({ bookings });
    const buttons = screen.getAllByRole('button', { name: /^Booking \d+:/ });
    expect(buttons.length).toBeGreaterThan(10);
    for (const button of buttons) {
      const booking = bookings.find((candidate) => candidate.pk === Number(button.dataset.bookingPk)) as CalendarBooking;
      expect(button).toHaveAccessibleName(bookingLabel(booking, STORY_TIME_ZONE));
    }
    expect(shownText(screen.getByRole('button', { name: /^Booking 202:/ }))).toBe('Ranger Ute SC-04, 09:00 – 11:00, Approved');
  });

  it('shares the width between overlapping bookings and shows the status in the text', () => {
    const { cell } = renderGrid();
    const first = bookingIn(cell(0, '09:00'), 101);
    const second = bookingIn(cell(0, '10:00'), 102);
    const third = bookingIn(cell(0, '10:30'), 103);
    expect([first.style.left, second.style.left, third.style.left]).toEqual(['0%', `${(1 / 3) * 100}%`, `${(2 / 3) * 100}%`]);
    expect(second).toHaveTextContent('Pending Approval');
    expect(bookingIn(cell(4, '09:00'), 109)).toHaveTextContent('Hidden');
  });

  it('marks today and opens a day from its header', async () => {
    const { props, user } = renderGrid();
    const header = screen.getByRole('button', { name: 'Wed 25 Nov' });
    expect(header).toHaveAttribute('aria-current', 'date');
    await user.click(screen.getByRole('button', { name: 'Tue 24 Nov' }));
    expect(props.onNavigate).toHaveBeenCalledWith('2026-11-24', 'day');
  });

  it('draws the now-line in today’s column only', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(atBranch('2026-11-25T10:20')));
    const { cell } = renderGrid();
    const lines = screen.getByRole('grid').querySelectorAll<HTMLElement>('[role="gridcell"] > [aria-hidden="true"]');
    expect(lines).toHaveLength(1);
    // Drawn from the top of Wednesday's column, 10 h 20 min down.
    expect(lines[0]?.parentElement).toBe(cell(2, '00:00'));
    expect(lines[0]?.style.top).toBe(`${(10 * 60 + 20) * PX_PER_MINUTE}px`);
  });

  it('a day view has one column and no header buttons', () => {
    const { cell } = renderGrid({ span: 'day', date: '2026-11-23' });
    expect(screen.getByRole('grid', { name: 'Mon 23 Nov 2026, times in Australia/Sydney' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mon 23 Nov' })).not.toBeInTheDocument();
    expect(bookingIn(cell(0, '10:30'), 103)).toBeInTheDocument();
    expect(() => cell(1, '09:00')).toThrow();
  });
});

describe('TimeGridView: keyboard', () => {
  it('has one tab stop, today at 07:00, and arrows, Home and End move it', async () => {
    const { cell, user } = renderGrid();
    await user.tab();
    expect(cell(2, '07:00')).toHaveFocus();
    expect(cell(2, '07:00')).toHaveAttribute('tabindex', '0');
    await user.keyboard('{ArrowDown}');
    expect(cell(2, '07:15')).toHaveFocus();
    expect(cell(2, '07:15')).toHaveAttribute('tabindex', '0');
    expect(cell(2, '07:00')).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowLeft}');
    expect(cell(1, '07:15')).toHaveFocus();
    await user.keyboard('{End}');
    expect(cell(6, '07:15')).toHaveFocus();
    await user.keyboard('{Home}{ArrowUp}');
    expect(cell(0, '07:00')).toHaveFocus();
  });

  it('goes up into the day headers, which open the day', async () => {
    const { props, cell, user } = renderGrid();
    act(() => cell(3, '00:00').focus());
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Thu 26 Nov' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(props.onNavigate).toHaveBeenCalledWith('2026-11-26', 'day');
    await user.keyboard('{ArrowDown}');
    expect(cell(3, '00:00')).toHaveFocus();
  });

  it('PageUp and PageDown go a week back and on', async () => {
    const { props, user } = renderGrid();
    await user.tab();
    await user.keyboard('{PageDown}');
    expect(props.onNavigate).toHaveBeenLastCalledWith('2026-12-02');
    await user.keyboard('{PageUp}');
    expect(props.onNavigate).toHaveBeenLastCalledWith('2026-11-18');
  });

  it('Enter goes into a cell’s bookings, arrows between them, Enter opens, Escape returns to the cell', async () => {
    const early = { ...byPk(101), pk: 201, vehicle_pk: 4, vehicle_name: 'Ranger Ute SC-04' };
    const { props, cell, user } = renderGrid({ bookings: [...storyBookings, early] });
    act(() => cell(0, '09:00').focus());
    expect(cell(0, '09:00')).toHaveAccessibleName(/^Mon 23 Nov 09:00, 2 bookings\. Booking 101: .* Booking 201: Ranger Ute SC-04, /);
    await user.keyboard('{Enter}');
    expect(bookingIn(cell(0, '09:00'), 101)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(bookingIn(cell(0, '09:00'), 201)).toHaveFocus();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(props.onOpenBooking).toHaveBeenCalledWith(byPk(101));
    await user.keyboard('{Escape}');
    expect(cell(0, '09:00')).toHaveFocus();
    expect(props.onOpenBooking).toHaveBeenCalledTimes(1);
  });

  it('selects a stretch: Enter on a free cell, Shift+ArrowDown to extend, Enter to book', async () => {
    const { props, cell, user } = renderGrid();
    act(() => cell(1, '09:00').focus());
    await user.keyboard('{Enter}');
    expect(cell(1, '09:00')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Shift>}{ArrowDown}{ArrowDown}{ArrowDown}{/Shift}');
    expect(cell(1, '09:45')).toHaveFocus();
    expect(cell(1, '09:30')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Selected Tue 24 Nov 09:00 – 10:00. Enter to book, Escape to cancel.')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(props.onSelectSlot).toHaveBeenCalledWith({ start: at('2026-11-24T09:00'), end: at('2026-11-24T10:00'), vehiclePk: null });
    expect(cell(1, '09:00')).not.toHaveAttribute('aria-selected');
  });

  it('Escape cancels a selection', async () => {
    const { props, cell, user } = renderGrid();
    act(() => cell(1, '09:00').focus());
    await user.keyboard('{ }{Shift>}{ArrowDown}{/Shift}{Escape}');
    expect(cell(1, '09:15')).not.toHaveAttribute('aria-selected');
    await user.keyboard('{Enter}');
    // Enter now starts a new selection instead of booking the cancelled one.
    expect(props.onSelectSlot).not.toHaveBeenCalled();
  });

  it('moves an editable booking with Alt+Arrow, previewed and announced, saved with Enter', async () => {
    const { props, cell, user } = renderGrid();
    act(() => bookingIn(cell(0, '09:00'), 101).focus());
    await user.keyboard('{Alt>}{ArrowDown}{ArrowDown}{/Alt}');
    expect(screen.getByText('Moving booking 101 to Mon 23 Nov 09:30 – 11:30. Enter to save, Escape to cancel.')).toBeInTheDocument();
    // Drawn at the new time, and still focused.
    expect(bookingIn(cell(0, '09:30'), 101)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(props.onReschedule).toHaveBeenCalledWith(byPk(101), { start: at('2026-11-23T09:30'), end: at('2026-11-23T11:30') });
    expect(props.onOpenBooking).not.toHaveBeenCalled();
  });

  it('Alt+Shift+Arrow changes only the end, Alt+Right moves a day, and Escape puts it back', async () => {
    const { props, cell, user } = renderGrid();
    act(() => bookingIn(cell(0, '09:00'), 101).focus());
    await user.keyboard('{Alt>}{Shift>}{ArrowUp}{/Shift}{ArrowRight}{/Alt}');
    expect(screen.getByText('Moving booking 101 to Tue 24 Nov 09:00 – 10:45. Enter to save, Escape to cancel.')).toBeInTheDocument();
    expect(bookingIn(cell(1, '09:00'), 101)).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(bookingIn(cell(0, '09:00'), 101)).toHaveFocus();
    expect(screen.getByText('Move of booking 101 cancelled.')).toBeInTheDocument();
    expect(props.onReschedule).not.toHaveBeenCalled();
  });

  it('never lets the end reach the start', async () => {
    const { props, cell, user } = renderGrid();
    act(() => bookingIn(cell(0, '09:00'), 101).focus());
    await user.keyboard(`{Alt>}{Shift>}${'{ArrowUp}'.repeat(10)}{/Shift}{/Alt}{Enter}`);
    expect(props.onReschedule).toHaveBeenCalledWith(byPk(101), { start: at('2026-11-23T09:00'), end: at('2026-11-23T09:15') });
  });

  it('does not move a booking that is not editable', async () => {
    const { props, cell, user } = renderGrid();
    act(() => bookingIn(cell(0, '10:30'), 103).focus());
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(screen.getByText('Booking 103 cannot be moved.')).toBeInTheDocument();
    expect(bookingIn(cell(0, '10:30'), 103)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(props.onReschedule).not.toHaveBeenCalled();
    expect(props.onOpenBooking).toHaveBeenCalledWith(byPk(103));
  });

  it('a read-only calendar starts no selection', async () => {
    const { props, cell, user } = renderGrid({ canSelectSlots: false });
    expect(screen.getByRole('grid')).not.toHaveAttribute('aria-multiselectable');
    act(() => cell(1, '09:00').focus());
    await user.keyboard('{Enter}{ }{Shift>}{ArrowDown}{/Shift}{Enter}');
    expect(cell(1, '09:00')).not.toHaveAttribute('aria-selected');
    fireEvent.pointerDown(cell(1, '09:00'));
    fireEvent.pointerUp(cell(1, '09:00'));
    expect(props.onSelectSlot).not.toHaveBeenCalled();
  });
});

describe('TimeGridView: pointer', () => {
  it('a click on a free cell picks the hour from that quarter', () => {
    const { props, cell } = renderGrid();
    fireEvent.pointerDown(cell(1, '14:15'));
    expect(cell(1, '14:15')).toHaveAttribute('aria-selected', 'true');
    fireEvent.pointerUp(cell(1, '14:15'));
    expect(props.onSelectSlot).toHaveBeenCalledWith({ start: at('2026-11-24T14:15'), end: at('2026-11-24T15:15'), vehiclePk: null });
  });

  it('a drag picks the stretch between the cells, whichever way it goes', () => {
    const { props, cell } = renderGrid();
    fireEvent.pointerDown(cell(1, '10:00'));
    fireEvent.pointerMove(cell(1, '09:30'));
    fireEvent.pointerMove(cell(1, '08:45'));
    expect(cell(1, '09:00')).toHaveAttribute('aria-selected', 'true');
    fireEvent.pointerUp(cell(1, '08:45'));
    expect(props.onSelectSlot).toHaveBeenCalledWith({ start: at('2026-11-24T08:45'), end: at('2026-11-24T10:15'), vehiclePk: null });
  });

  it('drags an editable booking to move it, snapped to quarter hours, without opening it', () => {
    const { props, cell } = renderGrid();
    fireEvent.pointerDown(bookingIn(cell(0, '09:00'), 101));
    fireEvent.pointerMove(cell(1, '10:15'));
    expect(bookingIn(cell(1, '10:15'), 101)).toHaveAttribute('data-previewing');
    fireEvent.pointerUp(cell(1, '10:15'));
    expect(props.onReschedule).toHaveBeenCalledWith(byPk(101), { start: at('2026-11-24T10:15'), end: at('2026-11-24T12:15') });
    fireEvent.click(bookingIn(cell(0, '09:00'), 101));
    expect(props.onOpenBooking).not.toHaveBeenCalled();
  });

  it('drags the bottom edge to change the end', () => {
    const { props, cell } = renderGrid();
    const handle = bookingIn(cell(0, '09:00'), 101).querySelector('[data-resize-handle]') as HTMLElement;
    fireEvent.pointerDown(handle);
    fireEvent.pointerMove(cell(0, '12:00'));
    fireEvent.pointerUp(cell(0, '12:00'));
    expect(props.onReschedule).toHaveBeenCalledWith(byPk(101), { start: at('2026-11-23T09:00'), end: at('2026-11-23T12:15') });
  });

  it('a press and release that moves nothing is a click, which opens', async () => {
    const { props, cell, user } = renderGrid();
    await user.click(bookingIn(cell(0, '09:00'), 101));
    expect(props.onReschedule).not.toHaveBeenCalled();
    expect(props.onOpenBooking).toHaveBeenCalledTimes(1);
    expect(props.onOpenBooking).toHaveBeenCalledWith(byPk(101));
    // The keyboard still opens it afterwards.
    await user.keyboard('{Enter}');
    expect(props.onOpenBooking).toHaveBeenCalledTimes(2);
  });

  it('does not drag a booking that is not editable', () => {
    const { props, cell } = renderGrid();
    fireEvent.pointerDown(bookingIn(cell(0, '10:30'), 103));
    fireEvent.pointerMove(cell(0, '12:00'));
    fireEvent.pointerUp(cell(0, '12:00'));
    expect(props.onReschedule).not.toHaveBeenCalled();
    expect(props.onSelectSlot).not.toHaveBeenCalled();
  });
});
