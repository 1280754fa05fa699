import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';
import { focusRing } from '../ui/looks.css';

const { color, font, radius, space } = themeVars;

export const tabs = style({ display: 'flex', gap: space.xs, borderBottom: `1px solid ${color.border}` });

export const tab = style({
  padding: `${space.sm} ${space.lg}`,
  color: color.mutedText,
  background: 'none',
  font: 'inherit',
  fontWeight: font.weightStrong,
  border: 'none',
  borderBottom: '3px solid transparent',
  borderRadius: `${radius.control} ${radius.control} 0 0`,
  cursor: 'pointer',
  selectors: { '&:hover': { color: color.text }, '&:focus-visible': focusRing },
});

export const activeTab = style([tab, { color: color.brand, borderBottomColor: color.brand }]);

export const panel = style({ paddingTop: space.md });

export const name = style({ display: 'block', fontWeight: font.weightStrong });

export const subtext = style({ display: 'block', color: color.mutedText, fontSize: font.sizeSmall });

export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: space.lg, marginTop: space.lg });

export const options = style({ minWidth: 0, margin: 0, padding: 0, border: 'none', display: 'flex', flexDirection: 'column', gap: space.sm });

export const optionRow = style({ display: 'flex', alignItems: 'flex-start', gap: space.sm });

export const flags = style({ display: 'flex', flexDirection: 'column', gap: space.sm });
