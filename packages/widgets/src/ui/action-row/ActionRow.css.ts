import { style, styleVariants } from '@vanilla-extract/css';
import '../../theme/themes.css';
import { themeVars } from '../../theme/vars.css';

const { color, space } = themeVars;

/** Buttons wrap onto a second line rather than overflow a 360 px screen. */
export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.sm,
  margin: 0,
});

export const align = styleVariants({
  start: { justifyContent: 'flex-start' },
  end: { justifyContent: 'flex-end' },
  spread: { justifyContent: 'space-between' },
});

/** The end of a long form: a rule sets the buttons apart from the last section. */
export const divider = style({
  paddingTop: space.lg,
  borderTop: `1px solid ${color.border}`,
});
