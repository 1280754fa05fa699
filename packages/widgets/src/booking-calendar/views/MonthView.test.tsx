import type { CalendarBooking } from '@motorpool/api';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CalendarViewProps } from '../calendar-types';
import { bookingLabel } from '../booking-summary';
import { STORY_TIME_ZONE, STORY_TODAY, storyBookings, storyVehicles } from '../calendar-story-fixtures';
import { shownText } from '../shown-text';
import { MonthView } from './MonthView';
import * as styles from './MonthView.css';

const byPk = (pk: number) => storyBookings.find((booking) => booking.pk === pk) as CalendarBooking;

function renderMonth(overrides: Partial<CalendarViewProps> = {}) {
  const props: CalendarViewProps = {
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
  const view = render(<MonthView {...props} />);
  const day = (date: string) => view.container.querySelector(`[data-cell][data-date="${date}"]`) as HTMLElement;
  return { props, day, rerender: view.rerender, user: userEvent.setup() };
}

describe('MonthView', () => {
  it('lays out the month’s whole weeks from Monday, naming each day and its bookings', () => {
    const { day } = renderMonth();
    const grid = screen.getByRole('grid', { name: 'November 2026, times in Australia/Sydney' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(within(grid).getAllByRole('row')).toHaveLength(7);
    // Named by its content: which day, then what it shows (its number, bookings, '+N more').
    expect(day('2026-11-23')).toHaveAccessibleName(/^Mon 23 Nov, 3 bookings\. .*Booking 101: .* Booking 102: .* Booking 103: /);
    expect(day('2026-11-25')).toHaveAccessibleName(/^Wed 25 Nov, today, 6 bookings\. .*Booking 104: .* \+4 more bookings on Wed 25 Nov$/);
    expect(day('2026-11-25')).toHaveAttribute('aria-current', 'date');
    expect(day('2026-10-26')).toHaveAccessibleName(/^Mon 26 Oct, no bookings\. /);
    expect(day('2026-10-26')).toHaveClass(styles.outsideMonth);
    expect(day('2026-11-03')).not.toHaveClass(styles.outsideMonth);
  });

  it('draws bookings compactly with time, vehicle and status; one over several days is on each', () => {
    const { day } = renderMonth();
    const monday = within(day('2026-11-23'));
    const camry = monday.getByRole('button', { name: /^Booking 102:/ });
    expect(camry).not.toHaveAttribute('aria-label');
    // What is shown is in the name, in the same order (WCAG 2.5.3); the driver and end time are only read.
    expect(shownText(camry)).toBe('Camry SC-02, 10:00, Pending Approval');
    expect(camry).toHaveAccessibleName('Booking 102: Camry SC-02, Bea Nguyen, Mon 23 Nov 10:00 – 12:30, Pending Approval');
    for (const date of ['2026-11-26', '2026-11-27', '2026-11-28']) expect(within(day(date)).getByRole('button', { name: /^Booking 106:/ })).toBeInTheDocument();
    // Going on from the day before: no start time of its own.
    const goingOn = within(day('2026-11-27')).getByRole('button', { name: /^Booking 106:/ });
    expect(shownText(goingOn)).toMatch(/^Outlander .*, …, /);
    expect(goingOn).toHaveAccessibleName(bookingLabel(byPk(106), STORY_TIME_ZONE));
  });

  it('names every booking by its text, in bookingLabel’s words', () => {
    renderMonth();
    const buttons = screen.getAllByRole('button', { name: /^Booking \d+:/ });
    expect(buttons.length).toBeGreaterThan(10);
    for (const button of buttons) expect(button).toHaveAccessibleName(bookingLabel(byPk(Number(button.dataset.bookingPk)), STORY_TIME_ZONE));
  });

  it('shows two bookings and “+N more” on a busy day, which opens that day', async () => {
    const { props, day, user } = renderMonth();
    const wednesday = within(day('2026-11-25'));
    expect(wednesday.getAllByRole('button', { name: /^Booking/ }).map((button) => button.dataset.bookingPk)).toEqual(['104', '111']);
    await user.click(wednesday.getByRole('button', { name: '+4 more bookings on Wed 25 Nov' }));
    expect(props.onNavigate).toHaveBeenCalledWith('2026-11-25', 'day');
  });

  it('a booking opens; a day’s number or empty space opens the day', async () => {
    const { props, day, user } = renderMonth();
    await user.click(within(day('2026-11-23')).getByRole('button', { name: /^Booking 101:/ }));
    expect(props.onOpenBooking).toHaveBeenCalledWith(byPk(101));
    expect(props.onNavigate).not.toHaveBeenCalled();
    await user.click(within(day('2026-11-23')).getByRole('button', { name: 'Mon 23 Nov, day view' }));
    expect(props.onNavigate).toHaveBeenLastCalledWith('2026-11-23', 'day');
    fireEvent.click(day('2026-11-10'));
    expect(props.onNavigate).toHaveBeenLastCalledWith('2026-11-10', 'day');
  });

  it('keyboard: one tab stop on the view’s date; arrows by day and week; Home/End; PageUp/PageDown by month', async () => {
    const { props, day, user } = renderMonth();
    await user.tab();
    expect(day('2026-11-25')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(day('2026-11-26')).toHaveFocus();
    expect(day('2026-11-26')).toHaveAttribute('tabindex', '0');
    expect(day('2026-11-25')).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowDown}');
    expect(day('2026-12-03')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    // The last week: it stays.
    expect(day('2026-12-03')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(day('2026-11-30')).toHaveFocus();
    await user.keyboard('{ArrowUp}{End}');
    expect(day('2026-11-29')).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(props.onNavigate).toHaveBeenLastCalledWith('2026-12-25');
    await user.keyboard('{PageUp}');
    expect(props.onNavigate).toHaveBeenLastCalledWith('2026-10-25');
  });

  it('keyboard: PageDown keeps focus in the grid when the next month is drawn (issue 17)', async () => {
    const { props, day, rerender, user } = renderMonth();
    await user.tab();
    await user.keyboard('{ArrowRight}');
    const place = day('2026-11-26').dataset.index;
    await user.keyboard('{PageDown}');
    // The host answers onNavigate by drawing the month it names.
    const next = (props.onNavigate as ReturnType<typeof vi.fn>).mock.lastCall?.[0] as string;
    rerender(<MonthView {...props} date={next} />);
    const focused = document.activeElement as HTMLElement;
    expect(focused.dataset.index).toBe(place);
    expect(focused.dataset.date?.startsWith('2026-12') || focused.dataset.date?.startsWith('2027-01')).toBe(true);
  });

  it('keyboard: Enter goes into a day’s bookings, arrows go through them and “+N more”, Escape comes back, Enter opens', async () => {
    const { props, day, user } = renderMonth();
    const wednesday = within(day('2026-11-25'));
    await user.tab();
    await user.keyboard('{Enter}');
    expect(wednesday.getByRole('button', { name: /^Booking 104:/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(wednesday.getByRole('button', { name: /^Booking 111:/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(wednesday.getByRole('button', { name: '+4 more bookings on Wed 25 Nov' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(wednesday.getByRole('button', { name: 'Wed 25 Nov, day view' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(props.onOpenBooking).toHaveBeenCalledWith(byPk(104));
    await user.keyboard('{Escape}');
    expect(day('2026-11-25')).toHaveFocus();
  });

  it('keyboard: Enter on a day without bookings opens that day', async () => {
    const { props, day, user } = renderMonth();
    act(() => day('2026-11-10').focus());
    await user.keyboard('{Enter}');
    expect(props.onNavigate).toHaveBeenCalledWith('2026-11-10', 'day');
  });
});
