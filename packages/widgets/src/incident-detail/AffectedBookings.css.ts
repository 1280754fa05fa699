import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';
import { stack } from '../ui/stack';

const { color, font, radius, space } = themeVars;

/** Each held-up booking as a card: its times and driver, then its two ways out. */
export const affected = style({ ...stack(space.md), margin: 0, padding: 0, listStyle: 'none' });

export const affectedItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: space.md,
  padding: space.md,
  border: `1px solid ${color.border}`,
  borderRadius: radius.control,
});

export const affectedText = style({ ...stack(space.xs), minWidth: 0, flex: '1 1 220px' });

export const affectedTitle = style({ fontWeight: font.weightStrong });

export const affectedActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: space.sm });

export const moveSelect = style({ ...stack(space.xs), minWidth: '180px' });

export const muted = style({ color: color.mutedText, fontSize: font.sizeSmall });
