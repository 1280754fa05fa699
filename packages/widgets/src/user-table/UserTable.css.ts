import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';

const { color, font, radius, space } = themeVars;

export const strong = style({ color: color.text, fontWeight: font.weightStrong });

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
