import { style } from '@vanilla-extract/css';
import '../../theme/themes.css';
import { themeVars } from '../../theme/vars.css';
import { controlFocus, insetFocus } from '../calendar-parts.css';
import { stack } from '../../ui/stack';

const { color, font, space } = themeVars;

export const grid = style({
  backgroundColor: color.surface,
  border: `1px solid ${color.border}`,
  borderRadius: '6px',
  fontFamily: font.family,
  color: color.text,
  overflowX: 'auto',
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(92px, 1fr))',
});

export const weekdayHeader = style({
  padding: `${space.xs} ${space.sm}`,
  fontSize: font.sizeSmall,
  fontWeight: font.weightStrong,
  color: color.mutedText,
  borderBottom: `1px solid ${color.border}`,
});

export const cell = style({
  ...stack('2px'),
  minWidth: 0,
  minHeight: '112px',
  padding: space.xs,
  borderTop: `1px solid ${color.border}`,
  borderLeft: `1px solid ${color.border}`,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': insetFocus,
    '&:hover': { backgroundColor: `color-mix(in srgb, ${color.brand} 4%, ${color.surface})` },
  },
});

/** Days of the months before and after, filling the first and last weeks. */
export const outsideMonth = style({
  backgroundColor: color.pageBackground,
  color: color.mutedText,
});

export const dayNumber = style({
  alignSelf: 'flex-start',
  minWidth: '26px',
  height: '26px',
  padding: '0 6px',
  font: 'inherit',
  fontSize: font.sizeSmall,
  color: 'inherit',
  backgroundColor: 'transparent',
  border: 'none',
  borderRadius: '13px',
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': controlFocus,
    '[aria-current="date"] > &': { color: color.brandContrast, backgroundColor: color.brand, fontWeight: font.weightStrong },
  },
});

export const booking = style({
  display: 'block',
  width: '100%',
  minWidth: 0,
  padding: '1px 4px',
  font: 'inherit',
  fontSize: '12px',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  selectors: { '&:focus-visible': controlFocus },
});

export const bookingTime = style({ fontWeight: font.weightStrong });

export const more = style({
  alignSelf: 'flex-start',
  padding: '0 4px',
  font: 'inherit',
  fontSize: '12px',
  fontWeight: font.weightStrong,
  color: color.brand,
  backgroundColor: 'transparent',
  border: 'none',
  borderRadius: '4px',
  cursor: 'pointer',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': controlFocus },
});
