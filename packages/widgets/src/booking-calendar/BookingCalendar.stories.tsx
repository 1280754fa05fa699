import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { THEME_NAMES } from '../theme/theme-names';
import { BookingCalendar, type BookingCalendarProps } from './BookingCalendar';
import { withTimes } from './booking-move';
import {
  atBranch,
  STORY_BRANCH_PK,
  STORY_TIME_ZONE,
  STORY_TODAY,
  storyBookings,
  storyBookingsWithOverdue,
  storyPlaces,
  storyVehicles,
} from './calendar-story-fixtures';
import { CALENDAR_VIEWS, TIMELINE_SPANS } from './model/visible-window';

/** Keeps what the calendar asks to change (date, view, span, branch, moved bookings), so a story can be clicked through. */
function StatefulBookingCalendar(props: BookingCalendarProps) {
  const [view, setView] = useState(props.view);
  const [date, setDate] = useState(props.date);
  const [timelineSpan, setTimelineSpan] = useState(props.timelineSpan);
  const [placePk, setPlacePk] = useState(props.placePk);
  const [bookings, setBookings] = useState(props.bookings);
  return (
    <BookingCalendar
      {...props}
      view={view}
      date={date}
      timelineSpan={timelineSpan}
      placePk={placePk}
      bookings={bookings}
      onNavigate={(next, nextView) => {
        setDate(next);
        if (nextView) setView(nextView);
        props.onNavigate(next, nextView);
      }}
      onViewChange={(next) => {
        setView(next);
        props.onViewChange(next);
      }}
      onTimelineSpanChange={(next) => {
        setTimelineSpan(next);
        props.onTimelineSpanChange(next);
      }}
      onPlaceChange={(next) => {
        setPlacePk(next);
        props.onPlaceChange(next);
      }}
      onReschedule={(booking, times) => {
        setBookings((current) => current.map((entry) => (entry.pk === booking.pk ? withTimes(entry, times) : entry)));
        props.onReschedule(booking, times);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/Booking calendar',
  component: BookingCalendar,
  render: (args) => <StatefulBookingCalendar {...args} />,
  args: {
    view: 'week',
    date: STORY_TODAY,
    today: STORY_TODAY,
    timeZone: STORY_TIME_ZONE,
    weekStartsOn: 1,
    timelineSpan: 'day',
    status: 'ready',
    errorTitle: null,
    truncated: false,
    places: storyPlaces,
    placePk: STORY_BRANCH_PK,
    vehicles: storyVehicles,
    bookings: storyBookings,
    canSelectSlots: true,
    announcement: '',
    onOpenBooking: fn(),
    onSelectSlot: fn(),
    onReschedule: fn(),
    onNavigate: fn(),
    onPlaceChange: fn(),
    onViewChange: fn(),
    onTimelineSpanChange: fn(),
    onRetry: fn(),
  },
  argTypes: {
    theme: { control: 'inline-radio', options: THEME_NAMES },
    view: { control: 'inline-radio', options: CALENDAR_VIEWS },
    timelineSpan: { control: 'inline-radio', options: TIMELINE_SPANS },
    status: { control: 'inline-radio', options: ['loading', 'ready', 'error'] },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BookingCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wednesday: a booking from the night before, and one in each hour after. */
export const Day: Story = { args: { view: 'day' } };

/** A week in every status, with overlaps, one over midnight and one over three days; editable bookings drag. */
export const Week: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: '23–29 Nov 2026, times in Australia/Sydney' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /^Booking 104:/ })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: /^Booking 101:/ }));
    await expect(args.onOpenBooking).toHaveBeenCalled();
  },
};

export const Month: Story = { args: { view: 'month' } };

/** Monday's In-Progress booking is past its end and grace without a check-in: a small "Late" tag after its status. */
export const OverdueBooking: Story = {
  args: { bookings: storyBookingsWithOverdue },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /^Booking 103: .*, In-Progress, Late$/ })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /^Booking 101: .*, Approved$/ })).toBeInTheDocument();
  },
};

/** Vehicles as rows. */
export const Timeline: Story = { args: { view: 'timeline' } };

/** The Corolla (vehicle 1) taken off the road by an incident: marked in its row header and hatched from the block on. */
export const TimelineWithBlockedVehicle: Story = {
  args: {
    view: 'timeline',
    blocks: [{ vehicle: 1, from: atBranch(`${STORY_TODAY}T12:00`), reason: 'Accident — Not drivable', reference: 'INC-000007', incident: 7 }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Off the road')).toBeInTheDocument();
  },
};

export const Empty: Story = { args: { bookings: [] } };

/** The next window loading: the current one stays under the bar. */
export const Loading: Story = { args: { status: 'loading' } };

export const LoadError: Story = {
  name: 'Error',
  args: { status: 'error', errorTitle: 'You do not have permission to perform this action.', bookings: [] },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The server cut the window (more than it sends at once). */
export const Truncated: Story = { args: { truncated: true } };

/** An embed with a read-only key: bookings show and open, no slot starts a booking. */
export const ReadOnly: Story = {
  args: { canSelectSlots: false, bookings: storyBookings.map((booking) => ({ ...booking, editable: false })), places: storyPlaces.slice(0, 1) },
};

export const FleetShareTheme: Story = { args: { theme: 'fleet-share' }, globals: { theme: 'fleet-share' } };
