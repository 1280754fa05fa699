import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { card } from '../ui/form/form.css';
import { themeVars } from '../theme/vars.css';
import { stack } from '../ui/stack';

const { color, font, radius, space } = themeVars;

/** As wide as the user form, whose License Details and custom fields these are; narrows with its container. */
export const root = style([card, { width: '1040px' }]);

export { form, status } from '../fields/branch/layout.css';
export { heading, leadingHint as note } from '../ui/form/form.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 256px), 1fr))',
  gap: `${space.lg} ${space.xl}`,
  alignItems: 'start',
});

export const saved = style({
  margin: 0,
  color: color.success,
  fontWeight: font.weightStrong,
});

/** A hub or branch association, shown and not changeable. */
export const association = style({
  ...stack(space.xs),
  minWidth: 0,
});

export const associationLabel = style({
  fontWeight: font.weightStrong,
});

export const associationList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const associationItem = style({
  padding: `2px ${space.sm}`,
  backgroundColor: color.pageBackground,
  border: `1px solid ${color.border}`,
  borderRadius: radius.control,
});
