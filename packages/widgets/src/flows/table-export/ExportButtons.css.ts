import { style } from '@vanilla-extract/css';
import '../../theme/themes.css';
import { themeVars } from '../../theme/vars.css';

const { color, font, space } = themeVars;

export const group = style({ display: 'inline-flex', alignItems: 'center', gap: space.xs });

export const groupLabel = style({ color: color.mutedText, fontWeight: font.weightStrong });
