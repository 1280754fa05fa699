import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';
import { stack } from '../ui/stack';

/** Verify and Resend code, stacked at full width like every submit. */
export const actions = style({
  ...stack(themeVars.space.sm),
});
