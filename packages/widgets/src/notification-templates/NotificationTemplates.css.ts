import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';
import { focusRing } from '../ui/looks.css';

const { color, font, radius, space } = themeVars;

/** Room under the panel's heading (which has no margin of its own) for the line below it. */
export const heading = style({ marginBottom: space.sm });

export const lead = style({ margin: `0 0 ${space.lg}`, color: color.mutedText });

export const group = style({ margin: `0 0 ${space.xl}` });

export const groupHeading = style({ margin: `0 0 ${space.sm}`, fontSize: font.sizeBody, fontWeight: font.weightStrong });

export const list = style({ margin: 0, padding: 0, listStyle: 'none', borderTop: `1px solid ${color.border}` });

/**
 * One message: its name on the left, what is sent and when it changed on the
 * right where there is room; on a phone the facts wrap under the name, so
 * nothing scrolls sideways.
 */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: `${space.xs} ${space.lg}`,
  padding: `${space.xs} 0 ${space.sm}`,
  borderBottom: `1px solid ${color.border}`,
});

export const name = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0, flex: '1 1 240px' });

/** The name is the row's target: tall enough to tap. */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  alignSelf: 'flex-start',
  color: color.brand,
  fontWeight: font.weightStrong,
  textDecoration: 'none',
  borderRadius: radius.control,
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRing },
});

export const plainName = style({ display: 'inline-flex', alignItems: 'center', minHeight: '44px', fontWeight: font.weightStrong });

export const note = style({ margin: 0, color: color.mutedText, fontSize: font.sizeSmall });

export const facts = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${space.xs} ${space.md}`, fontSize: font.sizeSmall });

export const changed = style({ color: color.mutedText, fontVariantNumeric: 'tabular-nums' });
