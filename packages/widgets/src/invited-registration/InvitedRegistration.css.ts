import { globalStyle, style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';

const { color, font, radius, space } = themeVars;

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: space.sm,
  margin: `0 0 ${space.lg}`,
  padding: space.md,
  backgroundColor: color.pageBackground,
  borderRadius: radius.control,
});

export const summaryItem = style({
  minWidth: 0,
});

globalStyle(`${summaryItem} dt`, {
  color: color.mutedText,
  fontSize: font.sizeSmall,
});

globalStyle(`${summaryItem} dd`, {
  margin: 0,
  fontWeight: font.weightStrong,
  overflowWrap: 'anywhere',
});
