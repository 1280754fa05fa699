import { style } from '@vanilla-extract/css';
import { card } from '../ui/form/form.css';
import { progressTrack as sharedTrack } from '../ui/progress-bar.css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';
import { headingText, introText } from '../ui/looks.css';
import { stack } from '../ui/stack';

const { color, font, radius, space } = themeVars;

export const root = style([card, { width: '960px' }]);

export const heading = style({
  margin: `0 0 ${space.xs}`,
  ...headingText,
});

export const lead = style({
  ...introText,
});

export const steps = style({
  ...stack(space.lg),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'import-step',
});

export const step = style({
  ...stack(space.sm),
  paddingTop: space.lg,
  borderTop: `1px solid ${color.border}`,
  counterIncrement: 'import-step',
});

export const stepHeading = style({
  margin: 0,
  fontSize: font.sizeBody,
  fontWeight: font.weightStrong,
  '::before': { content: 'counter(import-step) ". "', color: color.brand },
});

export const stepText = style({
  margin: 0,
  color: color.mutedText,
  fontSize: font.sizeSmall,
});

export const fileLabel = style({
  fontSize: font.sizeSmall,
  fontWeight: font.weightStrong,
});

export const fileInput = style({
  maxWidth: '100%',
  font: 'inherit',
  fontSize: font.sizeSmall,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${color.focusRing}`, outlineOffset: '2px' },
  },
});

export const progress = style({
  ...stack(space.xs),
});

export const progressTrack = style([sharedTrack, { height: '10px', border: `1px solid ${color.border}` }]);

/** Before the first progress line the total is not known yet: the fill sweeps. */
export { progressFill, progressFillUnknown } from '../ui/progress-bar.css';

export const progressText = style({
  margin: 0,
  fontSize: font.sizeSmall,
  fontVariantNumeric: 'tabular-nums',
});

export const outcome = style({
  ...stack(space.md),
});

export const counts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))',
  gap: space.sm,
  margin: 0,
});

export const count = style({
  padding: `${space.sm} ${space.md}`,
  backgroundColor: color.pageBackground,
  borderRadius: radius.control,
});

export const countTerm = style({
  color: color.mutedText,
  fontSize: font.sizeSmall,
});

export const countValue = style({
  margin: 0,
  fontSize: font.sizeHeading,
  fontWeight: font.weightStrong,
  fontVariantNumeric: 'tabular-nums',
});

export const warning = style({
  margin: 0,
  padding: `${space.sm} ${space.md}`,
  color: color.danger,
  backgroundColor: color.dangerSurface,
  borderLeft: `4px solid ${color.danger}`,
  borderRadius: radius.control,
});

export const errors = style({
  ...stack(space.sm),
});

export const errorsHeading = style({
  margin: 0,
  fontSize: font.sizeBody,
  fontWeight: font.weightStrong,
});

export const scroller = style({
  maxHeight: '420px',
  overflow: 'auto',
  border: `1px solid ${color.border}`,
  borderRadius: radius.control,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: font.sizeSmall,
});

export const headerCell = style({
  position: 'sticky',
  top: 0,
  padding: `${space.sm} ${space.md}`,
  color: color.mutedText,
  fontWeight: font.weightStrong,
  textAlign: 'left',
  whiteSpace: 'nowrap',
  backgroundColor: color.surface,
  borderBottom: `2px solid ${color.border}`,
});

export const cell = style({
  padding: `${space.sm} ${space.md}`,
  verticalAlign: 'top',
  borderBottom: `1px solid ${color.border}`,
});

/** The row number, red like the form's field errors it stands for. */
export const rowCell = style([cell, { width: '64px', color: color.danger, fontWeight: font.weightStrong, fontVariantNumeric: 'tabular-nums' }]);
