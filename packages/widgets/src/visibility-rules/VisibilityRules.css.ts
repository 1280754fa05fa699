import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';

const { color, font, space } = themeVars;

/** The roles, one block each: on a phone a card per role, wider a row per role with the rules side by side (the matrix). */
export const roles = style({ display: 'flex', flexDirection: 'column', gap: space.md, margin: 0, padding: 0, listStyle: 'none' });

export const role = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))',
  gap: `${space.sm} ${space.md}`,
  alignItems: 'end',
  margin: 0,
  padding: space.md,
  border: `1px solid ${color.border}`,
  borderRadius: '8px',
  minWidth: 0,
});

export const roleName = style({ gridColumn: '1 / -1', margin: 0, padding: 0, fontWeight: font.weightStrong, overflowWrap: 'anywhere' });

export const note = style({ gridColumn: '1 / -1', margin: 0, color: color.mutedText, fontSize: font.sizeSmall });

export const trail = style({ marginTop: space.xl, paddingTop: space.lg, borderTop: `1px solid ${color.border}` });
