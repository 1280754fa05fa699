import { style } from '@vanilla-extract/css';
import { divider as formDivider, secondaryButton } from '../ui/form/form.css';
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

/** The SSO link, shaped as a button since it starts a sign-in. */
export const sso = style([
  secondaryButton,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    textDecoration: 'none',
  },
]);
