import { style, styleVariants } from '@vanilla-extract/css';
import { themeVars } from '@motorpool/widgets';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '2.25rem',
  padding: `0 ${themeVars.space.lg}`,
  borderRadius: themeVars.radius.control,
  border: '1px solid transparent',
  font: 'inherit',
  fontWeight: themeVars.font.weightStrong,
  textDecoration: 'none',
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${themeVars.color.focusRing}`, outlineOffset: '1px' },
});

/** Links and buttons that lead somewhere from a page (not form controls, which the widgets own). */
export const action = styleVariants({
  primary: [base, { background: themeVars.color.brand, color: themeVars.color.brandContrast }],
  secondary: [base, { background: themeVars.color.surface, color: themeVars.color.brand, borderColor: themeVars.color.border }],
});
