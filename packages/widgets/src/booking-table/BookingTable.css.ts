import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';
import { focusRing } from '../ui/looks.css';
import { stack } from '../ui/stack';

const { color, font, radius, space } = themeVars;

export const rowCheckbox = style({
  width: '16px',
  height: '16px',
  margin: '13px 0 0',
  accentColor: color.brand,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.4 }, '&:focus-visible': focusRing },
});

/** A status with the "Late" badge of an overdue booking beside it; wraps under it in a narrow column. */
export const statusBadges = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: space.xs, maxWidth: '100%' });

export const tickAll = style([rowCheckbox, { margin: 0 }]);

export const statusList = style({
  ...stack(space.xs),
  margin: `0 0 ${space.sm}`,
  padding: 0,
  border: 'none',
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

export const group = style({ display: 'inline-flex', alignItems: 'center', gap: space.xs });

/** The outcome of a bulk cancel: what was done, and each booking left as it was. */
export const report = style({
  flexBasis: '100%',
  ...stack(space.xs),
  padding: `${space.sm} ${space.md}`,
  backgroundColor: color.pageBackground,
  borderLeft: `4px solid ${color.brand}`,
  borderRadius: radius.control,
});

export const reportFailures = style({ margin: 0, paddingLeft: space.lg, color: color.danger });

export const reportLine = style({ margin: 0 });

export const notice = style({ flexBasis: '100%', margin: 0, color: color.danger, fontWeight: font.weightStrong });
