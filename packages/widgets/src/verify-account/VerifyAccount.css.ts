import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';

/** Verify and Resend code, stacked at full width like every submit. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: themeVars.space.sm,
});
