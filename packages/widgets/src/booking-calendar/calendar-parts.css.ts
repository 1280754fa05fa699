import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';

/* Pieces every part of the calendar (shell, toolbar, views) draws the same way. */

const { color } = themeVars;

/** Read by screen readers, not shown: live regions, labels of rows that show no text. */
export { visuallyHidden } from '../ui/visually-hidden.css';

/** The keyboard focus ring inside a grid, drawn within the cell so neighbours do not hide it. */
export const insetFocus = { outline: `2px solid ${color.brand}`, outlineOffset: '-2px' } as const;

/** The focus ring of a control. */
export const controlFocus = { outline: 'none', boxShadow: `0 0 0 3px ${color.focusRing}` } as const;
