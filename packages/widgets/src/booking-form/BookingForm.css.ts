import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';
import { choosableRow, focusRing, scrollingList } from '../ui/looks.css';
import { stack } from '../ui/stack';

const { color, font, radius, space } = themeVars;

/** A date and its time side by side, wrapping on a narrow card. */
export const dateTime = style({ display: 'flex', flexWrap: 'wrap', gap: space.md, alignItems: 'flex-start' });

export const dayCount = style({ margin: 0, alignSelf: 'end', fontWeight: font.weightStrong });

export const filterDisclosure = style({ marginBottom: space.md });

export const filterSummary = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: color.brand,
  fontWeight: font.weightStrong,
  cursor: 'pointer',
  borderRadius: radius.control,
  selectors: { '&:focus-visible': focusRing },
});

/** A fieldset, without the browser's margin, padding, border and min-content width. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 160px), 1fr))',
  gap: space.md,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const vehicleList = style({ ...stack(space.xs), ...scrollingList, maxHeight: '288px', margin: `${space.md} 0 0` });

export const vehicleOption = style({
  ...choosableRow,
  alignItems: 'flex-start',
  padding: `${space.sm} ${space.md}`,
  border: `1px solid ${color.border}`,
  selectors: {
    '&:has(input:checked)': { borderColor: color.brand, boxShadow: `inset 3px 0 0 ${color.brand}` },
  },
});

export const vehicleName = style({ fontWeight: font.weightStrong });

export const vehicleFacts = style({ display: 'block', color: color.mutedText, fontSize: font.sizeSmall });

/** A row of on/off buttons: weekdays, dates of the month. */
export const toggles = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs });

export const toggle = style({
  minWidth: '44px',
  minHeight: '36px',
  padding: `0 ${space.sm}`,
  font: 'inherit',
  color: color.text,
  backgroundColor: color.surface,
  border: `1px solid ${color.border}`,
  borderRadius: radius.control,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { color: color.brandContrast, backgroundColor: color.brand, borderColor: color.brand },
    '&:focus-visible': focusRing,
  },
});

export const occurrences = style({ margin: `${space.sm} 0 0`, padding: 0, listStyle: 'none', maxHeight: '224px', overflowY: 'auto' });

export const occurrence = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: space.sm,
  padding: `${space.xs} 0`,
  borderBottom: `1px solid ${color.border}`,
});

export const conflict = style({ color: color.danger, fontSize: font.sizeSmall });

export const free = style({ color: color.success, fontSize: font.sizeSmall });

export const choiceRow = style({ display: 'flex', flexWrap: 'wrap', gap: space.md, marginTop: space.md });

export const note = style({ margin: `${space.sm} 0 0`, color: color.mutedText, fontSize: font.sizeSmall });
