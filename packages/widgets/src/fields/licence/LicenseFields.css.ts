import { style } from '@vanilla-extract/css';
import '../../theme/themes.css';
import { themeVars } from '../../theme/vars.css';
import { stack } from '../../ui/stack';

const { color, radius, space } = themeVars;

/** Fields side by side while there is room, one per row on a narrow screen. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 256px), 1fr))',
  gap: `${space.lg} ${space.xl}`,
  alignItems: 'start',
});

export const picker = style({
  ...stack(space.sm),
});

export const photo = style({
  display: 'block',
  width: '100%',
  maxWidth: '256px',
  maxHeight: '160px',
  objectFit: 'contain',
  backgroundColor: color.pageBackground,
  border: `1px solid ${color.border}`,
  borderRadius: radius.control,
});

export const photoActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.md,
});

export const fileInput = style({
  maxWidth: '100%',
  font: 'inherit',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${color.focusRing}`, outlineOffset: '2px' },
  },
});
