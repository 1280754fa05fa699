import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { card as cardLook } from '../ui/form/form.css';
import { themeVars } from '../theme/vars.css';

const { color, font, space, radius } = themeVars;

/** The page's card, as wide as the page lets it be. */
export const root = style([cardLook, { position: 'relative', width: '880px', display: 'flex', flexDirection: 'column', gap: space.md }]);

export const lead = style({ margin: 0, color: color.mutedText });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: space.sm });

export const hint = style({ margin: 0, color: color.mutedText, fontSize: font.sizeSmall });

/** One row per role; its buttons wrap under the name in a narrow box, so a phone never scrolls sideways. */
export const rows = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  padding: `${space.sm} 0`,
  borderBottom: `1px solid ${color.border}`,
});

export const rowText = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0, flex: '1 1 180px' });

export const rowName = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.xs,
  fontWeight: font.weightStrong,
  overflowWrap: 'anywhere',
});

export const rowMeta = style({ color: color.mutedText, fontSize: font.sizeSmall });

export const badge = style({
  display: 'inline-block',
  padding: `0 ${space.xs}`,
  border: `1px solid ${color.brand}`,
  borderRadius: radius.control,
  color: color.text,
  fontSize: font.sizeSmall,
  fontWeight: font.weightStrong,
});

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs });
