import type { CalendarBlock, CalendarBooking } from '@motorpool/api';
import { memo } from 'react';
import * as look from '../booking-look.css';
import { bookingTone } from '../booking-summary';
import { bookingDaysAndTimes, bookingTimeRange, hiddenText, lateTag, statusBeforeLate } from '../booking-name-parts';
import type { TimelineColumn } from '../model/timeline';
import { bookingTimesText, type BookingText } from '../use-booking-text';
import { wallClock } from '../wall-clock';
import { positionOfInstant } from './timeline-geometry';
import { homeColumn, type Item, type Preview, type Row } from './use-timeline-grid';
import * as styles from './TimelineView.css';

const bookingCount = (count: number) => (count === 0 ? 'no bookings' : count === 1 ? '1 booking' : `${count} bookings`);

type RowViewProps = {
  row: Row;
  index: number;
  columns: readonly TimelineColumn[];
  columnNames: readonly string[];
  /** Today's column in the week span, else -1. */
  currentColumn: number;
  /** The cell holding the grid's tab stop when it is in this row, else -1. */
  tabColumn: number;
  /** The booking holding the tab stop when it is in this row. */
  tabBooking: number | null;
  /** The selected columns of this row, or -1. */
  selectedFrom: number;
  selectedTo: number;
  preview: Preview | null;
  timeZone: string;
  textOf: (booking: CalendarBooking) => BookingText;
  /** The incident that took the vehicle off the road, drawn from its start to the end of the window. */
  block: CalendarBlock | null;
};

export const OFF_THE_ROAD = 'Off the road';

/** One vehicle's row; memoised so scrolling renders only the rows that come into view. */
export const TimelineRowView = memo(function TimelineRowView({
  row,
  index,
  columns,
  columnNames,
  currentColumn,
  tabColumn,
  tabBooking,
  selectedFrom,
  selectedTo,
  preview,
  timeZone,
  textOf,
  block,
}: RowViewProps) {
  const columnCount = columns.length;
  const counts = new Array<number>(columnCount).fill(0);
  const barsByColumn = new Map<number, Item[]>();
  for (const item of row.items) {
    for (let column = Math.floor(item.startColumn); column < Math.min(Math.ceil(item.endColumn), columnCount); column += 1)
      counts[column] = (counts[column] ?? 0) + 1;
    const home = homeColumn(item, columnCount);
    const bars = barsByColumn.get(home);
    if (bars) bars.push(item);
    else barsByColumn.set(home, [item]);
  }
  const registration = row.vehicle?.registrations_num;
  const blockedFrom = block ? positionOfInstant(columns, Date.parse(block.from)) : null;
  const blockTitle = block ? `${OFF_THE_ROAD}: ${block.reason} (${block.reference})` : '';

  return (
    <div role="row" aria-rowindex={index + 2} className={styles.row} style={{ top: `${index * styles.ROW_HEIGHT}px` }}>
      <div role="rowheader" className={styles.rowHeader}>
        <span className={styles.vehicleName}>{row.name}</span>
        {registration && <span className={styles.registration}>{registration}</span>}
        {block && (
          <span className={styles.blockedTag} title={blockTitle}>
            {OFF_THE_ROAD}
            {hiddenText(`: ${block.reason} (${block.reference})`)}
          </span>
        )}
      </div>
      <div role="presentation" className={styles.track}>
        {blockedFrom !== null && blockedFrom < columnCount && (
          <div aria-hidden="true" title={blockTitle} className={styles.blockedSpan} style={{ left: `${(blockedFrom / columnCount) * 100}%`, right: 0 }} />
        )}
        {columns.map((column, columnIndex) => {
          const isSelected = columnIndex >= selectedFrom && columnIndex <= selectedTo && selectedFrom >= 0;
          const classes = [styles.cell, columnIndex === currentColumn && styles.todayCell, isSelected && styles.selectedCell].filter(Boolean).join(' ');
          const bars = barsByColumn.get(columnIndex);
          const name = `${row.name}, ${columnNames[columnIndex]}, ${bookingCount(counts[columnIndex] ?? 0)}`;
          return (
            <div
              key={column.start}
              role="gridcell"
              data-cell=""
              data-row={index}
              data-column={columnIndex}
              tabIndex={columnIndex === tabColumn ? 0 : -1}
              aria-selected={isSelected || undefined}
              aria-label={bars ? undefined : name}
              className={classes}
            >
              {/* A cell showing bars is named by its content, so its name holds what it shows: where and when, then its bookings. */}
              {bars && hiddenText(`${name}.`)}
              {bars?.map((item) => (
                <BookingBar
                  key={item.booking.pk}
                  item={item}
                  columns={columns}
                  preview={preview?.pk === item.booking.pk ? preview : null}
                  tabbable={tabBooking === item.booking.pk}
                  timeZone={timeZone}
                  text={textOf(item.booking)}
                />
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
});

function BookingBar({
  item,
  columns,
  preview,
  tabbable,
  timeZone,
  text,
}: {
  item: Item;
  columns: readonly TimelineColumn[];
  preview: Preview | null;
  tabbable: boolean;
  timeZone: string;
  text: BookingText;
}) {
  const { booking, lane, lanes } = item;
  const columnCount = columns.length;
  const windowStart = columns[0]?.start ?? 0;
  const windowEnd = columns.at(-1)?.end ?? 0;
  const startColumn = preview ? positionOfInstant(columns, preview.start) : item.startColumn;
  const endColumn = preview ? positionOfInstant(columns, preview.end) : item.endColumn;
  const before = preview ? preview.start < windowStart : item.continuesBefore;
  const after = preview ? preview.end > windowEnd : item.continuesAfter;
  const edges = before && after ? 'continuesBoth' : before ? 'continuesBefore' : after ? 'continuesAfter' : 'whole';
  // Clock times shown, days only read, where the bar sits says which days: not when it runs past the view.
  const times = preview ? bookingTimesText(preview.start, preview.end, wallClock(timeZone)) : text;
  const classes = [
    styles.bar,
    look.bookingTone[bookingTone(booking)],
    styles.barEdges[edges],
    booking.editable && styles.editableBar,
    preview && styles.previewBar,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <button
      type="button"
      data-booking={booking.pk}
      tabIndex={tabbable ? 0 : -1}
      className={classes}
      style={{
        left: `${(startColumn / columnCount) * 100}%`,
        width: `${((endColumn - startColumn) / columnCount) * 100}%`,
        top: `calc(${(lane / lanes) * 100}% + 2px)`,
        height: `calc(${100 / lanes}% - 4px)`,
      }}
    >
      {/* Shows `Dana Driver, 09:00 – 11:00, Approved` (with the days when it runs past the view); reads bookingLabel's words, `Booking 101:`, the vehicle and the days hidden between. */}
      <span className={styles.barText}>
        {hiddenText(`${text.heading} ${text.vehicle},`)}
        {text.driver && (
          <>
            <span className={styles.barDriver}>{`${text.driver},`}</span>{' '}
          </>
        )}
        {before || after ? bookingDaysAndTimes(times) : bookingTimeRange(times)}
        {`, ${statusBeforeLate(text)}`}
        {text.late && lateTag()}
      </span>
      {booking.editable && !after && <span data-resize="" aria-hidden="true" className={styles.resizeHandle} />}
    </button>
  );
}
