import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';

export const blank = style({ color: themeVars.color.mutedText, opacity: 0.6 });
