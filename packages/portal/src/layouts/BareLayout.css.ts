import { themeVars } from '@motorpool/widgets';
import { style } from '@vanilla-extract/css';

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: themeVars.space.lg,
  minHeight: '100vh',
  padding: `${themeVars.space.xl} ${themeVars.space.lg}`,
});
