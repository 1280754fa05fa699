import { style } from '@vanilla-extract/css';
import { card } from '../ui/card.css';
import { themeVars } from '../theme/vars.css';

// As wide as the profile's own cards; narrower with its container on a phone.
export const root = style([card, { width: '560px' }]);

export const state = style({ margin: `0 0 ${themeVars.space.md}`, fontWeight: 600 });
