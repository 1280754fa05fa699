import type { CalendarBlock, CalendarBooking, CalendarVehicle } from '@motorpool/api';
import type { IsoDate, WeekStart } from './model/calendar-dates';
import type { CalendarView, TimelineSpan } from './model/visible-window';

/** A stretch picked on the grid to book: instants (epoch ms, end exclusive) and, on the timeline, the row's vehicle. */
export type CalendarSlot = { start: number; end: number; vehiclePk: number | null };

/** New times for a booking being moved or resized (epoch ms). */
export type BookingTimes = { start: number; end: number };

/**
 * What every view (day and week time grid, month, vehicle timeline) is
 * given. Views are pure: they draw, take pointer and keyboard input, and
 * report intentions through the callbacks; the connected calendar talks to
 * the server, applies changes optimistically and rolls them back.
 */
export type CalendarViewProps = {
  /** The branch's (or hub's) zone: every day, hour and label is at the branch. */
  timeZone: string;
  /** The date the view is about (any day of the week or month shown). */
  date: IsoDate;
  /** Today at the branch. */
  today: IsoDate;
  weekStartsOn: WeekStart;
  /** The timeline shows one day by the hour or one week by the day. */
  timelineSpan: TimelineSpan;
  vehicles: readonly CalendarVehicle[];
  bookings: readonly CalendarBooking[];
  /** Vehicles an incident took off the road: the timeline draws each block from its start to the end of the window. */
  blocks?: readonly CalendarBlock[];
  /** Whether free slots may be selected to start a booking (false for the read-only calendar). */
  canSelectSlots: boolean;
  /** Click or Enter on a booking. */
  onOpenBooking: (booking: CalendarBooking) => void;
  /** A free slot was chosen (mouse drag or click, or keyboard). */
  onSelectSlot: (slot: CalendarSlot) => void;
  /** An editable booking (`editable`) was dragged, resized, or moved by keyboard to these times. */
  onReschedule: (booking: CalendarBooking, times: BookingTimes) => void;
  /** Go to another date, optionally in another view (a month day's "+N more", a week's day header). */
  onNavigate: (date: IsoDate, view?: CalendarView) => void;
};

/** How the calendar's data stands: loading (first or next window), shown, or failed with the server's title. */
export type CalendarStatus = 'loading' | 'ready' | 'error';

/** A branch or hub the calendar can show. */
export type CalendarPlace = { pk: number; name: string; kind: 'branch' | 'hub' };
