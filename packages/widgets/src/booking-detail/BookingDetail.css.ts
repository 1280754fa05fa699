import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { card } from '../ui/form/form.css';
import { themeVars } from '../theme/vars.css';
import { focusRing } from '../ui/looks.css';

const { color, font, radius, space } = themeVars;

/** Relative: the dialogs' layer covers the page. */
export const root = style([card, { position: 'relative', width: '1040px' }]);

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.md, margin: `0 0 ${space.lg}` });

export const heading = style({ margin: 0, fontSize: font.sizeHeading, fontWeight: font.weightStrong });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, marginLeft: 'auto' });

export const section = style({ margin: `${space.lg} 0 0` });

export const sectionTitle = style({ margin: `0 0 ${space.sm}`, fontSize: font.sizeBody, fontWeight: font.weightStrong });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: `${space.md} ${space.lg}`,
  margin: 0,
});

export const term = style({ color: color.mutedText, fontSize: font.sizeSmall, fontWeight: font.weightStrong });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const empty = style({ color: color.mutedText });

export const muted = style({ margin: 0, color: color.mutedText });

export const failed = style({ margin: 0, color: color.danger });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: font.sizeSmall,
});

export const cell = style({ padding: `${space.xs} ${space.sm}`, textAlign: 'left', borderBottom: `1px solid ${color.border}` });

export const headCell = style([cell, { color: color.mutedText, fontWeight: font.weightStrong }]);

export const late = style({ color: color.danger, fontWeight: font.weightStrong });

export const retry = style({
  marginTop: space.md,
  padding: `${space.xs} ${space.md}`,
  color: color.brand,
  backgroundColor: color.surface,
  font: 'inherit',
  border: `1px solid ${color.brand}`,
  borderRadius: radius.control,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});
