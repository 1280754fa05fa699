import type { CalendarBooking } from '@motorpool/api';
import type { TimeGridDay } from '../model/time-grid';
import { PX_PER_MINUTE } from './time-grid-metrics';
import { useNow } from './use-now';
import * as styles from './TimeGridView.css';

/**
 * The current time across today's column, drawn from the column's first cell
 * down (every quarter hour is a row of the same height). It owns the clock,
 * so the minute's tick re-renders this line and not the grid.
 */
export function TimeGridNowLine({ day }: { day: TimeGridDay<CalendarBooking> }) {
  const now = useNow();
  if (now < day.start || now >= day.end) return null;
  return <div aria-hidden="true" className={styles.nowLine} style={{ top: `${((now - day.start) / 60_000) * PX_PER_MINUTE}px` }} />;
}
