import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { card as cardLook } from '../ui/form/form.css';
import { themeVars } from '../theme/vars.css';

const { color, font, space, radius } = themeVars;

/** The page's card, as wide as the page lets it be. */
export const root = style([cardLook, { position: 'relative', width: '880px', display: 'flex', flexDirection: 'column', gap: space.md }]);

export const lead = style({ margin: 0, color: color.mutedText });

/** The lists as a row of buttons that wraps on a phone. */
export const lists = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: space.sm });

export const hint = style({ margin: 0, color: color.mutedText, fontSize: font.sizeSmall });

/** The entry form, set apart from the list under it. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  padding: space.md,
  border: `1px solid ${color.border}`,
  borderRadius: radius.surface,
});

export const formTitle = style({ margin: 0, fontSize: font.sizeBody, fontWeight: font.weightStrong });

/** The entries in their order: each a row whose buttons wrap under the label in a narrow box. */
export const entries = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });

export const entry = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  padding: `${space.sm} 0`,
  borderBottom: `1px solid ${color.border}`,
});

export const entryText = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0, flex: '1 1 160px' });

export const entryLabel = style({ fontWeight: font.weightStrong, overflowWrap: 'anywhere' });

export const entryMeta = style({ color: color.mutedText, fontSize: font.sizeSmall });

export const inactive = style({ color: color.mutedText, fontStyle: 'italic' });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs });
