import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { BookingCalendar, type BookingCalendarProps } from '../../src/booking-calendar/BookingCalendar';
import type { CalendarView, TimelineSpan } from '../../src/booking-calendar/model/visible-window';
import '../../src/theme/themes.css';
import { BENCH_BRANCH_PK, BENCH_DATE, BENCH_TIME_ZONE, benchData } from './bench-data';
import { exposeBenchPage } from './bench-page';

// The display calendar with plain data and no server, as a story renders it: the editable calendar (slot selection on), the heavier case.
const { vehicles, bookings } = benchData();

// The benchmark only renders; what the calendar reports back goes nowhere.
const ignore = () => {};

function calendarProps(view: CalendarView, timelineSpan: TimelineSpan): BookingCalendarProps {
  return {
    view,
    timelineSpan,
    timeZone: BENCH_TIME_ZONE,
    date: BENCH_DATE,
    today: BENCH_DATE,
    weekStartsOn: 1,
    vehicles,
    bookings,
    canSelectSlots: true,
    status: 'ready',
    errorTitle: null,
    truncated: false,
    places: [{ pk: BENCH_BRANCH_PK, name: 'Sydney', kind: 'branch' }],
    placePk: BENCH_BRANCH_PK,
    announcement: '',
    theme: 'default',
    onOpenBooking: ignore,
    onSelectSlot: ignore,
    onReschedule: ignore,
    onNavigate: ignore,
    onPlaceChange: ignore,
    onViewChange: ignore,
    onTimelineSpanChange: ignore,
    onRetry: ignore,
  };
}

function renderMotorpool(view: CalendarView, timelineSpan: TimelineSpan = 'day') {
  const props = calendarProps(view, timelineSpan);
  // flushSync: React renders and commits inside the timed call, as FullCalendar's render() does, rather than in a task of its scheduler.
  return (container: HTMLElement) => flushSync(() => createRoot(container).render(<BookingCalendar {...props} />));
}

exposeBenchPage({
  'motorpool-month': renderMotorpool('month'),
  'motorpool-week': renderMotorpool('week'),
  'motorpool-timeline-day': renderMotorpool('timeline', 'day'),
  'motorpool-timeline-week': renderMotorpool('timeline', 'week'),
});
