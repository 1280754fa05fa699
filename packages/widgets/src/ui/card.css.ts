import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';

// A module of its own: a display widget takes the card without the whole form stylesheet.
const { color, font, radius, space } = themeVars;

/**
 * The card without its width: each kind of widget sets a steady one, so the
 * messages inside never resize it, and the card narrows only with its container.
 */
export const card = style({
  boxSizing: 'border-box',
  maxWidth: '100%',
  padding: space.xl,
  backgroundColor: color.surface,
  color: color.text,
  fontFamily: font.family,
  fontSize: font.sizeBody,
  lineHeight: 1.5,
  border: `1px solid ${color.border}`,
  borderRadius: radius.surface,
  boxShadow: '0 1px 2px rgba(16, 24, 40, 0.06), 0 4px 12px rgba(16, 24, 40, 0.06)',
});
