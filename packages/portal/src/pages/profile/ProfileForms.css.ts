import { style } from '@vanilla-extract/css';
import { themeVars, TOUCH_POINTER } from '@motorpool/widgets';

export const tabs = style({
  display: 'flex',
  gap: themeVars.space.xs,
  margin: `0 0 ${themeVars.space.lg}`,
  padding: 0,
  borderBottom: `1px solid ${themeVars.color.border}`,
  listStyle: 'none',
});

export const tab = style({
  display: 'inline-block',
  padding: `${themeVars.space.sm} ${themeVars.space.md}`,
  marginBottom: '-1px',
  borderBottom: '3px solid transparent',
  color: themeVars.color.mutedText,
  fontWeight: themeVars.font.weightStrong,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { color: themeVars.color.brand, borderBottomColor: themeVars.color.brand },
  },
  ':focus-visible': { outline: `3px solid ${themeVars.color.focusRing}`, outlineOffset: '1px' },
});

export const sections = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(20rem, 1fr))',
  gap: themeVars.space.lg,
  alignItems: 'start',
});

export const card = style({
  padding: themeVars.space.lg,
  background: themeVars.color.surface,
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.surface,
});

export const cardHeading = style({ margin: `0 0 ${themeVars.space.xs}`, fontSize: '1.125rem' });

export const cardIntro = style({ margin: `0 0 ${themeVars.space.md}`, color: themeVars.color.mutedText });

export const form = style({ display: 'grid', gap: themeVars.space.md });

export const field = style({ display: 'grid', gap: themeVars.space.xs });

export const label = style({ fontWeight: themeVars.font.weightStrong, fontSize: themeVars.font.sizeSmall });

export const input = style({
  minHeight: '2.25rem',
  padding: `0 ${themeVars.space.sm}`,
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.control,
  background: themeVars.color.surface,
  color: themeVars.color.text,
  font: 'inherit',
  selectors: { '&[aria-invalid="true"]': { borderColor: themeVars.color.danger } },
  ':focus-visible': { outline: `3px solid ${themeVars.color.focusRing}`, outlineOffset: '1px' },
  '@media': { [TOUCH_POINTER]: { minHeight: '44px' } },
});

export const fieldError = style({ margin: 0, color: themeVars.color.danger, fontSize: themeVars.font.sizeSmall });

export const alert = style({ margin: 0, color: themeVars.color.danger, fontWeight: themeVars.font.weightStrong });

export const done = style({ margin: 0, color: themeVars.color.success, fontWeight: themeVars.font.weightStrong });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: themeVars.space.sm });
