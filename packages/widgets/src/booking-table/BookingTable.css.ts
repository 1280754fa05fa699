import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';

const { color, font, radius, space } = themeVars;

const focusRing = { outline: 'none', boxShadow: `0 0 0 3px ${color.focusRing}` } as const;

export const blank = style({ color: color.mutedText, opacity: 0.6 });

export const rowCheckbox = style({
  width: '16px',
  height: '16px',
  margin: '13px 0 0',
  accentColor: color.brand,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.4 }, '&:focus-visible': focusRing },
});

export const tickAll = style([rowCheckbox, { margin: 0 }]);

/** A toolbar control that opens a panel under it (statuses, dates). */
export const filter = style({ position: 'relative' });

export const panel = style({
  position: 'absolute',
  zIndex: 25,
  top: 'calc(100% + 4px)',
  left: 0,
  boxSizing: 'border-box',
  minWidth: '220px',
  padding: space.sm,
  backgroundColor: color.surface,
  border: `1px solid ${color.border}`,
  borderRadius: radius.control,
  boxShadow: '0 8px 24px rgba(16, 24, 40, 0.16)',
});

export const statusList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  margin: `0 0 ${space.sm}`,
  padding: 0,
  border: 'none',
});

export const statusOption = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  padding: `${space.xs} ${space.sm}`,
  borderRadius: radius.control,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: color.pageBackground } },
});

export const select = style({
  height: '36px',
  padding: `0 ${space.sm}`,
  color: color.text,
  backgroundColor: color.surface,
  font: 'inherit',
  border: `1px solid ${color.border}`,
  borderRadius: radius.control,
  selectors: { '&:focus-visible': focusRing },
});

export const textButton = style({
  height: '36px',
  padding: `0 ${space.sm}`,
  color: color.brand,
  background: 'none',
  font: 'inherit',
  fontWeight: font.weightStrong,
  border: 'none',
  borderRadius: radius.control,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing, '&:disabled': { color: color.mutedText, cursor: 'default' } },
});

/** Pushes what follows (export, new booking) to the toolbar's end. */
export const spacer = style({ flex: '1 1 auto' });

export const primaryButton = style({
  height: '36px',
  padding: `0 ${space.md}`,
  color: color.brandContrast,
  backgroundColor: color.brand,
  font: 'inherit',
  fontWeight: font.weightStrong,
  border: `1px solid ${color.brand}`,
  borderRadius: radius.control,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});

export const group = style({ display: 'inline-flex', alignItems: 'center', gap: space.xs });

export const groupLabel = style({ color: color.mutedText, fontWeight: font.weightStrong });

/** The outcome of a bulk cancel: what was done, and each booking left as it was. */
export const report = style({
  flexBasis: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  padding: `${space.sm} ${space.md}`,
  backgroundColor: color.pageBackground,
  borderLeft: `4px solid ${color.brand}`,
  borderRadius: radius.control,
});

export const reportFailures = style({ margin: 0, paddingLeft: space.lg, color: color.danger });

export const reportLine = style({ margin: 0 });

/** A line of its own under the toolbar's controls (export progress, a bulk notice). */
export const fullRow = style({ flexBasis: '100%' });

export const notice = style({ flexBasis: '100%', margin: 0, color: color.danger, fontWeight: font.weightStrong });
