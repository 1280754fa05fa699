import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { TOUCH_POINTER } from '../theme/media';
import { themeVars } from '../theme/vars.css';
import { card } from '../ui/form/form.css';
import { focusRing } from '../ui/looks.css';
import { stack } from '../ui/stack';

const { color, font, radius, space } = themeVars;

/** Relative: the dialogs' layer covers the card. */
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

export const changes = style({ margin: 0, paddingLeft: space.lg });

/** Each held-up booking as a card: its times and driver, then its two ways out. */
export const affected = style({ ...stack(space.md), margin: 0, padding: 0, listStyle: 'none' });

export const affectedItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: space.md,
  padding: space.md,
  border: `1px solid ${color.border}`,
  borderRadius: radius.control,
});

export const affectedText = style({ ...stack(space.xs), minWidth: 0, flex: '1 1 220px' });

export const affectedTitle = style({ fontWeight: font.weightStrong });

export const muted = style({ color: color.mutedText, fontSize: font.sizeSmall });

export const affectedActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: space.sm });

export const moveSelect = style({ ...stack(space.xs), minWidth: '180px' });

export const dialogFields = style(stack(space.md));

export const mapLink = style({
  color: color.brand,
  selectors: { '&:focus-visible': focusRing },
  '@media': { [TOUCH_POINTER]: { display: 'inline-block', minHeight: '44px', lineHeight: '44px' } },
});
