import { style } from '@vanilla-extract/css';
import '../../theme/themes.css';
import { themeVars } from '../../theme/vars.css';

const { color, font, space } = themeVars;

export const root = style({ minWidth: 0, margin: 0, padding: 0, border: 'none', display: 'flex', flexDirection: 'column', gap: space.xs });

export const table = style({ borderCollapse: 'collapse', width: '100%', maxWidth: '576px' });

export const header = style({
  padding: `${space.xs} ${space.sm}`,
  color: color.mutedText,
  fontSize: font.sizeSmall,
  fontWeight: font.weightStrong,
  textAlign: 'left',
});

export const day = style({ padding: `${space.xs} ${space.sm}`, fontWeight: 'normal', textAlign: 'left', whiteSpace: 'nowrap' });

export const cell = style({ padding: `${space.xs} ${space.sm}`, verticalAlign: 'top' });

export const time = style({ width: '104px', fontVariantNumeric: 'tabular-nums' });

export const footer = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.md, marginTop: space.xs });

export const announcement = style({ margin: 0, color: color.mutedText, fontSize: font.sizeSmall });
