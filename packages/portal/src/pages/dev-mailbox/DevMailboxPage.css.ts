import { themeVars } from '@motorpool/widgets';
import { style } from '@vanilla-extract/css';
import { framedControl } from '../../components/looks.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: themeVars.space.lg,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: themeVars.space.lg,
  width: '100%',
});

export const heading = style({
  margin: 0,
  fontSize: '1.75rem',
  fontWeight: 700,
  lineHeight: 1.2,
});

export const lead = style({
  margin: `${themeVars.space.xs} 0 0`,
  color: themeVars.color.mutedText,
});

export const filter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: themeVars.space.sm,
});

export const filterLabel = style({
  fontWeight: themeVars.font.weightStrong,
});

export const filterInput = style({
  minWidth: '18rem',
  minHeight: '2.25rem',
  padding: `0 ${themeVars.space.md}`,
  ...framedControl,
  ':focus-visible': { outline: `3px solid ${themeVars.color.focusRing}`, outlineOffset: '1px' },
});

export const status = style({
  margin: 0,
  color: themeVars.color.mutedText,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: themeVars.space.md,
  width: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const message = style({
  padding: themeVars.space.lg,
  background: themeVars.color.surface,
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.surface,
});

export const messageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: themeVars.space.sm,
});

export const subject = style({
  margin: 0,
  fontSize: '1.0625rem',
  fontWeight: themeVars.font.weightStrong,
});

export const time = style({
  color: themeVars.color.mutedText,
  fontSize: themeVars.font.sizeSmall,
  whiteSpace: 'nowrap',
});

export const recipient = style({
  margin: `${themeVars.space.xs} 0 ${themeVars.space.md}`,
  color: themeVars.color.mutedText,
  fontSize: themeVars.font.sizeSmall,
});

export const text = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: 1.5,
});

export const link = style({
  color: themeVars.color.brand,
  fontWeight: themeVars.font.weightStrong,
});
