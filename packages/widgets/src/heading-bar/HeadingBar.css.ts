import { style } from '@vanilla-extract/css';
import { PHONE_SCREEN, TOUCH_POINTER } from '../theme/media';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';
import { focusRing, surfaceText } from '../ui/looks.css';

const { color, font, radius, space } = themeVars;

export const root = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: space.md,
  width: '100%',
  padding: `${space.md} ${space.xl}`,
  ...surfaceText,
  borderBottom: `1px solid ${color.border}`,
  '@media': { [PHONE_SCREEN]: { alignItems: 'center', padding: `${space.sm} ${space.md}` } },
});

export const titleBlock = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0, flex: '1 1 auto' });

export const crumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.xs,
  margin: 0,
  padding: 0,
  color: color.mutedText,
  fontSize: font.sizeSmall,
  listStyle: 'none',
});

export const crumb = style({ display: 'inline-flex', alignItems: 'center', gap: space.xs });

export const separator = style({ color: color.border });

export const crumbLink = style({
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: '2px',
  selectors: { '&:hover': { color: color.brand, textDecoration: 'underline' }, '&:focus-visible': focusRing },
});

export const currentCrumb = style({ color: color.text, fontWeight: font.weightStrong });

export const title = style({
  margin: 0,
  fontSize: font.sizeHeading,
  fontWeight: font.weightStrong,
  lineHeight: 1.25,
  overflowWrap: 'anywhere',
});

export const subtitle = style({ margin: 0, color: color.mutedText, fontSize: font.sizeSmall });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.sm,
  // The main action and the menu stay side by side; the sections' track scrolls instead.
  '@media': { [PHONE_SCREEN]: { flexWrap: 'nowrap', maxWidth: '100%' } },
});

export const tabs = style({
  display: 'inline-flex',
  padding: '2px',
  backgroundColor: color.pageBackground,
  border: `1px solid ${color.border}`,
  borderRadius: radius.control,
  // Four sections are wider than a small phone: the track scrolls sideways rather than the page.
  '@media': { [PHONE_SCREEN]: { maxWidth: '100%', overflowX: 'auto' } },
});

const barControl = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.xs,
  minHeight: '36px',
  padding: `${space.xs} ${space.md}`,
  font: 'inherit',
  fontSize: font.sizeSmall,
  fontWeight: font.weightStrong,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  border: '1px solid transparent',
  borderRadius: radius.control,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});

/** Tabs switch the view in place; the pressed one stands up from the track. */
export const tab = style([
  barControl,
  {
    minHeight: '30px',
    color: color.mutedText,
    background: 'none',
    selectors: {
      '&:hover': { color: color.text },
      '&[aria-pressed="true"]': { color: color.text, backgroundColor: color.surface, borderColor: color.border },
    },
  },
]);

export const iconButton = style([
  barControl,
  {
    width: '36px',
    padding: 0,
    color: color.text,
    backgroundColor: color.surface,
    borderColor: color.border,
    selectors: { '&:hover': { borderColor: color.brand, color: color.brand } },
  },
]);

export const menuAnchor = style({ position: 'relative', display: 'inline-flex' });

export const menu = style({
  position: 'absolute',
  zIndex: 20,
  top: `calc(100% + ${space.xs})`,
  right: 0,
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  minWidth: '180px',
  maxWidth: '320px',
  margin: 0,
  padding: space.xs,
  listStyle: 'none',
  backgroundColor: color.surface,
  border: `1px solid ${color.border}`,
  borderRadius: radius.surface,
  boxShadow: '0 4px 8px rgba(16, 24, 40, 0.08), 0 12px 24px rgba(16, 24, 40, 0.12)',
});

export const menuItem = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '2px',
  width: '100%',
  padding: `${space.sm} ${space.md}`,
  color: color.text,
  background: 'none',
  font: 'inherit',
  fontSize: font.sizeSmall,
  textAlign: 'left',
  textDecoration: 'none',
  border: 'none',
  borderRadius: radius.control,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: color.pageBackground }, '&:focus-visible': focusRing },
  // A fingertip's 44 px (WCAG 2.5.5), and on a phone's screen whatever the pointer.
  '@media': { [TOUCH_POINTER]: { minHeight: '44px', justifyContent: 'center' }, [PHONE_SCREEN]: { minHeight: '44px', justifyContent: 'center' } },
});

export const menuHeading = style({ fontWeight: font.weightStrong });

export const menuSubHeading = style({ color: color.mutedText });

/** The phone's 'More actions' button: a fingertip's 44 px square, whatever the pointer. */
export const moreButton = style([iconButton, { width: '44px', minHeight: '44px' }]);

/** The three dots of 'More actions', drawn thick enough to be seen: at the icons' line width they are specks. */
export const moreIcon = style({ strokeWidth: 3.5 });

/** The phone's list of folded actions, never wider than the screen. */
export const phoneMenu = style([
  menu,
  {
    minWidth: '200px',
    maxWidth: `min(320px, calc(100vw - 2 * ${space.md}))`,
  },
]);
