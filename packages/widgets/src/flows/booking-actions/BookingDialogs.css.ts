import { style } from '@vanilla-extract/css';
import '../../theme/themes.css';
import { themeVars } from '../../theme/vars.css';
import { focusRing } from '../../ui/looks.css';
import { stack } from '../../ui/stack';

const { color, radius, space } = themeVars;

/** The dialog's form: fields above the buttons, spaced like the other forms. */
export const fields = style({
  ...stack(space.md),
  margin: `0 0 ${space.lg}`,
});

export const textarea = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '88px',
  padding: `${space.sm} ${space.md}`,
  color: color.text,
  backgroundColor: color.surface,
  font: 'inherit',
  resize: 'vertical',
  border: `1px solid ${color.border}`,
  borderRadius: radius.control,
  selectors: {
    '&:focus-visible': { ...focusRing, borderColor: color.brand },
    '&[aria-invalid="true"]': { borderColor: color.danger },
  },
});

/** Date and time of the new end side by side, wrapping on a narrow dialog. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  gap: space.md,
});
