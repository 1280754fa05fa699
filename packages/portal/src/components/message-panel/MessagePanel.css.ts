import { style } from '@vanilla-extract/css';
import { themeVars } from '@motorpool/widgets';

export const root = style({
  maxWidth: '34rem',
  margin: `${themeVars.space.xl} auto`,
  padding: themeVars.space.xl,
  background: themeVars.color.surface,
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.surface,
  textAlign: 'center',
});

export const heading = style({
  margin: `0 0 ${themeVars.space.md}`,
  fontSize: themeVars.font.sizeHeading,
  fontWeight: themeVars.font.weightStrong,
  textWrap: 'balance',
});

export const body = style({
  margin: `0 0 ${themeVars.space.lg}`,
  color: themeVars.color.mutedText,
  lineHeight: 1.5,
  selectors: { '&:last-child': { marginBottom: 0 } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: themeVars.space.sm,
});
