import { themeVars } from '@motorpool/widgets';
import { style } from '@vanilla-extract/css';

export const signIn = style({
  margin: 0,
  color: themeVars.color.mutedText,
});

export { textLink as link } from '../../components/looks.css';
