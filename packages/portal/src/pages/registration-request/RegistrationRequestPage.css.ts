import { themeVars } from '@motorpool/widgets';
import { style } from '@vanilla-extract/css';

export const heading = style({
  margin: `0 0 ${themeVars.space.lg}`,
  fontSize: '1.75rem',
  fontWeight: 700,
  lineHeight: 1.2,
});
