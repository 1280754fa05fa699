import { style } from '@vanilla-extract/css';
import { themeVars } from '@motorpool/widgets';

export const empty = style({
  padding: `${themeVars.space.xl} ${themeVars.space.lg}`,
  background: themeVars.color.surface,
  border: `1px dashed ${themeVars.color.border}`,
  borderRadius: themeVars.radius.surface,
  textAlign: 'center',
});

export const title = style({ margin: `0 0 ${themeVars.space.sm}`, fontWeight: themeVars.font.weightStrong });

export const body = style({ margin: 0, color: themeVars.color.mutedText });
