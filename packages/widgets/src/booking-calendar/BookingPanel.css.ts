import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';

const { color, font, radius, space } = themeVars;

/** A card at the calendar's top right, over the grid, in the calendar's layer. */
export const panel = style({
  position: 'absolute',
  zIndex: 30,
  top: space.md,
  right: space.md,
  boxSizing: 'border-box',
  width: `min(320px, calc(100% - 2 * ${space.md}))`,
  padding: space.lg,
  color: color.text,
  backgroundColor: color.surface,
  fontFamily: font.family,
  fontSize: font.sizeBody,
  lineHeight: 1.4,
  border: `1px solid ${color.border}`,
  borderRadius: radius.surface,
  boxShadow: '0 12px 32px rgba(16, 24, 40, 0.24)',
});

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: space.sm, marginBottom: space.md });

export const title = style({ margin: 0, fontSize: '17px', fontWeight: font.weightStrong });

export const details = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${space.xs} ${space.md}`, margin: 0 });

export const term = style({ color: color.mutedText, fontSize: font.sizeSmall });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

/** The status in its calendar colour (booking-look.css.ts), as a small badge. */
export const status = style({ display: 'inline-block', padding: `1px ${space.sm}`, fontSize: font.sizeSmall, cursor: 'default' });
