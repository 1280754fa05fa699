import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';

const { color, font, radius, space } = themeVars;

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, marginLeft: 'auto' });

/** Why the vehicle cannot be booked: it stands out above its details. */
export const offRoad = style({
  margin: `0 0 ${space.lg}`,
  padding: `${space.sm} ${space.md}`,
  color: color.danger,
  backgroundColor: color.dangerSurface,
  borderRadius: radius.control,
  fontWeight: font.weightStrong,
  overflowWrap: 'anywhere',
});
