import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';

const { color, font, space } = themeVars;

export const section = style({ marginTop: space.xl, paddingTop: space.lg, borderTop: `1px solid ${color.border}` });

export const sectionHeading = style({ margin: `0 0 ${space.sm}`, fontSize: font.sizeBody, fontWeight: font.weightStrong });

export const explanation = style({ margin: `${space.sm} 0 0`, color: color.mutedText, fontSize: font.sizeSmall });
