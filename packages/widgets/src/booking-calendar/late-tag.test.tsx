import type { CalendarBooking } from '@motorpool/api';
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BookingPanel } from './BookingPanel';
import { BookingPeekProvider, useBookingPeek } from './BookingPeek';
import { bookingLabel } from './booking-summary';
import * as parts from './calendar-parts.css';
import type { CalendarViewProps } from './calendar-types';
import { STORY_TIME_ZONE, STORY_TODAY, storyBookingByPk, storyBookingsWithOverdue, storyVehicles } from './calendar-story-fixtures';
import { shownText } from './shown-text';
import { MonthView } from './views/MonthView';
import { TimeGridView } from './views/TimeGridView';
import { TimelineView } from './views/TimelineView';

/*
 * An overdue booking (In-Progress, internal status Overdue: issue 18) carries a small "Late" tag after its status in
 * every view, shown and read; an ordinary In-Progress booking does not.
 */

const overdue = storyBookingsWithOverdue.find((booking) => booking.pk === 103) as CalendarBooking;
/** Monday's 101, checked out and on time. */
const ordinary: CalendarBooking = { ...storyBookingByPk(101), status: 'In-Progress' };

const props = (): CalendarViewProps => ({
  timeZone: STORY_TIME_ZONE,
  date: STORY_TODAY,
  today: STORY_TODAY,
  weekStartsOn: 1,
  timelineSpan: 'day',
  vehicles: storyVehicles,
  bookings: [ordinary, overdue],
  canSelectSlots: true,
  onOpenBooking: vi.fn(),
  onSelectSlot: vi.fn(),
  onReschedule: vi.fn(),
  onNavigate: vi.fn(),
});

const button = (booking: CalendarBooking) => screen.getAllByRole('button', { name: new RegExp(`^Booking ${booking.pk}:`) })[0] as HTMLElement;

function expectTagged() {
  expect(overdue.internal_status).toBe('Overdue');
  const late = button(overdue);
  expect(late).toHaveAccessibleName(bookingLabel(overdue, STORY_TIME_ZONE));
  expect(late).toHaveAccessibleName(/, In-Progress, Late$/);
  expect(shownText(late)).toMatch(/In-Progress, Late$/);
  expect(within(late).getByText('Late')).toHaveClass(parts.lateTag);

  const onTime = button(ordinary);
  expect(onTime).toHaveAccessibleName(/, In-Progress$/);
  expect(within(onTime).queryByText('Late')).not.toBeInTheDocument();
}

/** Shows the peek for its booking when focused, as a view's booking does. */
function Anchor({ booking }: { booking: CalendarBooking }) {
  const peek = useBookingPeek();
  return (
    <button type="button" onFocus={(event) => peek.show(booking, event.currentTarget)}>
      {`Open ${booking.pk}`}
    </button>
  );
}

describe('the Late tag of an overdue booking', () => {
  it('is in bookingLabel’s words', () => {
    expect(bookingLabel(overdue, STORY_TIME_ZONE)).toBe('Booking 103: Hiace Van SC-03, Chris Lee, Mon 23 Nov 10:30 – 11:30, In-Progress, Late');
    expect(bookingLabel(ordinary, STORY_TIME_ZONE)).toMatch(/, In-Progress$/);
  });

  it('shows in the month view', () => {
    render(<MonthView {...props()} />);
    expectTagged();
  });

  it('shows in the week view', () => {
    render(<TimeGridView {...props()} span="week" />);
    expectTagged();
  });

  it('shows in the timeline', () => {
    render(<TimelineView {...props()} date="2026-11-23" />);
    expectTagged();
  });

  it('shows in the booking panel', () => {
    const { unmount } = render(<BookingPanel booking={overdue} timeZone={STORY_TIME_ZONE} onClose={vi.fn()} />);
    const status = screen.getByText('Status', { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(status).toHaveTextContent('In-Progress Late');
    expect(within(status).getByText('Late')).toHaveClass(parts.lateTag);
    unmount();

    render(<BookingPanel booking={ordinary} timeZone={STORY_TIME_ZONE} onClose={vi.fn()} />);
    expect(screen.getByText('Status', { selector: 'dt' }).nextElementSibling).toHaveTextContent(/^In-Progress$/);
  });

  it('shows in the peek', () => {
    render(
      <BookingPeekProvider timeZone={STORY_TIME_ZONE}>
        <Anchor booking={overdue} />
      </BookingPeekProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Open 103' }).focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent(/In-Progress Late$/);
  });
});
