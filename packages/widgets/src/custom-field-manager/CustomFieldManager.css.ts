import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';

const { color, font, radius, space } = themeVars;

const focusRing = { outline: 'none', boxShadow: `0 0 0 3px ${color.focusRing}` } as const;

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

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: space.lg,
  backgroundColor: 'rgba(16, 24, 40, 0.45)',
});

export const dialog = style({
  boxSizing: 'border-box',
  width: '560px',
  maxWidth: '100%',
  maxHeight: '100%',
  overflowY: 'auto',
  padding: space.xl,
  color: color.text,
  backgroundColor: color.surface,
  fontFamily: font.family,
  fontSize: font.sizeBody,
  lineHeight: 1.5,
  borderRadius: radius.surface,
  boxShadow: '0 12px 32px rgba(16, 24, 40, 0.24)',
});

export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: space.lg, marginTop: space.lg });

export const options = style({ minWidth: 0, margin: 0, padding: 0, border: 'none', display: 'flex', flexDirection: 'column', gap: space.sm });

export const optionRow = style({ display: 'flex', alignItems: 'flex-start', gap: space.sm });

export const flags = style({ display: 'flex', flexDirection: 'column', gap: space.sm });
