import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { TOUCH_POINTER } from '../theme/media';
import { themeVars } from '../theme/vars.css';
import { card } from '../ui/form/form.css';
import { focusRing, photoThumb } from '../ui/looks.css';

const { color, font, radius, space } = themeVars;

/** A report is one column of fields on a phone and stays readable on a desk: narrower than the record forms. */
export const panel = style([card, { position: 'relative', width: '760px' }]);

/** A check box and its words, tall enough for a fingertip. */
export const checkRow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  minHeight: '44px',
  cursor: 'pointer',
});

export const checkField = style({ display: 'flex', flexDirection: 'column', gap: space.xs });

/** The booking, vehicle or person the report is about: shown, not changeable. */
export const context = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
  gap: `${space.sm} ${space.xl}`,
  margin: `0 0 ${space.lg}`,
  padding: space.md,
  backgroundColor: color.pageBackground,
  borderRadius: radius.control,
});

export const contextTerm = style({ margin: 0, color: color.mutedText, fontSize: font.sizeSmall, fontWeight: font.weightStrong });
export const contextValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const textarea = style({ minHeight: '96px', resize: 'vertical' });

/** The coordinates and Use my location, wrapping under each other on a phone. */
export const locationRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: space.md });
export const locationField = style({ flex: '1 1 140px', minWidth: 0 });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  padding: `0 0 0 ${space.md}`,
  backgroundColor: color.pageBackground,
  border: `1px solid ${color.border}`,
  borderRadius: '999px',
  overflowWrap: 'anywhere',
});

export const chipRemove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '32px',
  minHeight: '32px',
  padding: 0,
  color: color.mutedText,
  background: 'none',
  border: 'none',
  borderRadius: '999px',
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing, '&:hover': { color: color.text } },
  '@media': { [TOUCH_POINTER]: { minWidth: '44px', minHeight: '44px' } },
});

export const chipEntry = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });
export const chipInput = style({ flex: '1 1 160px', minWidth: 0 });

export const photos = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
  gap: space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const photo = style({ display: 'flex', flexDirection: 'column', gap: space.xs });

export const thumb = style(photoThumb);

export const fileInput = style({
  maxWidth: '100%',
  minHeight: '44px',
  font: 'inherit',
  selectors: { '&:focus-visible': { outline: `3px solid ${color.focusRing}`, outlineOffset: '2px' } },
});

/** A section that opens on demand (third party, police). */
export const disclosure = style({ borderTop: `1px solid ${color.border}`, paddingTop: space.md });

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  fontWeight: font.weightStrong,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});

export const refusal = style({ margin: `0 0 ${space.lg}` });
