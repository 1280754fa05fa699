import { globalStyle, style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';
import { controlFocus } from './calendar-parts.css';

const { color, font, radius, space } = themeVars;

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${space.sm} ${space.lg}`,
  marginBottom: space.sm,
  fontFamily: font.family,
  fontSize: font.sizeBody,
  color: color.text,
});

export const group = style({ display: 'inline-flex', alignItems: 'center', gap: space.xs });

export const push = style({ marginLeft: 'auto' });

const control = {
  minHeight: '34px',
  padding: `0 ${space.md}`,
  color: color.text,
  backgroundColor: color.surface,
  font: 'inherit',
  fontSize: font.sizeSmall,
  border: `1px solid ${color.border}`,
  borderRadius: radius.control,
  cursor: 'pointer',
} as const;

export const button = style({
  ...control,
  selectors: {
    '&:hover': { borderColor: color.brand },
    '&:focus-visible': controlFocus,
  },
});

export const arrowButton = style([button, { padding: `0 ${space.sm}`, fontSize: font.sizeBody, lineHeight: 1 }]);

/** A choice among several (views, timeline span): the pressed one is filled. */
export const toggle = style([
  button,
  {
    selectors: {
      '&[aria-pressed="true"]': { color: color.brandContrast, backgroundColor: color.brand, borderColor: color.brand, fontWeight: font.weightStrong },
    },
  },
]);

export const select = style({ ...control, paddingRight: space.sm, selectors: { '&:focus-visible': controlFocus } });

export const label = style({ fontSize: font.sizeSmall, color: color.mutedText });

export const title = style({
  minHeight: '34px',
  padding: `0 ${space.sm}`,
  color: color.text,
  backgroundColor: 'transparent',
  font: 'inherit',
  fontSize: '17px',
  fontWeight: font.weightStrong,
  border: '1px solid transparent',
  borderRadius: radius.control,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[aria-expanded="true"]': { borderColor: color.border },
    '&:focus-visible': controlFocus,
  },
});

export const zone = style({ fontSize: font.sizeSmall, color: color.mutedText });

export const pickerAnchor = style({ position: 'relative' });

export const picker = style({
  position: 'absolute',
  zIndex: 50,
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
globalStyle(`${picker} .rdp-root`, {
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

globalStyle(`${picker} .rdp-selected .rdp-day_button`, { color: color.brandContrast, backgroundColor: color.brand });

/** Holds the picker's place while its month calendar loads (the first open of an element bundle). */
export const pickerLoading = style({ margin: 0, padding: space.md, color: color.mutedText });
