import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { card } from '../ui/form/form.css';
import { themeVars } from '../theme/vars.css';
import { headingText, introText } from '../ui/looks.css';

const { space } = themeVars;

/** Wide enough for three columns of fields; narrows with its container. */
export const root = style([card, { width: '1040px' }]);

export { form, grid, section, sectionTitle, status } from '../fields/branch/layout.css';
export { heading, leadingHint as scopeNote } from '../ui/form/form.css';

export const sectionBody = style({ marginTop: space.md });

export { alertDialog as dialog, overlay } from '../ui/modal/Modal.css';

export const dialogHeading = style({
  margin: `0 0 ${space.sm}`,
  ...headingText,
});

export const dialogText = style({
  ...introText,
});

export const dialogActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: space.md,
});
