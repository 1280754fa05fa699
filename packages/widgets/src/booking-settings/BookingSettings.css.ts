import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';

const { color, radius, space } = themeVars;

/** The level picker: as wide as a field, not the card. */
export const level = style({ maxWidth: '28rem', marginBottom: space.lg });

export const list = style({ minHeight: '6rem', resize: 'vertical' });

/** The warning that waits for a confirmation before a save that breaks future bookings. */
export const impact = style({
  padding: space.md,
  border: `1px solid ${color.danger}`,
  borderRadius: radius.surface,
  background: color.dangerSurface,
});

export const impactText = style({ margin: `0 0 ${space.sm}` });

export const trail = style({ marginTop: space.xl });
