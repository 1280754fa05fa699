import { style } from '@vanilla-extract/css';
import { divider as formDivider } from '../ui/form/form.css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';

const { font, space } = themeVars;

/** "Remember me" and "Forgot password?" on one line. */
export const options = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  fontSize: font.sizeSmall,
});

/** "or" between the form and the single sign-on link. */
export const divider = style([formDivider, { margin: `${space.lg} 0` }]);
