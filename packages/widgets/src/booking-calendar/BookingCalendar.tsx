import type { ReactNode } from 'react';
import type { ThemeName } from '../theme/theme-names';
import { BookingPeekProvider } from './BookingPeek';
import * as parts from './calendar-parts.css';
import type { CalendarPlace, CalendarStatus, CalendarViewProps } from './calendar-types';
import { CalendarToolbar } from './CalendarToolbar';
import type { CalendarView, TimelineSpan } from './model/visible-window';
import { MonthView } from './views/MonthView';
import { TimeGridView } from './views/TimeGridView';
import { TimelineView } from './views/TimelineView';
import * as styles from './BookingCalendar.css';
import { Button } from '../ui/button/Button';

export type BookingCalendarProps = CalendarViewProps & {
  view: CalendarView;
  status: CalendarStatus;
  /** The server's title when loading failed. */
  errorTitle: string | null;
  /** The server cut the window's bookings or vehicles (BookingCalendar.truncated). */
  truncated: boolean;
  /** Branches/hubs to choose from; the chooser shows when there is more than one. */
  places: readonly CalendarPlace[];
  placePk: number | null;
  onPlaceChange: (pk: number) => void;
  onViewChange: (view: CalendarView) => void;
  onTimelineSpanChange: (span: TimelineSpan) => void;
  onRetry: () => void;
  /** Text for the polite live region: what changed (loaded, created, moved, refused…). */
  announcement: string;
  theme?: ThemeName;
  /** Panels the connected calendar opens (booking detail, quick booking), rendered in the calendar's layer over the grid. */
  children?: ReactNode;
};

export const LOADING_LABEL = 'Loading bookings';
export const TRUNCATED_NOTE = 'Showing the first bookings only: narrow the view to see all.';
export const EMPTY_NOTE = 'No bookings in this period.';
const FALLBACK_ERROR = 'The bookings could not be loaded.';

/**
 * The bookings calendar without any HTTP: a toolbar, the chosen view (day,
 * week, month, vehicle timeline) of the bookings it is given, at the
 * branch's zone, and a layer for the panels the connected calendar opens.
 * While the next window loads the current grid stays, under a thin bar.
 */
export function BookingCalendar({
  view,
  status,
  errorTitle,
  truncated,
  places,
  placePk,
  onPlaceChange,
  onViewChange,
  onTimelineSpanChange,
  onRetry,
  announcement,
  theme,
  children,
  ...viewProps
}: BookingCalendarProps) {
  const { timeZone, date, today, weekStartsOn, timelineSpan, bookings, onNavigate } = viewProps;
  return (
    <section part="base" className={styles.root} data-motorpool-theme={theme} aria-label="Bookings calendar">
      <CalendarToolbar
        view={view}
        date={date}
        today={today}
        weekStartsOn={weekStartsOn}
        timelineSpan={timelineSpan}
        timeZone={timeZone}
        places={places}
        placePk={placePk}
        // No place yet and none given: the list is on its way (with a place given, it only names that one).
        placesPending={status === 'loading' && placePk === null && places.length === 0}
        onPlaceChange={onPlaceChange}
        onNavigate={onNavigate}
        onViewChange={onViewChange}
        onTimelineSpanChange={onTimelineSpanChange}
      />
      <div className={styles.status}>
        {status === 'loading' && <div role="progressbar" aria-label={LOADING_LABEL} className={styles.progress} />}
        {status === 'error' && (
          <div role="alert" className={styles.alert}>
            <p className={styles.alertText}>{errorTitle ?? FALLBACK_ERROR}</p>
            <Button tone="neutral" variant="outline" size="small" onClick={onRetry}>
              Retry
            </Button>
          </div>
        )}
        {truncated && <p className={styles.note}>{TRUNCATED_NOTE}</p>}
        {status === 'ready' && bookings.length === 0 && <p className={styles.note}>{EMPTY_NOTE}</p>}
      </div>
      <BookingPeekProvider timeZone={timeZone}>
        <div className={styles.stage} aria-busy={status === 'loading' || undefined}>
          {/* Keyed by view so each opens fresh (the day and week grids start at 07:00). */}
          {view === 'month' ? (
            <MonthView key="month" {...viewProps} />
          ) : view === 'timeline' ? (
            <TimelineView key="timeline" {...viewProps} />
          ) : (
            <TimeGridView key={view} span={view} {...viewProps} />
          )}
          {children}
        </div>
      </BookingPeekProvider>
      <div aria-live="polite" className={parts.visuallyHidden}>
        {announcement}
      </div>
    </section>
  );
}
