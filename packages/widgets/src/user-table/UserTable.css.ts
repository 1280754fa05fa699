import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';

const { color, font, radius, space } = themeVars;

export const blank = style({ color: color.mutedText, opacity: 0.6 });

export const strong = style({ color: color.text, fontWeight: font.weightStrong });

/** Pushes the column choice to the toolbar's far end. */
export const spacer = style({ flex: '1 1 auto' });

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  height: '36px',
  padding: `0 ${space.sm}`,
  color: color.text,
  borderRadius: radius.control,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
});

export const clearButton = style({
  height: '36px',
  padding: `0 ${space.sm}`,
  color: color.brand,
  background: 'none',
  font: 'inherit',
  fontWeight: font.weightStrong,
  border: 'none',
  borderRadius: radius.control,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: `0 0 0 3px ${color.focusRing}` } },
});
