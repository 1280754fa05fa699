import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';

const { color, font, radius, space } = themeVars;

/** The box the peek is placed in: the provider's own, so the peek stays inside the calendar (and its shadow root). */
export const box = style({
  position: 'relative',
});

export const peek = style({
  position: 'absolute',
  zIndex: 40,
  top: 0,
  left: 0,
  maxWidth: '280px',
  padding: `${space.xs} ${space.sm}`,
  color: color.surface,
  backgroundColor: color.text,
  fontFamily: font.family,
  fontSize: font.sizeSmall,
  lineHeight: 1.4,
  borderRadius: radius.control,
  boxShadow: '0 6px 18px rgba(16, 24, 40, 0.2)',
  // The peek only describes; it must never catch the pointer that is dragging the booking under it.
  pointerEvents: 'none',
});

export const line = style({ display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });

export const strong = style([line, { fontWeight: font.weightStrong }]);
