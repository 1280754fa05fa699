import { SLOT_MINUTES } from '../model/slots';

/** One quarter hour of the time grid is this tall (px); styles and positions share it. */
export const ROW_PX = 12;
export const PX_PER_MINUTE = ROW_PX / SLOT_MINUTES;
export const TIME_COLUMN_PX = 56;
/** The grid opens scrolled to the working day's start. */
export const FIRST_VISIBLE_HOUR = 7;
export const SLOTS_PER_HOUR = 60 / SLOT_MINUTES;
/**
 * The grid's scroll position for that hour: the sticky day headers cover the
 * rows above it. A quarter hour higher, as the hour's label sits across its
 * line and would otherwise be cut in half under the headers.
 */
export const OPENING_SCROLL_TOP = (FIRST_VISIBLE_HOUR * SLOTS_PER_HOUR - 1) * ROW_PX;
