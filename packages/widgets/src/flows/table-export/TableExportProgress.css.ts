import { style } from '@vanilla-extract/css';
import '../../theme/themes.css';
import { themeVars } from '../../theme/vars.css';
import { progressTrack } from '../../ui/progress-bar.css';

const { color, font, radius, space } = themeVars;

export const root = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${space.xs} ${space.md}`,
  width: '360px',
  maxWidth: '100%',
  padding: `${space.sm} ${space.md}`,
  color: color.text,
  backgroundColor: color.surface,
  fontFamily: font.family,
  fontSize: font.sizeSmall,
  border: `1px solid ${color.border}`,
  borderRadius: radius.control,
});

export const track = style([progressTrack, { flexBasis: '100%' }]);

export { progressFill as fill, progressFillUnknown as fillUnknown } from '../../ui/progress-bar.css';

export const text = style({
  flex: 1,
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
});

export const done = style({
  flex: 1,
  margin: 0,
  color: color.success,
  fontWeight: font.weightStrong,
});

export const failed = style({
  flex: 1,
  margin: 0,
  color: color.danger,
});
