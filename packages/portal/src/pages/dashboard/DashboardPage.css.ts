import { style } from '@vanilla-extract/css';
import { themeVars } from '@motorpool/widgets';

export const root = style({
  padding: themeVars.space.xl,
  background: themeVars.color.surface,
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.surface,
});

export const eyebrow = style({
  margin: 0,
  color: themeVars.color.mutedText,
  fontSize: themeVars.font.sizeSmall,
  fontWeight: themeVars.font.weightStrong,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const heading = style({
  margin: `${themeVars.space.xs} 0 ${themeVars.space.md}`,
  fontSize: '1.75rem',
  fontWeight: 700,
  lineHeight: 1.2,
});

export const greeting = style({
  margin: `0 0 ${themeVars.space.lg}`,
  color: themeVars.color.mutedText,
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: themeVars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const fact = style({
  padding: `${themeVars.space.xs} ${themeVars.space.md}`,
  borderRadius: '999px',
  background: themeVars.color.pageBackground,
  border: `1px solid ${themeVars.color.border}`,
  fontSize: themeVars.font.sizeSmall,
});

export const note = style({
  margin: `${themeVars.space.lg} 0 0`,
  color: themeVars.color.mutedText,
});
