import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { card } from '../ui/form/form.css';
import { themeVars } from '../theme/vars.css';
import { headingText, introText } from '../ui/looks.css';

const { color, font, space } = themeVars;

/** As wide as the profile's other sections; narrows with its container. */
export const root = style([card, { width: '1040px' }]);

export const heading = style({
  margin: `0 0 ${space.sm}`,
  ...headingText,
});

export const intro = style({
  ...introText,
});

export const status = style({
  margin: 0,
  color: color.mutedText,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One organisation: its name and details, with Leave beside them, or under them on a phone. */
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  padding: `${space.md} 0`,
  borderTop: `1px solid ${color.border}`,
});

export const organisation = style({
  margin: `0 0 ${space.xs}`,
  fontSize: font.sizeBody,
  fontWeight: font.weightStrong,
});

export const details = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space.xs} ${space.lg}`,
  margin: 0,
});

export const detail = style({ display: 'flex', gap: space.xs });

export const term = style({ color: color.mutedText });

export const value = style({ margin: 0 });
