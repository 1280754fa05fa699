import { style } from '@vanilla-extract/css';
import { themeVars } from '@motorpool/widgets';

export const dialog = style({
  maxWidth: '28rem',
  width: 'calc(100% - 2rem)',
  padding: themeVars.space.xl,
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.surface,
  background: themeVars.color.surface,
  color: themeVars.color.text,
  boxShadow: '0 12px 32px rgb(15 23 42 / 0.25)',
  selectors: { '&::backdrop': { background: 'rgb(15 23 42 / 0.45)' } },
});

export const heading = style({ margin: 0, fontSize: themeVars.font.sizeHeading });

export const list = style({ margin: `${themeVars.space.md} 0`, paddingLeft: themeVars.space.xl });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', marginTop: themeVars.space.lg });
