import { style } from '@vanilla-extract/css';
import { themeVars } from '@motorpool/widgets';

export const tabs = style({ display: 'flex', alignItems: 'center', gap: themeVars.space.md, borderBottom: `1px solid ${themeVars.color.border}` });

const tabBase = {
  padding: `${themeVars.space.sm} ${themeVars.space.md}`,
  color: themeVars.color.mutedText,
  textDecoration: 'none',
  borderBottom: '2px solid transparent',
  marginBottom: '-1px',
  ':focus-visible': { outline: `3px solid ${themeVars.color.focusRing}` },
} as const;

export const tab = style(tabBase);
export const current = style([tabBase, { color: themeVars.color.brand, borderBottomColor: themeVars.color.brand, fontWeight: themeVars.font.weightStrong }]);

export const add = style({
  marginLeft: 'auto',
  minHeight: '2.25rem',
  padding: `0 ${themeVars.space.lg}`,
  border: 'none',
  borderRadius: themeVars.radius.control,
  background: themeVars.color.brand,
  color: themeVars.color.brandContrast,
  font: 'inherit',
  fontWeight: themeVars.font.weightStrong,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${themeVars.color.focusRing}`, outlineOffset: '1px' },
});
