import type { CalendarBooking } from '@motorpool/api';
import type { TimeGridDay, TimeGridItem } from '../model/time-grid';
import { slotCount, SLOT_MINUTES } from '../model/slots';

/*
 * The time grid's cells from the model's day columns: which bookings start
 * in each quarter hour (they are drawn inside that cell), how many run
 * through it, and what each cell is called. Computed once per layout, so
 * rendering is a plain loop.
 */

export type TimeGridColumn = {
  day: TimeGridDay<CalendarBooking>;
  /** Quarter hours in the day: 92, 96 or 100. */
  slots: number;
  /** Wall-clock `HH:mm` of each slot's start. */
  slotTimes: string[];
  /** The pieces starting in each slot, in the model's order. */
  held: TimeGridItem<CalendarBooking>[][];
  /** How many pieces run through each slot without starting in it. */
  through: number[];
};

const pad = (value: number) => String(value).padStart(2, '0');

/** Each slot's `HH:mm`, from the day's hour marks (which repeat or skip where the clocks do). */
export function slotTimesOf(day: Pick<TimeGridDay<unknown>, 'hours'>, slots: number): string[] {
  const perHour = 60 / SLOT_MINUTES;
  return Array.from({ length: slots }, (_, index) => {
    const mark = day.hours[Math.floor(index / perHour)]?.label ?? '00:00';
    const minutes = Number(mark.slice(0, 2)) * 60 + Number(mark.slice(3, 5)) + (index % perHour) * SLOT_MINUTES;
    return `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`;
  });
}

export function timeGridColumns(days: readonly TimeGridDay<CalendarBooking>[]): TimeGridColumn[] {
  return days.map((day) => {
    const slots = slotCount(day);
    const held: TimeGridItem<CalendarBooking>[][] = Array.from({ length: slots }, () => []);
    const through = new Array<number>(slots).fill(0);
    for (const item of day.items) {
      const first = Math.min(slots - 1, Math.floor(item.top / SLOT_MINUTES));
      const last = Math.min(slots - 1, Math.ceil((item.top + item.height) / SLOT_MINUTES) - 1);
      (held[first] as TimeGridItem<CalendarBooking>[]).push(item);
      for (let slot = first + 1; slot <= last; slot += 1) through[slot] = (through[slot] as number) + 1;
    }
    return { day, slots, slotTimes: slotTimesOf(day, slots), held, through };
  });
}

/**
 * The labels down the side: a regular day's (when the week has one) so a
 * day the clocks change on does not shift every row; that day's own cells
 * still name their true times.
 */
export function rowTimes(columns: readonly TimeGridColumn[]): string[] {
  const rows = Math.max(0, ...columns.map((column) => column.slots));
  const regular = columns.find((column) => column.slots === (24 * 60) / SLOT_MINUTES) ?? columns[0];
  const times = regular?.slotTimes ?? [];
  return Array.from({ length: rows }, (_, index) => times[index] ?? times[index % Math.max(1, times.length)] ?? '');
}

/** A cell's accessible name: when it is, and what it holds. */
export function slotCellName(dayLabel: string, time: string, held: number, through: number): string {
  if (held > 0) return `${dayLabel} ${time}, ${held} ${held === 1 ? 'booking' : 'bookings'}`;
  if (through > 0) return `${dayLabel} ${time}, during ${through} ${through === 1 ? 'booking' : 'bookings'}`;
  return `${dayLabel} ${time}, free`;
}
