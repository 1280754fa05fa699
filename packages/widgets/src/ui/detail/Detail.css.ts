import { style } from '@vanilla-extract/css';
import '../../theme/themes.css';
import { themeVars } from '../../theme/vars.css';

const { color, font, space } = themeVars;

export const section = style({
  padding: `${space.lg} 0`,
  borderTop: `1px solid ${color.border}`,
});

export const sectionTitle = style({
  margin: `0 0 ${space.md}`,
  fontSize: font.sizeBody,
  fontWeight: font.weightStrong,
});

/** Label over value, in as many columns as fit: one on a phone. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 224px), 1fr))',
  gap: `${space.md} ${space.xl}`,
  margin: 0,
});

export const row = style({ minWidth: 0 });

export const term = style({
  color: color.mutedText,
  fontSize: font.sizeSmall,
});

/** Also where a pop-over opens: under the value, from its left edge, so it stays within the card. */
export const value = style({
  position: 'relative',
  margin: `${space.xs} 0 0`,
  overflowWrap: 'anywhere',
});

export const empty = style({ color: color.mutedText });

export const muted = style({ margin: 0, color: color.mutedText });

export const failed = style({ margin: 0, color: color.danger });

export const tableScroll = style({ maxWidth: '100%', overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: font.sizeSmall,
});

export const cell = style({ padding: `${space.xs} ${space.sm}`, textAlign: 'left', borderBottom: `1px solid ${color.border}` });

export const headCell = style([cell, { color: color.mutedText, fontWeight: font.weightStrong }]);
