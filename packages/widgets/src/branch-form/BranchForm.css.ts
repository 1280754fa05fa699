import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';

const { color, space } = themeVars;

/** The yes/no flags of a branch, one under the other. */
export const flags = style({ display: 'flex', flexDirection: 'column', gap: space.sm, paddingTop: space.lg });

export const rowList = style({ minWidth: 0, margin: 0, padding: 0, border: 'none', display: 'flex', flexDirection: 'column', gap: space.sm });

export const listRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: space.md,
  paddingBottom: space.sm,
  borderBottom: `1px dashed ${color.border}`,
});

/** Lines up with the inputs, under their labels. */
export const removeSlot = style({ marginTop: '25.6px' });

/** Positioned, so a confirmation covers the holidays it concerns rather than the middle of a long form. */
export const holidays = style({ position: 'relative', marginTop: space.xl });

export const addHoliday = style({ marginTop: space.lg });
