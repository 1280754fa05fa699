import { style } from '@vanilla-extract/css';
import { themeVars } from '@motorpool/widgets';

export const row = style({ display: 'flex', alignItems: 'center', gap: themeVars.space.md, flexWrap: 'wrap' });

const avatarBase = {
  width: '5rem',
  height: '5rem',
  borderRadius: '50%',
  border: `1px solid ${themeVars.color.border}`,
  flexShrink: 0,
} as const;

export const photo = style({ ...avatarBase, objectFit: 'cover' });

export const initials = style({
  ...avatarBase,
  display: 'grid',
  placeItems: 'center',
  background: themeVars.color.brand,
  color: themeVars.color.surface,
  fontSize: '1.5rem',
  fontWeight: themeVars.font.weightStrong,
});

/** The file input stays in the accessibility tree and the tab order; its label is the visible button. */
export const fileInput = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

export const chooser = style({
  cursor: 'pointer',
  selectors: {
    '&:focus-within': { outline: `2px solid ${themeVars.color.focusRing}`, outlineOffset: 2 },
  },
});
