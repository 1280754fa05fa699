import * as parts from '../calendar-parts.css';
import type { CalendarViewProps } from '../calendar-types';
import type { IsoDate } from '../model/calendar-dates';
import * as styles from './TimeGridView.css';

type Props = Pick<CalendarViewProps, 'today' | 'onNavigate'> & {
  span: 'day' | 'week';
  dates: readonly IsoDate[];
  dayLabels: readonly string[];
  /** The day heading holding the grid's tab stop (week view only), else -1. */
  tabColumn: number;
};

/** The time grid's heading row: a day's name over each column; in the week view a button that opens that day. */
export function TimeGridHeader({ span, dates, dayLabels, today, tabColumn, onNavigate }: Props) {
  return (
    <div role="rowgroup" className={styles.header}>
      <div role="row" className={styles.rowColumns[span]}>
        <div role="columnheader" className={styles.corner}>
          <span className={parts.visuallyHidden}>Time</span>
        </div>
        {dates.map((day, col) => {
          const isToday = day === today;
          return (
            <div key={day} role="columnheader" className={styles.dayHeader}>
              {span === 'week' ? (
                <button
                  type="button"
                  className={styles.dayHeading}
                  data-col-header={col}
                  tabIndex={tabColumn === col ? 0 : -1}
                  aria-current={isToday ? 'date' : undefined}
                  onClick={() => onNavigate(day, 'day')}
                >
                  {dayLabels[col]}
                </button>
              ) : (
                <span className={styles.dayHeading} aria-current={isToday ? 'date' : undefined}>
                  {dayLabels[col]}
                </span>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
