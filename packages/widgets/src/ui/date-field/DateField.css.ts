import { style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/vars.css';

const { color, radius, space } = themeVars;

export const root = style({
  position: 'relative',
});

export const control = style({
  display: 'flex',
  gap: space.xs,
});

export const toggle = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  minHeight: '40px',
  color: color.brand,
  backgroundColor: color.surface,
  border: `1px solid ${color.border}`,
  borderRadius: radius.control,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: 'none',
      borderColor: color.brand,
      boxShadow: `0 0 0 3px ${color.focusRing}`,
    },
    '&[aria-expanded="true"]': {
      borderColor: color.brand,
    },
  },
});
