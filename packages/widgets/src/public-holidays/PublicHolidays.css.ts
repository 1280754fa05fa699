import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';

const { space } = themeVars;

export const filters = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: space.md, margin: `0 0 ${space.lg}` });

export const narrow = style({ flex: '0 1 144px' });
