import { themeVars } from '@motorpool/widgets';
import { style, styleVariants } from '@vanilla-extract/css';

const base = style({
  width: '400px',
  maxWidth: '100%',
  padding: `${themeVars.space.md} ${themeVars.space.lg}`,
  border: `1px solid ${themeVars.color.border}`,
  borderLeftWidth: '4px',
  borderRadius: themeVars.radius.control,
  background: themeVars.color.surface,
  lineHeight: 1.5,
});

export const notice = styleVariants({
  info: [base, { borderLeftColor: themeVars.color.brand }],
  success: [base, { borderLeftColor: themeVars.color.success }],
  error: [base, { borderLeftColor: themeVars.color.danger, background: themeVars.color.dangerSurface, color: themeVars.color.danger }],
});

export const heading = style({
  margin: `0 0 ${themeVars.space.xs}`,
  fontWeight: themeVars.font.weightStrong,
});

export const body = style({
  margin: 0,
});
