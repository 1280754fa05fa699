import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';

/* Pieces every part of the calendar (shell, toolbar, views) draws the same way. */

const { color, font } = themeVars;

/** Read by screen readers, not shown: live regions, labels of rows that show no text. */
export { visuallyHidden } from '../ui/visually-hidden.css';

/** The keyboard focus ring inside a grid, drawn within the cell so neighbours do not hide it. */
export const insetFocus = { outline: `2px solid ${color.brand}`, outlineOffset: '-2px' } as const;

/** The focus ring of a control. */
export const controlFocus = { outline: 'none', boxShadow: `0 0 0 3px ${color.focusRing}` } as const;

/**
 * The "Late" tag of an overdue booking (issue 18) after its status: an internal status, not a status colour of its
 * own. Danger text on the surface with a border, so it reads on every booking tone, the In-Progress fill included.
 */
export const lateTag = style({
  display: 'inline-block',
  padding: '0 3px',
  color: color.danger,
  backgroundColor: color.surface,
  border: `1px solid ${color.danger}`,
  borderRadius: '3px',
  fontSize: '12px',
  fontWeight: font.weightStrong,
  lineHeight: '14px',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  verticalAlign: 'baseline',
});
