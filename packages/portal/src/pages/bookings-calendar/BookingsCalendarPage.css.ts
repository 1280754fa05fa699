import { style } from '@vanilla-extract/css';

/** Holds the calendar's place, as tall as its week grid (TimeGridView), in the rare case its code is still on the way. */
export const calendarPlace = style({ minHeight: 'min(70vh, 640px)' });
