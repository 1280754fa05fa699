import { themeVars } from '@motorpool/widgets';
import { style } from '@vanilla-extract/css';

export const signIn = style({
  margin: 0,
  color: themeVars.color.mutedText,
});

export const link = style({
  color: themeVars.color.brand,
  fontWeight: themeVars.font.weightStrong,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': { outline: `3px solid ${themeVars.color.focusRing}`, outlineOffset: '2px' },
});
