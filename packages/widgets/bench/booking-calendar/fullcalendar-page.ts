import { Calendar, type CalendarOptions } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import { BENCH_DATE, BENCH_TIME_ZONE, benchData } from './bench-data';
import { exposeBenchPage } from './bench-page';

// FullCalendar (open-source core plugins) on the same month. It injects its own CSS when first rendered, as ours carries its CSS in the page.
const { events } = benchData();

function renderFullCalendar(view: 'dayGridMonth' | 'timeGridWeek', options: CalendarOptions) {
  return (container: HTMLElement) => {
    new Calendar(container, {
      plugins: [dayGridPlugin, timeGridPlugin],
      initialView: view,
      initialDate: BENCH_DATE,
      // Today as the Motorpool page has it (its `today` prop), so both mark the same day.
      now: BENCH_DATE,
      // A named zone without a time-zone plugin cannot convert instants: the events carry the branch's wall times without an offset, which it shows as they are (see docs/performance.md).
      timeZone: BENCH_TIME_ZONE,
      firstDay: 1,
      height: '100%',
      events,
      ...options,
    }).render();
  };
}

exposeBenchPage({
  // Three bookings per day cell and "+N more", as our month view shows.
  'fullcalendar-month': renderFullCalendar('dayGridMonth', { dayMaxEvents: 3 }),
  // Every booking of the week placed side by side in its day, as our week view lays them out in lanes.
  'fullcalendar-week': renderFullCalendar('timeGridWeek', {}),
});
