import { keyframes, style } from '@vanilla-extract/css';
import '../../theme/themes.css';
import { themeVars } from '../../theme/vars.css';

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

export const track = style({
  flexBasis: '100%',
  height: '8px',
  overflow: 'hidden',
  backgroundColor: color.pageBackground,
  borderRadius: '999px',
});

export const fill = style({
  height: '100%',
  backgroundColor: color.brand,
  transition: 'width 200ms ease-out',
});

const sweep = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(300%)' },
});

/** XLSX: how far along is unknown, only that bytes keep arriving. */
export const fillUnknown = style({
  width: '30%',
  height: '100%',
  backgroundColor: color.brand,
  animation: `${sweep} 1.2s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.4 } },
});

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
