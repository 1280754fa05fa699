import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';
import { stack } from '../ui/stack';

const { color, font, radius, space } = themeVars;

export const number = style({ fontVariantNumeric: 'tabular-nums' });

/** Opens under the toolbar, across the table's width, and pushes the table down rather than covering it. */
/** A fieldset, without the browser's margin and min-content width. */
export const panel = style({
  boxSizing: 'border-box',
  margin: 0,
  minWidth: 0,
  flexBasis: '100%',
  ...stack(space.md),
  padding: space.md,
  backgroundColor: color.surface,
  border: `1px solid ${color.border}`,
  borderRadius: radius.surface,
});

export const panelHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: space.md });

export const branchField = style({ display: 'flex', flexDirection: 'column', gap: space.xs, minWidth: '224px' });

export const panelNote = style({ display: 'flex', alignItems: 'center', gap: space.md, margin: 0, color: color.mutedText });

export const filterGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(176px, 1fr))',
  gap: space.md,
});

export const filterGroup = style({ minWidth: 0, margin: 0, padding: 0, border: 'none' });

export const filterLegend = style({ padding: 0, marginBottom: space.xs, color: color.text, fontWeight: font.weightStrong });

/** A long list (models, years) scrolls inside its group instead of stretching the panel. */
export const filterChoices = style({ display: 'flex', flexDirection: 'column', gap: '2px', maxHeight: '168px', overflowY: 'auto' });

export const filterChoice = style({ display: 'flex', alignItems: 'center', gap: space.sm, cursor: 'pointer', whiteSpace: 'nowrap' });
