import { style } from '@vanilla-extract/css';
import { themeVars } from '@motorpool/widgets';

const { color, font, radius } = themeVars;

/** A control framed on the surface (a text field, the menu button), spread into its style. */
export const framedControl = {
  border: `1px solid ${color.border}`,
  borderRadius: radius.control,
  background: color.surface,
  color: color.text,
  font: 'inherit',
} as const;

/** A link inside a sentence or a footer: the brand's colour, underlined when pointed at. */
export const textLink = style({
  color: color.brand,
  fontWeight: font.weightStrong,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': { outline: `3px solid ${color.focusRing}`, outlineOffset: '2px' },
});
