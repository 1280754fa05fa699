import { style, styleVariants } from '@vanilla-extract/css';
import '../theme/themes.css';
import { TOUCH_POINTER } from '../theme/media';
import { themeVars } from '../theme/vars.css';
import { focusRing } from '../ui/looks.css';
import { stack } from '../ui/stack';
import { card } from '../ui/card.css';

const { color, font, radius, space } = themeVars;

export const root = style([card, { position: 'relative', width: '960px' }]);

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.sm, margin: `0 0 ${space.lg}` });

export const heading = style({ margin: `0 ${space.sm} 0 0`, fontSize: font.sizeHeading, fontWeight: font.weightStrong });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, margin: `0 0 ${space.lg}` });

export const description = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const photos = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))',
  gap: space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const photoLink = style({
  display: 'block',
  borderRadius: radius.control,
  selectors: { '&:focus-visible': focusRing },
});

export const thumb = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  backgroundColor: color.pageBackground,
  border: `1px solid ${color.border}`,
  borderRadius: radius.control,
});

export const changes = style({ margin: 0, paddingLeft: space.lg, overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: color.mutedText, fontSize: font.sizeSmall });

export const failure = style({ ...stack(space.md), alignItems: 'flex-start' });

/** Why the incident could not be shown; the form styles are not loaded for one line. */
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

export const mapLink = style({
  color: color.brand,
  selectors: { '&:focus-visible': focusRing },
  '@media': { [TOUCH_POINTER]: { display: 'inline-block', minHeight: '44px', lineHeight: '44px' } },
});
