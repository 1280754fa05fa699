import { style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/vars.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 11em) minmax(0, 1fr)',
  gap: themeVars.space.xs,
});

export const country = style({
  textOverflow: 'ellipsis',
});
