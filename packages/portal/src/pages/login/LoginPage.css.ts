import { style } from '@vanilla-extract/css';
import { themeVars } from '@motorpool/widgets';

export const root = style({
  display: 'flex',
  justifyContent: 'center',
  paddingTop: themeVars.space.xl,
});
