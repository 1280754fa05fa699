import { keyframes, style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';

const { color, font, radius, space } = themeVars;

export const root = style({
  position: 'relative',
  boxSizing: 'border-box',
  padding: space.md,
  color: color.text,
  backgroundColor: color.pageBackground,
  fontFamily: font.family,
  fontSize: font.sizeBody,
  borderRadius: radius.surface,
});

const NOTE_LINE_HEIGHT = 1.4;

/**
 * The loading bar, the error, and the notes sit between the toolbar and the grid.
 * A note's line is kept while loading, so "No bookings" arriving does not push the grid down.
 */
export const status = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  minHeight: `calc(${font.sizeSmall} * ${NOTE_LINE_HEIGHT})`,
  marginBottom: space.xs,
});

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

/** Thin and indeterminate, over the top of the grid, which stays in view while the next window loads. */
export const progress = style({
  position: 'absolute',
  top: 0,
  left: 0,
  right: 0,
  height: '3px',
  overflow: 'hidden',
  backgroundColor: `color-mix(in srgb, ${color.brand} 20%, transparent)`,
  borderRadius: '2px',
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    width: '40%',
    backgroundColor: color.brand,
    animation: `${slide} 1.1s ease-in-out infinite`,
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { selectors: { '&::after': { animation: 'none', width: '100%', opacity: 0.6 } } },
  },
});

export const alert = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
  padding: `${space.sm} ${space.md}`,
  color: color.danger,
  backgroundColor: color.dangerSurface,
  borderLeft: `4px solid ${color.danger}`,
  borderRadius: radius.control,
});

export const alertText = style({ flex: 1, margin: 0 });

export const note = style({ margin: 0, fontSize: font.sizeSmall, lineHeight: NOTE_LINE_HEIGHT, color: color.mutedText });

/** The grid and, over it, the panels the connected calendar opens (they place themselves). */
export const stage = style({ position: 'relative' });
