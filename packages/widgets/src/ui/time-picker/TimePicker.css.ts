import { style } from '@vanilla-extract/css';
import '../../theme/themes.css';
import { themeVars } from '../../theme/vars.css';

const { color, font } = themeVars;

export const root = style({ position: 'relative', minWidth: '144px' });

/** On top of the combobox's option: times line up, and those outside the bounds are struck through. */
export const option = style({
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[aria-disabled="true"]': { color: color.mutedText, textDecoration: 'line-through', cursor: 'not-allowed' },
  },
});

export const chosen = style({ fontWeight: font.weightStrong });
