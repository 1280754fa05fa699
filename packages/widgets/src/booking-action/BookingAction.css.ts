import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';

const { color, font, space } = themeVars;

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${space.xs} ${space.md}`,
  margin: `0 0 ${space.lg}`,
});

export const term = style({ color: color.mutedText, fontSize: font.sizeSmall, fontWeight: font.weightStrong });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const message = style({ margin: `0 0 ${space.lg}` });

/** The login link reads as the card's button. */
/** A label and its value sit in the grid's two columns. */
export const pair = style({ display: 'contents' });
