import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';

const { color, font, radius, space } = themeVars;

const focusRing = { outline: 'none', boxShadow: `0 0 0 3px ${color.focusRing}` } as const;

export const blank = style({ color: color.mutedText, opacity: 0.6 });

export const number = style({ fontVariantNumeric: 'tabular-nums' });

/** Pushes Export and Add Vehicle to the toolbar's far end. */
export const spacer = style({ flex: '1 1 auto' });

export const clearButton = style({
  height: '36px',
  padding: `0 ${space.sm}`,
  color: color.brand,
  background: 'none',
  font: 'inherit',
  fontWeight: font.weightStrong,
  border: 'none',
  borderRadius: radius.control,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});

export const addButton = style({
  height: '36px',
  padding: `0 ${space.md}`,
  color: color.brandContrast,
  backgroundColor: color.brand,
  font: 'inherit',
  fontWeight: font.weightStrong,
  border: `1px solid ${color.brand}`,
  borderRadius: radius.control,
  cursor: 'pointer',
  selectors: {
    '&:hover': { filter: 'brightness(0.94)' },
    '&:focus-visible': focusRing,
  },
});

/** The export's progress takes a line of its own under the toolbar's buttons. */
export const exportLine = style({ flexBasis: '100%' });

/** Opens under the toolbar, across the table's width, and pushes the table down rather than covering it. */
export const panel = style({
  boxSizing: 'border-box',
  flexBasis: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  padding: space.md,
  backgroundColor: color.surface,
  border: `1px solid ${color.border}`,
  borderRadius: radius.surface,
});

export const panelHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: space.md });

export const branchField = style({ display: 'flex', flexDirection: 'column', gap: space.xs, minWidth: '14rem' });

export const panelNote = style({ display: 'flex', alignItems: 'center', gap: space.md, margin: 0, color: color.mutedText });

export const filterGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: space.md,
});

export const filterGroup = style({ minWidth: 0, margin: 0, padding: 0, border: 'none' });

export const filterLegend = style({ padding: 0, marginBottom: space.xs, color: color.text, fontWeight: font.weightStrong });

/** A long list (models, years) scrolls inside its group instead of stretching the panel. */
export const filterChoices = style({ display: 'flex', flexDirection: 'column', gap: '2px', maxHeight: '10.5rem', overflowY: 'auto' });

export const filterChoice = style({ display: 'flex', alignItems: 'center', gap: space.sm, cursor: 'pointer', whiteSpace: 'nowrap' });
