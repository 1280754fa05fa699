import { style } from '@vanilla-extract/css';
import { themeVars } from '@motorpool/widgets';

/** The widgets of a users page, one under the other. */
// One column that never outgrows the page: fixed-width cards narrow (max-width: 100%) instead of widening it.
export const stack = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: themeVars.space.lg, minWidth: 0 });
