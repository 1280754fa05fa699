import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { card } from '../ui/form/form.css';
import { themeVars } from '../theme/vars.css';

const { color, font, radius, space } = themeVars;

/** As wide as the user form, whose License Details and custom fields these are; narrows with its container. */
export const root = style([card, { width: '1040px' }]);

export const heading = style({
  margin: `0 0 ${space.lg}`,
  fontSize: font.sizeHeading,
  fontWeight: font.weightStrong,
  lineHeight: 1.25,
});

export const status = style({
  margin: 0,
  color: color.mutedText,
});

/** Why the form cannot be changed, or why there is nothing to show. */
export const note = style({
  margin: `0 0 ${space.lg}`,
  padding: `${space.sm} ${space.md}`,
  backgroundColor: color.pageBackground,
  borderLeft: `4px solid ${color.brand}`,
  borderRadius: radius.control,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xl,
  margin: 0,
});

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
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
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
