import { globalStyle, style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/vars.css';

const { color, font, radius, space } = themeVars;

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

export const popover = style({
  position: 'absolute',
  zIndex: 10,
  top: 'calc(100% + 4px)',
  left: 0,
  padding: space.sm,
  backgroundColor: color.surface,
  border: `1px solid ${color.border}`,
  borderRadius: radius.surface,
  boxShadow: '0 8px 24px rgba(16, 24, 40, 0.16)',
  fontSize: font.sizeSmall,
});

// Two classes outweigh `.rdp-root`, which declares the defaults on the same element.
globalStyle(`${popover} .rdp-root`, {
  vars: {
    '--rdp-accent-color': color.brand,
    '--rdp-accent-background-color': color.pageBackground,
    '--rdp-day-height': '36px',
    '--rdp-day-width': '36px',
    '--rdp-day_button-height': '34px',
    '--rdp-day_button-width': '34px',
    '--rdp-nav_button-height': '32px',
    '--rdp-nav_button-width': '32px',
    '--rdp-nav-height': '40px',
  },
  fontFamily: font.family,
  color: color.text,
});

globalStyle(`${popover} .rdp-selected .rdp-day_button`, {
  color: color.brandContrast,
  backgroundColor: color.brand,
});
