import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { card } from '../ui/card.css';
import { themeVars } from '../theme/vars.css';

// As wide as the user form's column of cards; narrower with its container on a phone.
export const root = style([card, { width: '720px' }]);

export const explanation = style({ margin: `${themeVars.space.sm} 0 0`, color: themeVars.color.mutedText, fontSize: themeVars.font.sizeSmall });

export const trail = style({ marginTop: themeVars.space.lg });
