import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';

const { color, font, radius, space } = themeVars;

/** A refused slot or move: across the top of the calendar's layer until dismissed. */
export const refusal = style({
  position: 'absolute',
  zIndex: 45,
  top: space.md,
  left: '50%',
  transform: 'translateX(-50%)',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
  width: `min(520px, calc(100% - 2 * ${space.md}))`,
  padding: `${space.sm} ${space.md}`,
  color: color.danger,
  backgroundColor: color.dangerSurface,
  fontFamily: font.family,
  fontSize: font.sizeBody,
  borderLeft: `4px solid ${color.danger}`,
  borderRadius: radius.control,
  boxShadow: '0 6px 18px rgba(16, 24, 40, 0.16)',
});

export const refusalText = style({ flex: 1, margin: 0 });
