import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { TOUCH_POINTER } from '../theme/media';
import { themeVars } from '../theme/vars.css';
import { focusRing, photoThumb } from '../ui/looks.css';

const { color, radius, space } = themeVars;

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

export const thumb = style(photoThumb);

export const changes = style({ margin: 0, paddingLeft: space.lg, overflowWrap: 'anywhere' });

export const mapLink = style({
  color: color.brand,
  selectors: { '&:focus-visible': focusRing },
  '@media': { [TOUCH_POINTER]: { display: 'inline-block', minHeight: '44px', lineHeight: '44px' } },
});
