import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { alertDialog } from '../ui/modal/Modal.css';
import { themeVars } from '../theme/vars.css';
import { headingText, introText } from '../ui/looks.css';

const { color, font, radius, space } = themeVars;

export const steps = style({
  display: 'flex',
  gap: space.xs,
  margin: `0 0 ${space.lg}`,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});

export const step = style({
  flex: '1 1 0',
  paddingTop: space.xs,
  color: color.mutedText,
  fontSize: font.sizeSmall,
  borderTop: `3px solid ${color.border}`,
  counterIncrement: 'step',
  selectors: {
    '&::before': { content: 'counter(step) ". "' },
    '&[aria-current="step"]': { color: color.text, fontWeight: font.weightStrong, borderTopColor: color.brand },
    '&[data-done="true"]': { borderTopColor: color.brand },
  },
});

export const code = style({
  letterSpacing: '0.4em',
  fontVariantNumeric: 'tabular-nums',
  fontSize: '18px',
});

export const terms = style({
  maxHeight: '144px',
  overflowY: 'auto',
  margin: 0,
  padding: `${space.sm} ${space.md}`,
  whiteSpace: 'pre-wrap',
  fontSize: font.sizeSmall,
  backgroundColor: color.pageBackground,
  border: `1px solid ${color.border}`,
  borderRadius: radius.control,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${color.focusRing}`, outlineOffset: '1px' },
  },
});

export { overlay } from '../ui/modal/Modal.css';

export const dialog = style([alertDialog, { textAlign: 'center' }]);

export const dialogIcon = style({
  display: 'block',
  margin: `0 auto ${space.md}`,
  color: color.success,
});

export const dialogHeading = style({
  margin: `0 0 ${space.sm}`,
  ...headingText,
});

export const dialogText = style({
  ...introText,
});
