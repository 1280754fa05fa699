import { style } from '@vanilla-extract/css';
import { themeVars } from '@motorpool/widgets';

export const root = style({
  // Nineteen choices would make one narrow column of the profile grid very tall; the card takes the full width instead.
  gridColumn: '1 / -1',
  scrollMarginTop: themeVars.space.lg,
});

export const groups = style({ display: 'grid', gap: themeVars.space.lg });

export const group = style({ display: 'grid', gap: themeVars.space.sm, minWidth: 0, margin: 0, padding: 0, border: 'none' });

export const legend = style({ padding: 0, marginBottom: themeVars.space.sm });

export const groupHeading = style({ margin: 0, fontSize: themeVars.font.sizeBody, color: themeVars.color.mutedText });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(16rem, 100%), 1fr))',
  gap: themeVars.space.md,
});
