import { style } from '@vanilla-extract/css';
import { themeVars } from '@motorpool/widgets';

/**
 * The widgets of a page, one under the other, in one column that never
 * outgrows the page: fixed-width cards narrow (max-width: 100%) instead.
 */
export const stack = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: themeVars.space.lg, minWidth: 0 });
