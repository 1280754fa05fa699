import * as styles from './CalendarToolbar.css';
import type { CalendarPlace } from './calendar-types';
import type { IsoDate, WeekStart } from './model/calendar-dates';
import { CALENDAR_VIEWS, navigate, TIMELINE_SPANS, type CalendarView, type TimelineSpan } from './model/visible-window';
import { periodText, periodUnit } from './period-text';
import { PeriodPicker } from './PeriodPicker';

export type CalendarToolbarProps = {
  view: CalendarView;
  date: IsoDate;
  today: IsoDate;
  weekStartsOn: WeekStart;
  timelineSpan: TimelineSpan;
  /** The branch's zone, which every time on the calendar is in. */
  timeZone: string;
  places: readonly CalendarPlace[];
  placePk: number | null;
  /** The viewer chooses the place and the list has not arrived: the chooser's room is kept, so the rows below stay put when it does. */
  placesPending: boolean;
  onPlaceChange: (pk: number) => void;
  onNavigate: (date: IsoDate) => void;
  onViewChange: (view: CalendarView) => void;
  onTimelineSpanChange: (span: TimelineSpan) => void;
};

const VIEW_NAMES: Record<CalendarView, string> = { day: 'Day', week: 'Week', month: 'Month', timeline: 'Timeline' };
const SPAN_NAMES: Record<TimelineSpan, string> = { day: '1 day', week: '1 week' };

const placeName = (place: CalendarPlace) => (place.kind === 'hub' ? `${place.name} (hub)` : place.name);

/**
 * Above the grid: which branch, which period (back, today, on, or any date
 * from the title's calendar), which view, and the zone the times are in.
 */
export function CalendarToolbar({
  view,
  date,
  today,
  weekStartsOn,
  timelineSpan,
  timeZone,
  places,
  placePk,
  placesPending,
  onPlaceChange,
  onNavigate,
  onViewChange,
  onTimelineSpanChange,
}: CalendarToolbarProps) {
  const unit = periodUnit(view, timelineSpan);
  return (
    <div part="toolbar" className={styles.toolbar}>
      {placesPending && (
        <div className={styles.group} aria-hidden="true">
          <span className={styles.label}>Branch</span>
          <span className={styles.selectSkeleton} />
        </div>
      )}
      {places.length > 1 && (
        <label className={styles.group}>
          <span className={styles.label}>Branch</span>
          <select className={styles.select} value={placePk ?? ''} onChange={(event) => onPlaceChange(Number(event.target.value))}>
            {placePk === null && <option value="">Choose…</option>}
            {places.map((place) => (
              <option key={place.pk} value={place.pk}>
                {placeName(place)}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className={styles.group}>
        <button type="button" className={styles.arrowButton} aria-label={`Previous ${unit}`} onClick={() => onNavigate(navigate(view, date, -1, timelineSpan))}>
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" className={styles.button} onClick={() => onNavigate(today)}>
          Today
        </button>
        <button type="button" className={styles.arrowButton} aria-label={`Next ${unit}`} onClick={() => onNavigate(navigate(view, date, 1, timelineSpan))}>
          <span aria-hidden="true">›</span>
        </button>
        <PeriodPicker title={periodText(view, date, weekStartsOn, timelineSpan)} date={date} today={today} weekStartsOn={weekStartsOn} onPick={onNavigate} />
      </div>
      <fieldset aria-label="View" className={`${styles.choiceGroup} ${styles.push}`}>
        {CALENDAR_VIEWS.map((name) => (
          <button key={name} type="button" className={styles.toggle} aria-pressed={view === name} onClick={() => onViewChange(name)}>
            {VIEW_NAMES[name]}
          </button>
        ))}
      </fieldset>
      {view === 'timeline' && (
        <fieldset aria-label="Timeline span" className={styles.choiceGroup}>
          {TIMELINE_SPANS.map((span) => (
            <button key={span} type="button" className={styles.toggle} aria-pressed={timelineSpan === span} onClick={() => onTimelineSpanChange(span)}>
              {SPAN_NAMES[span]}
            </button>
          ))}
        </fieldset>
      )}
      <span className={styles.zone}>Times in {timeZone}</span>
    </div>
  );
}
