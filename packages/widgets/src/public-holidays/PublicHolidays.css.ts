import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';

const { space } = themeVars;

/** A fieldset without the browser's border and padding. */
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: space.md,
  minWidth: 0,
  margin: `0 0 ${space.lg}`,
  padding: 0,
  border: 'none',
});

export const narrow = style({ flex: '0 1 144px' });
