import { style, styleVariants } from '@vanilla-extract/css';
import '../../theme/themes.css';
import { themeVars } from '../../theme/vars.css';
import { card } from '../card.css';
import { stack } from '../stack';

// A record's read-only page (an incident, a vehicle): its card, heading row and badges, and its load state, without the form stylesheet.
const { color, font, radius, space } = themeVars;

export const panel = style([card, { position: 'relative', width: '960px' }]);

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.sm, margin: `0 0 ${space.lg}` });

export const heading = style({ margin: `0 ${space.sm} 0 0`, fontSize: font.sizeHeading, fontWeight: font.weightStrong, overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: color.mutedText, fontSize: font.sizeSmall });

export const failure = style({ ...stack(space.md), alignItems: 'flex-start' });

/** Why the record could not be shown. */
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
  brand: [badgeBase, { color: color.brand }],
  green: [badgeBase, { color: color.success }],
  red: [badgeBase, { color: color.danger }],
  grey: [badgeBase, { color: color.mutedText }],
  black: [badgeBase, { color: color.surface, backgroundColor: color.text, borderColor: color.text }],
});
