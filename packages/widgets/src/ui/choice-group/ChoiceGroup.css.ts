import { style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/vars.css';

/** A long list of choices (departments, branches) scrolls within about eight rows. */
export const scroll = style({
  flexDirection: 'column',
  flexWrap: 'nowrap',
  maxHeight: '192px',
  overflowY: 'auto',
  padding: themeVars.space.xs,
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.control,
});
