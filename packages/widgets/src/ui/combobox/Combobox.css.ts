import { style } from '@vanilla-extract/css';
import '../../theme/themes.css';
import { themeVars } from '../../theme/vars.css';
import { bareButton, floatingPanel } from '../looks.css';

const { color, radius, space } = themeVars;

export const control = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const toggle = style({
  position: 'absolute',
  right: space.xs,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  ...bareButton,
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

/** Renders in place under the input, so it stays inside a shadow root. */
export const listbox = style({
  position: 'absolute',
  zIndex: 30,
  top: 'calc(100% + 4px)',
  left: 0,
  right: 0,
  boxSizing: 'border-box',
  maxHeight: '256px',
  margin: 0,
  padding: space.xs,
  overflowY: 'auto',
  listStyle: 'none',
  ...floatingPanel,
  borderRadius: radius.control,
});

export const option = style({
  padding: `${space.xs} ${space.sm}`,
  borderRadius: radius.control,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: color.pageBackground } },
});

export const activeOption = style([option, { backgroundColor: color.pageBackground, boxShadow: `inset 3px 0 0 ${color.brand}` }]);
