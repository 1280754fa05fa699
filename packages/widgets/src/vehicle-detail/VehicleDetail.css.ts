import { style, styleVariants } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';
import { stack } from '../ui/stack';
import { card } from '../ui/card.css';

const { color, font, radius, space } = themeVars;

export const root = style([card, { position: 'relative', width: '960px' }]);

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.sm, margin: `0 0 ${space.lg}` });

export const heading = style({ margin: `0 ${space.sm} 0 0`, fontSize: font.sizeHeading, fontWeight: font.weightStrong, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, marginLeft: 'auto' });

/** Why the vehicle cannot be booked: it stands out above its details. */
export const offRoad = style({
  margin: `0 0 ${space.lg}`,
  padding: `${space.sm} ${space.md}`,
  color: color.danger,
  backgroundColor: color.dangerSurface,
  borderRadius: radius.control,
  fontWeight: font.weightStrong,
  overflowWrap: 'anywhere',
});

export const muted = style({ margin: 0, color: color.mutedText, fontSize: font.sizeSmall });

export const failure = style({ ...stack(space.md), alignItems: 'flex-start' });

/** Why the vehicle could not be shown; the form styles are not loaded for one line. */
export const alert = style({
  margin: 0,
  padding: `${space.sm} ${space.md}`,
  color: color.danger,
  backgroundColor: color.dangerSurface,
  borderRadius: radius.control,
});

/** A status in its colour beside the heading. */
const badgeBase = style({
  display: 'inline-block',
  padding: `1px ${space.sm}`,
  fontSize: '12px',
  fontWeight: font.weightStrong,
  lineHeight: '18px',
  whiteSpace: 'nowrap',
  borderRadius: '999px',
  border: '1px solid currentColor',
});
export const badge = styleVariants({
  green: [badgeBase, { color: color.success }],
  red: [badgeBase, { color: color.danger }],
  black: [badgeBase, { color: color.surface, backgroundColor: color.text, borderColor: color.text }],
});
