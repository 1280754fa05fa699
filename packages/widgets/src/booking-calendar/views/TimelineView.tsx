import { useMemo, useRef, useState } from 'react';
import { useBookingPeek } from '../BookingPeek';
import * as parts from '../calendar-parts.css';
import type { CalendarViewProps } from '../calendar-types';
import { visibleRows } from '../model/timeline';
import { periodText } from '../period-text';
import { columnAt, positionOfInstant } from './timeline-geometry';
import { selectedColumns, type SlotSelection } from './timeline-keys';
import { TimelineRowView } from './TimelineRow';
import { useScrollViewport } from './timeline-viewport';
import { useNow } from './use-now';
import { useTimelineGrid, type Preview, type Row } from './use-timeline-grid';
import { useTimelineKeyboard } from './use-timeline-keyboard';
import { useTimelinePeek } from './use-timeline-peek';
import { useTimelinePointer } from './use-timeline-pointer';
import { useTimelineTabStop } from './use-timeline-tab-stop';
import * as styles from './TimelineView.css';

/**
 * The vehicle timeline: one row per vehicle (by name), hours of a day or days
 * of a week as columns, bookings as bars coloured by status. Rows are
 * virtualised (only a screenful plus overscan is rendered, and the row
 * holding the keyboard's tab stop), so 500 vehicles and thousands of
 * bookings stay responsive. An ARIA grid with one tab stop: arrows between
 * cells, Enter into a cell's bookings, slot selection and keyboard moves as
 * the calendar's shared keyboard model describes.
 */
export function TimelineView(props: CalendarViewProps) {
  const { timeZone, date, today, weekStartsOn, timelineSpan: span, vehicles, bookings, blocks, canSelectSlots } = props;
  const grid = useTimelineGrid({ vehicles, bookings, date, span, timeZone, weekStartsOn });
  const { columns, rows, columnCount, itemsByPk, columnNames, textOf } = grid;
  const blockOf = useMemo(() => new Map((blocks ?? []).map((block) => [block.vehicle, block])), [blocks]);

  const viewport = useScrollViewport<HTMLDivElement>();
  const bodyHeight = Math.max(0, viewport.height - styles.HEADER_HEIGHT);
  const gridRef = useRef<HTMLDivElement>(null);
  const headTrackRef = useRef<HTMLDivElement>(null);
  const peek = useBookingPeek();

  const [selection, setSelection] = useState<SlotSelection | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const tabStop = useTimelineTabStop({ gridRef, grid, viewport, bodyHeight });
  const { cell, focused } = tabStop;
  const pointer = useTimelinePointer({ view: props, grid, headTrackRef, peek, preview, setPreview, setSelection });
  const onKeyDown = useTimelineKeyboard({ view: props, grid, tabStop, pointer, selection, setSelection, preview, setPreview, announce: setAnnouncement });
  const focusAndPeek = useTimelinePeek({ grid, tabStop, pointer, peek, preview, setPreview, announce: setAnnouncement });

  const showsToday = columns.some((column) => column.date === today);
  const now = useNow(showsToday);
  const nowPosition = showsToday && now >= (columns[0]?.start ?? 0) && now < (columns.at(-1)?.end ?? 0) ? positionOfInstant(columns, now) : null;
  const currentColumn = span === 'week' ? columns.findIndex((column) => column.date === today) : nowPosition === null ? -1 : columnAt(nowPosition, columnCount);

  const range = visibleRows({ scrollTop: viewport.scrollTop, viewportHeight: bodyHeight, rowHeight: styles.ROW_HEIGHT, rowCount: rows.length });
  const rendered: number[] = [];
  for (let index = range.first; index < range.last; index += 1) rendered.push(index);
  // The row holding the tab stop stays rendered when scrolled away, so the grid keeps its one tab stop.
  if (rows.length > 0 && (cell.row < range.first || cell.row >= range.last)) {
    rendered.push(cell.row);
    rendered.sort((a, b) => a - b);
  }
  const selected = selection ? selectedColumns(selection) : null;
  const minColumnWidth = styles.MIN_COLUMN_WIDTH[span];
  const label = `Vehicle timeline, ${periodText('timeline', date, weekStartsOn, span)}, times in ${timeZone}`;

  return (
    <div className={styles.root}>
      <div ref={viewport.ref} className={styles.scroller} onScroll={viewport.onScroll}>
        <div
          ref={gridRef}
          role="grid"
          aria-label={label}
          aria-rowcount={rows.length + 1}
          aria-colcount={columnCount + 1}
          aria-multiselectable={canSelectSlots || undefined}
          className={styles.grid}
          style={{ minWidth: `calc(${styles.NAME_WIDTH} + ${columnCount} * ${minColumnWidth})` }}
          onKeyDown={onKeyDown}
          onPointerDown={pointer.onPointerDown}
          onPointerMove={pointer.onPointerMove}
          onPointerOver={focusAndPeek.onPointerOver}
          onPointerOut={focusAndPeek.onPointerOut}
          onClick={pointer.onClick}
          onFocus={focusAndPeek.onFocus}
          onBlur={focusAndPeek.onBlur}
        >
          <div role="rowgroup" className={styles.head}>
            <div role="row" aria-rowindex={1} className={styles.headRow}>
              <div role="columnheader" className={styles.corner}>
                Vehicle
              </div>
              <div ref={headTrackRef} role="presentation" className={styles.track}>
                {columns.map((column, index) => (
                  <div
                    key={column.start}
                    role="columnheader"
                    aria-current={index === currentColumn ? (span === 'week' ? 'date' : 'time') : undefined}
                    className={index === currentColumn ? `${styles.columnHeader} ${styles.currentColumnHeader}` : styles.columnHeader}
                  >
                    {columnNames[index]}
                  </div>
                ))}
              </div>
            </div>
          </div>
          <div role="rowgroup" className={styles.body} style={{ height: `${range.totalHeight}px` }}>
            {rendered.map((index) => {
              const row = rows[index] as Row;
              const holdsTabStop = index === cell.row;
              return (
                <TimelineRowView
                  key={row.pk}
                  row={row}
                  index={index}
                  columns={columns}
                  columnNames={columnNames}
                  currentColumn={span === 'week' ? currentColumn : -1}
                  tabColumn={holdsTabStop && !focused ? cell.column : -1}
                  tabBooking={holdsTabStop && focused ? focused.item.booking.pk : null}
                  selectedFrom={selection?.row === index && selected ? selected[0] : -1}
                  selectedTo={selection?.row === index && selected ? selected[1] : -1}
                  preview={preview && itemsByPk.get(preview.pk)?.row === index ? preview : null}
                  timeZone={timeZone}
                  textOf={textOf}
                  block={blockOf.get(row.pk) ?? null}
                />
              );
            })}
            {nowPosition !== null && (
              <div
                aria-hidden="true"
                className={styles.nowLine}
                style={{ left: `calc(${styles.NAME_WIDTH} + (100% - ${styles.NAME_WIDTH}) * ${nowPosition / columnCount})` }}
              />
            )}
          </div>
        </div>
        {rows.length === 0 && <p className={styles.empty}>No vehicles or bookings to show.</p>}
      </div>
      <div aria-live="polite" className={parts.visuallyHidden}>
        {announcement}
      </div>
    </div>
  );
}
