import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { PHONE_SCREEN, themeVars } from '@motorpool/widgets';
import { framedControl } from '../components/looks.css';

const narrowScreen = 'screen and (max-width: 40rem)';

globalStyle('html, body', {
  margin: 0,
  background: themeVars.color.pageBackground,
  color: themeVars.color.text,
  fontFamily: themeVars.font.family,
  fontSize: themeVars.font.sizeBody,
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: themeVars.space.lg,
  padding: `${themeVars.space.md} ${themeVars.space.xl}`,
  background: themeVars.color.surface,
  borderBottom: `1px solid ${themeVars.color.border}`,
  borderTop: `3px solid ${themeVars.color.brand}`,
  '@media': {
    [narrowScreen]: { gap: themeVars.space.md, padding: `${themeVars.space.md} ${themeVars.space.lg}` },
    // One row on a phone, as tall before the profile arrives as after: the page below never jumps.
    [PHONE_SCREEN]: { flexWrap: 'nowrap' },
  },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: themeVars.space.sm,
  color: themeVars.color.brand,
  fontSize: '1.125rem',
  fontWeight: 700,
  letterSpacing: '0.01em',
  textDecoration: 'none',
  ':focus-visible': { outline: `3px solid ${themeVars.color.focusRing}`, outlineOffset: '2px' },
});

export const logo = style({
  display: 'block',
  width: '28px',
  height: '28px',
});

export const organisation = style({
  minWidth: 0,
  overflow: 'hidden',
  paddingLeft: themeVars.space.lg,
  borderLeft: `1px solid ${themeVars.color.border}`,
  color: themeVars.color.mutedText,
  fontWeight: themeVars.font.weightStrong,
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** On a phone the logo stands for the product, so the organisation's name has the room; screen readers still hear the title. */
export const brandTitle = style({
  '@media': {
    [PHONE_SCREEN]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
  },
});

export const account = style({
  display: 'flex',
  alignItems: 'center',
  gap: themeVars.space.lg,
  marginLeft: 'auto',
  // The organisation's name gives way (it ends in an ellipsis); the bell and Sign out keep their size.
  flexShrink: 0,
});

export const userName = style({
  color: themeVars.color.text,
  // The drawer's user menu names the person on a phone; the header keeps its room for the bell and Sign out.
  '@media': { [PHONE_SCREEN]: { display: 'none' } },
});

export const signOut = style({
  display: 'inline-flex',
  alignItems: 'center',
  color: themeVars.color.brand,
  fontWeight: themeVars.font.weightStrong,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  // A fingertip's 44 px on a phone, as tall as the Menu button beside it.
  '@media': { [PHONE_SCREEN]: { minHeight: '44px' } },
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': { outline: `3px solid ${themeVars.color.focusRing}`, outlineOffset: '2px' },
});

export const main = style({
  flex: 1,
  // Padding inside the width: the page never grows wider than its column.
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '72rem',
  margin: '0 auto',
  padding: themeVars.space.xl,
  '@media': { [narrowScreen]: { padding: themeVars.space.lg } },
});

export const mainFullWidth = style([main, { maxWidth: 'none' }]);

export const footer = style({
  padding: `${themeVars.space.lg} ${themeVars.space.xl}`,
  borderTop: `1px solid ${themeVars.color.border}`,
  color: themeVars.color.mutedText,
  fontSize: themeVars.font.sizeSmall,
  textAlign: 'center',
});

export const organisationFirst = style({
  minWidth: 0,
  overflow: 'hidden',
  color: themeVars.color.mutedText,
  fontWeight: themeVars.font.weightStrong,
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/**
 * The dashboard frame, by navigation layout (spec §3 Profile). Side menu bar:
 * the sidebar down the left (it sizes itself, 256 px or 58 px collapsed),
 * header, page and footer beside it. Top menu bar: the header, the bar under
 * it, and the page the full width below.
 */
export const dashboard = styleVariants({
  side: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gridTemplateRows: 'auto 1fr auto',
    gridTemplateAreas: '"navigation header" "navigation main" "navigation footer"',
    minHeight: '100vh',
  },
  top: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gridTemplateRows: 'auto auto 1fr auto',
    gridTemplateAreas: '"header" "navigation" "main" "footer"',
    minHeight: '100vh',
  },
});

/** The header, page and footer keep their own styles; in the grid they take their area. */
export const area = styleVariants({
  header: { gridArea: 'header', minWidth: 0 },
  main: { gridArea: 'main', minWidth: 0 },
  footer: { gridArea: 'footer', minWidth: 0 },
});

export const navigation = styleVariants({
  side: {
    gridArea: 'navigation',
    position: 'sticky',
    top: 0,
    alignSelf: 'start',
    height: '100vh',
  },
  // Stays in reach while the page scrolls; above the page so its drop-downs cover it.
  top: {
    gridArea: 'navigation',
    position: 'sticky',
    top: 0,
    zIndex: 10,
    minWidth: 0,
  },
});

/** The phone's frame: header, page and footer in one column; the navigation is in its drawer. */
export const phoneFrame = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  paddingLeft: 'env(safe-area-inset-left)',
  paddingRight: 'env(safe-area-inset-right)',
});

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: themeVars.space.sm,
  minHeight: '44px',
  minWidth: '44px',
  padding: `0 ${themeVars.space.md}`,
  ...framedControl,
  fontWeight: themeVars.font.weightStrong,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${themeVars.color.focusRing}`, outlineOffset: '2px' },
});

export const menuIcon = style({
  width: '20px',
  height: '20px',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
});

/** A modal panel along the left edge, the page dimmed behind it. */
export const drawer = style({
  position: 'fixed',
  inset: '0 auto 0 0',
  width: 'min(20rem, 88vw)',
  maxWidth: 'none',
  height: '100dvh',
  maxHeight: 'none',
  margin: 0,
  padding: 0,
  border: 'none',
  background: themeVars.color.surface,
  boxShadow: '4px 0 24px rgba(0, 0, 0, 0.25)',
  selectors: { '&::backdrop': { background: 'rgba(15, 23, 42, 0.5)' } },
});

export const drawerPanel = style({
  height: '100%',
  overflowY: 'auto',
  paddingTop: 'env(safe-area-inset-top)',
  paddingBottom: 'env(safe-area-inset-bottom)',
  paddingLeft: 'env(safe-area-inset-left)',
});
