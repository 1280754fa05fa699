import { globalStyle, style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';
import { focusRing, surfaceText } from '../ui/looks.css';
import { flyout, list, navEntry, navEntryStates, skeleton } from './Sidebar.css';

export { chevron, chevronOpen } from './Sidebar.css';

const { color, font, radius, space } = themeVars;

/** The bar spans its container; the host decides where it sits (the portal puts it under the header). */
export const root = style({
  position: 'relative',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  width: '100%',
  minHeight: '56px',
  padding: `${space.xs} ${space.md}`,
  ...surfaceText,
  borderBottom: `1px solid ${color.border}`,
});

export const logo = style({ flex: 'none', display: 'flex', alignItems: 'center', paddingRight: space.sm });

/**
 * Takes the room between the logo and the right end; the items never shrink,
 * so each keeps the width it was measured at. Not clipped: drop-downs hang
 * out of it.
 */
export const items = style([
  list,
  {
    flexDirection: 'row',
    alignItems: 'center',
    flex: 1,
    minWidth: 0,
    gap: 0,
  },
]);

export const item = style({ position: 'relative', flexShrink: 0 });

export const control = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: '40px',
  // Narrower than the side bar's rows: every 8 px is room for another item before 'More'.
  padding: space.sm,
  ...navEntry,
  whiteSpace: 'nowrap',
  selectors: {
    ...navEntryStates,
    // A drop-down holding the page shown now.
    '&[data-current="true"]': { color: color.brand, fontWeight: font.weightStrong, boxShadow: `inset 0 -3px 0 ${color.brand}` },
    '&[data-current="true"]:focus-visible': focusRing,
  },
});

export const controlIconOnly = style([control, { justifyContent: 'center', width: '40px', padding: space.sm }]);

export const label = style({ whiteSpace: 'nowrap' });

const dropdownBase = style([flyout, list, { top: `calc(100% + ${space.xs})`, width: 'auto', minWidth: '220px', maxWidth: '320px' }]);

/** A group's items under its button; 'More', last in the row, opens towards the page's middle. */
export const dropdown = {
  start: style([dropdownBase, { left: 0 }]),
  end: style([dropdownBase, { right: 0 }]),
} as const;

/** The right end: help panels and the user menu. */
export const end = style({ display: 'flex', alignItems: 'center', gap: space.xs, flex: 'none', marginLeft: 'auto' });

export const help = style([list, { flexDirection: 'row', gap: '2px' }]);

/** Panels and the user menu open under their button, towards the page's middle. */
export const panel = style([flyout, { top: `calc(100% + ${space.xs})`, right: 0, width: '280px' }]);

export const userButton = style([control, { gap: space.sm, padding: `${space.xs} ${space.sm}` }]);

export const userName = style({
  maxWidth: '160px',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: font.weightStrong,
});

export const status = style({ display: 'flex', alignItems: 'center', gap: space.sm, flex: 1, minWidth: 0 });

export const skeletonItem = style([skeleton, { width: '88px', height: '24px', margin: 0 }]);

export const failure = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
  padding: `${space.xs} ${space.md}`,
  color: color.danger,
  backgroundColor: color.dangerSurface,
  border: `1px solid ${color.danger}`,
  borderRadius: radius.control,
  fontSize: font.sizeSmall,
});

/** Switching outcomes float under the bar's right end, over the page. */
export const notice = style({ position: 'absolute', zIndex: 25, top: `calc(100% + ${space.sm})`, right: space.md, width: '280px' });

globalStyle(`${control}[aria-current="page"] svg`, { color: 'inherit' });
