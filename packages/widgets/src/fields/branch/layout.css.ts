import { style } from '@vanilla-extract/css';
import '../../theme/themes.css';
import { card } from '../../ui/form/form.css';
import { themeVars } from '../../theme/vars.css';
import { headingText } from '../../ui/looks.css';

/*
 * The look the branch and organisation-structure widgets share: a card with
 * titled sections and simple lists; buttons are the Button primitive.
 */
const { color, font, space } = themeVars;

/** Positioned, so a confirmation drawn over it covers the card alone. */
export const panel = style([card, { position: 'relative', width: '1040px' }]);
export const narrowPanel = style([card, { position: 'relative', width: '720px' }]);

export const headingRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  margin: `0 0 ${space.lg}`,
});

export const heading = style({
  margin: 0,
  ...headingText,
});

/** A record form's heading, kept clear of its first section. */
export const recordHeading = style([heading, { marginBottom: space.lg }]);

export const lead = style({ margin: `calc(-1 * ${space.sm}) 0 ${space.lg}`, color: color.mutedText });

export const form = style({ display: 'flex', flexDirection: 'column', gap: space.xl, margin: 0 });

/** A titled group of fields. Also used on a fieldset, hence no browser border. */
export const section = style({
  minWidth: 0,
  margin: 0,
  padding: `${space.lg} 0 0`,
  border: 'none',
  borderTop: `1px solid ${color.border}`,
});

export const sectionTitle = style({
  margin: 0,
  padding: `0 ${space.sm} 0 0`,
  fontSize: font.sizeBody,
  fontWeight: font.weightStrong,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 256px), 1fr))',
  gap: `${space.lg} ${space.xl}`,
  alignItems: 'start',
  marginTop: space.md,
});

/** A field that takes the grid's whole width (text areas, lists). */
export const wide = style({ gridColumn: '1 / -1' });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: space.md, marginTop: space.md });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: space.md });

export const grow = style({ flex: '1 1 192px', minWidth: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: space.md,
  paddingTop: space.lg,
  borderTop: `1px solid ${color.border}`,
});

export const status = style({ margin: 0, color: color.mutedText });

/** Read-only facts: a term and its value. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 224px), 1fr))',
  gap: `${space.md} ${space.xl}`,
  margin: `${space.md} 0 0`,
});

export const term = style({ margin: 0, color: color.mutedText, fontSize: font.sizeSmall, fontWeight: font.weightStrong });
export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const empty = style({ margin: `${space.md} 0 0`, color: color.mutedText });

/** The result of the last action, read out by screen readers (and seen). */
export const live = style({ margin: 0, minHeight: '1.5em', color: color.mutedText, fontSize: font.sizeSmall });

export const checkRow = style({ display: 'inline-flex', alignItems: 'center', gap: space.sm, cursor: 'pointer' });

export const textarea = style({ minHeight: '80px', resize: 'vertical' });

export { visuallyHidden } from '../../ui/visually-hidden.css';
