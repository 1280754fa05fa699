import { globalStyle, style } from '@vanilla-extract/css';
import '../../theme/themes.css';
import { themeVars } from '../../theme/vars.css';

const { color, font, radius, space } = themeVars;

export const anchor = style({
  position: 'relative',
  display: 'inline-flex',
});

export const tip = style({
  position: 'absolute',
  zIndex: 30,
  display: 'none',
  padding: `${space.xs} ${space.sm}`,
  color: color.surface,
  backgroundColor: color.text,
  fontFamily: font.family,
  fontSize: font.sizeSmall,
  fontWeight: 'normal',
  lineHeight: 1.3,
  whiteSpace: 'nowrap',
  borderRadius: radius.control,
  pointerEvents: 'none',
});

export const placement = {
  right: style({ top: '50%', left: `calc(100% + ${space.sm})`, transform: 'translateY(-50%)' }),
  bottom: style({ top: `calc(100% + ${space.xs})`, right: 0 }),
} as const;

// Shown while the trigger is hovered or focused by keyboard; the text is always in the accessibility tree.
globalStyle(`${anchor}:hover > ${tip}:not([hidden]), ${anchor}:has(:focus-visible) > ${tip}:not([hidden])`, { display: 'block' });
