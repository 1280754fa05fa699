import { style } from '@vanilla-extract/css';
import { themeVars } from '@motorpool/widgets';

/** The widgets of a users page, one under the other. */
export const stack = style({ display: 'grid', gap: themeVars.space.lg, minWidth: 0 });
