import type { TimeGridSelection } from './use-time-grid-pointer';

/*
 * Where things are in the time grid's DOM, read from data attributes:
 * body cells carry `data-cell`, `data-col` and `data-slot`, the week's day
 * headers `data-col-header`, bookings `data-booking-pk`.
 */

/** A day column and a quarter hour of it; the day headers are slot -1. */
export type TimeGridPosition = { col: number; slot: number };

/** A selection, and whether the keyboard drives it (Shift+Arrow, Enter) or a pointer drag. */
export type TimeGridKeyedSelection = TimeGridSelection & { byKeyboard: boolean };

export function positionOf(element: HTMLElement | null): TimeGridPosition | null {
  if (!element) return null;
  if (element.dataset.colHeader !== undefined) return { col: Number(element.dataset.colHeader), slot: -1 };
  if (element.dataset.cell === undefined) return null;
  return { col: Number(element.dataset.col), slot: Number(element.dataset.slot) };
}

export const bookingElementOf = (target: EventTarget | null): HTMLElement | null =>
  target instanceof Element ? target.closest<HTMLElement>('[data-booking-pk]') : null;

export const positionSelector = (col: number, slot: number): string =>
  slot < 0 ? `[data-col-header="${col}"]` : `[data-cell][data-col="${col}"][data-slot="${slot}"]`;
