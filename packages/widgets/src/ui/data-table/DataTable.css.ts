import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import '../../theme/themes.css';
import { PHONE_SCREEN, TOUCH_POINTER } from '../../theme/media';
import { themeVars } from '../../theme/vars.css';
import type { BadgeColour } from './StatusBadge';
import { choosableRow, floatingPanel, scrollingList } from '../looks.css';
import { stack } from '../stack';
import { cardFields } from './cards.css';

export { cards, card, cardFields, cardField, cardLabel, cardValue } from './cards.css';

const { color, font, radius, space } = themeVars;

const focusRing = { outline: 'none', boxShadow: `0 0 0 3px ${color.focusRing}` } as const;
/** Header and pinned cells sit on the surface so scrolled cells pass under them, not through them. */
const headerBackground = `color-mix(in srgb, ${color.pageBackground} 70%, ${color.surface})`;

export const root = style({
  position: 'relative',
  boxSizing: 'border-box',
  ...stack(space.md),
  width: '100%',
  minWidth: 0,
  color: color.text,
  fontFamily: font.family,
  fontSize: font.sizeSmall,
  lineHeight: 1.4,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.sm,
});

export const frame = style({
  position: 'relative',
  overflow: 'hidden',
  backgroundColor: color.surface,
  border: `1px solid ${color.border}`,
  borderRadius: radius.surface,
  boxShadow: '0 1px 2px rgba(16, 24, 40, 0.05)',
});

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

/** A thin bar over the header while another page loads and the old rows still show. */
export const progress = style({
  position: 'absolute',
  zIndex: 4,
  top: 0,
  left: 0,
  width: '40%',
  height: '3px',
  backgroundColor: color.brand,
  animation: `${slide} 1.1s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.6 } },
});

/** Scrolls both ways: 24 columns are wider than any screen, and a page of 60 rows taller. */
export const scroller = style({
  overflow: 'auto',
  maxHeight: 'min(70vh, 760px)',
  overscrollBehaviorX: 'contain',
  selectors: { '&:focus-visible': { ...focusRing, boxShadow: `inset 0 0 0 3px ${color.focusRing}` } },
});

// Grid and flex layout (not table layout) so virtual rows can be positioned; column widths come from the model.
export const table = style({
  display: 'grid',
  minWidth: '100%',
  borderCollapse: 'collapse',
  borderSpacing: 0,
  tableLayout: 'fixed',
});

export const head = style({
  display: 'grid',
  position: 'sticky',
  top: 0,
  zIndex: 2,
  backgroundColor: headerBackground,
  boxShadow: `0 1px 0 ${color.border}`,
});

export const row = style({
  display: 'flex',
  width: '100%',
});

// A table narrower than its frame lets its last column take the rest, so lines and header run edge to edge.
globalStyle(`${row} > :last-child`, { flexGrow: 1 });

const cellBase = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  minWidth: 0,
  padding: `0 ${space.md}`,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  borderBottom: `1px solid ${color.border}`,
});

export const headerCell = style([
  cellBase,
  {
    flexDirection: 'column',
    alignItems: 'stretch',
    justifyContent: 'flex-start',
    gap: space.xs,
    padding: `${space.sm} ${space.md}`,
    color: color.mutedText,
    fontWeight: font.weightStrong,
    textAlign: 'left',
    borderBottom: 'none',
    backgroundColor: headerBackground,
  },
]);

const pinned = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  boxShadow: `1px 0 0 ${color.border}`,
} as const;

export const pinnedHeaderCell = style([headerCell, { ...pinned, zIndex: 3, paddingLeft: space.sm, paddingRight: space.sm }]);

export const headerLabel = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: color.text,
  lineHeight: '24px',
});

export const sortButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  minWidth: 0,
  height: '24px',
  margin: `0 calc(-1 * ${space.xs})`,
  padding: `0 ${space.xs}`,
  color: 'inherit',
  background: 'none',
  font: 'inherit',
  border: 'none',
  borderRadius: radius.control,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: color.text },
    '&:focus-visible': focusRing,
  },
});

export const sortIcon = style({ flexShrink: 0, opacity: 0.45 });
export const sortIconActive = style({ flexShrink: 0, color: color.brand });

export const filterInput = style({
  boxSizing: 'border-box',
  width: '100%',
  height: '28px',
  padding: `0 ${space.sm}`,
  color: color.text,
  backgroundColor: color.surface,
  font: 'inherit',
  fontWeight: 'normal',
  border: `1px solid ${color.border}`,
  borderRadius: radius.control,
  selectors: {
    '&:focus-visible': focusRing,
    '&::placeholder': { color: color.mutedText, opacity: 0.8 },
    '&[aria-invalid="true"]': { borderColor: color.danger },
  },
});

export const body = style({
  display: 'grid',
  position: 'relative',
});

export const bodyRow = style([
  row,
  {
    position: 'absolute',
    top: 0,
    left: 0,
    backgroundColor: color.surface,
    selectors: { '&:hover': { backgroundColor: `color-mix(in srgb, ${color.brand} 4%, ${color.surface})` } },
  },
]);

export const cell = style([cellBase, { display: 'block', lineHeight: '43px' }]);

// Visible overflow: the actions' tooltips reach over the next cells.
export const pinnedCell = style([cellBase, { ...pinned, padding: `0 ${space.xs}`, overflow: 'visible', backgroundColor: 'inherit' }]);

export const skeletonBody = style({ display: 'grid' });
export const skeletonRow = style([row]);
export const skeletonCell = style([cellBase]);

const shimmer = keyframes({ '0%': { opacity: 0.25 }, '50%': { opacity: 0.7 }, '100%': { opacity: 0.25 } });

export const skeletonBar = style({
  display: 'block',
  width: '70%',
  height: '10px',
  borderRadius: '5px',
  backgroundColor: color.border,
  opacity: 0.6,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.md,
  padding: `${space.xl} ${space.lg}`,
  textAlign: 'center',
  borderTop: `1px solid ${color.border}`,
});

export const messageTitle = style({
  margin: 0,
  color: color.mutedText,
  fontSize: font.sizeBody,
});

export const alertTitle = style([messageTitle, { color: color.danger, fontWeight: font.weightStrong }]);

/** Menus and dialogs render here, above the scrolling area so nothing clips them. */
export const layer = style({
  position: 'absolute',
  inset: 0,
  zIndex: 20,
  pointerEvents: 'none',
});

globalStyle(`${layer} > *`, { pointerEvents: 'auto' });

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  color: color.mutedText,
});

export const pageSize = style({ display: 'flex', alignItems: 'center', gap: space.sm });

export const pageSizeSelect = style([filterInput, { width: 'auto', minWidth: '64px' }]);

export const pageSummary = style({ margin: 0 });

export const pageButtons = style({ display: 'flex', alignItems: 'center', gap: space.xs });

export const pageNumber = style({ padding: `0 ${space.sm}`, whiteSpace: 'nowrap' });

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  padding: 0,
  color: color.text,
  backgroundColor: color.surface,
  border: `1px solid ${color.border}`,
  borderRadius: radius.control,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: color.pageBackground },
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'not-allowed', opacity: 0.45 },
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: 0,
  height: '100%',
});

/** 20 px wide: six actions and 'more' fit the 150 px Action column (spec §2); 28 px tall for an easier target. */
export const actionButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '20px',
  height: '28px',
  padding: 0,
  color: color.mutedText,
  background: 'none',
  border: 'none',
  borderRadius: radius.control,
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { color: color.brand, backgroundColor: color.pageBackground },
    '&:focus-visible': focusRing,
    '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.35 },
  },
});

export const menu = style({
  position: 'absolute',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  minWidth: '200px',
  maxWidth: '280px',
  padding: space.xs,
  ...floatingPanel,
  borderRadius: radius.control,
});

export const menuItem = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.sm,
  padding: `${space.sm} ${space.sm}`,
  color: color.text,
  background: 'none',
  font: 'inherit',
  textAlign: 'left',
  border: 'none',
  borderRadius: radius.control,
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"]), &:focus-visible': { outline: 'none', backgroundColor: color.pageBackground },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', color: color.mutedText },
  },
  // A fingertip's 44 px (WCAG 2.5.5): a card's actions are all in this menu.
  '@media': { [TOUCH_POINTER]: { minHeight: '44px', alignItems: 'center' } },
});

export const menuItemText = style({ display: 'flex', flexDirection: 'column', whiteSpace: 'normal' });

export const menuItemReason = style({ color: color.mutedText, fontSize: '12px' });

const badgeBase = style({
  display: 'inline-block',
  maxWidth: '100%',
  boxSizing: 'border-box',
  padding: `1px ${space.sm}`,
  overflow: 'hidden',
  fontSize: '12px',
  fontWeight: font.weightStrong,
  lineHeight: '18px',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
  borderRadius: '999px',
});

const tinted = (tone: string) => ({
  color: tone,
  backgroundColor: `color-mix(in srgb, ${tone} 12%, ${color.surface})`,
  border: `1px solid color-mix(in srgb, ${tone} 35%, ${color.surface})`,
});

export const badge = styleVariants({
  green: [badgeBase, tinted(color.success)],
  red: [badgeBase, tinted(color.danger)],
  brand: [badgeBase, tinted(color.brand)],
  grey: [badgeBase, { color: color.mutedText, backgroundColor: color.pageBackground, border: `1px solid ${color.border}` }],
  black: [badgeBase, { color: color.surface, backgroundColor: color.text, border: `1px solid ${color.text}` }],
} satisfies Record<BadgeColour, unknown>);

export const search = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  flex: '1 1 240px',
  maxWidth: '360px',
});

export const searchIcon = style({
  position: 'absolute',
  left: space.sm,
  color: color.mutedText,
  pointerEvents: 'none',
});

export const searchInput = style([filterInput, { height: '36px', paddingLeft: '32px', fontSize: font.sizeBody }]);

/** A toolbar button with a panel that opens under it (columns, statuses, dates). */
export const popover = style({ position: 'relative' });

export const toolbarCount = style({ color: color.mutedText, fontWeight: 'normal' });

/** Pushes what follows (export, add) to the toolbar's far end. */
export const toolbarSpacer = style({ flex: '1 1 auto' });

/** A line of its own under the toolbar's controls (export progress, a notice). */
export const toolbarLine = style({ flexBasis: '100%' });

/** An empty cell's dash. */
export const blank = style({ color: color.mutedText, opacity: 0.6 });

const popoverPanel = style({
  position: 'absolute',
  zIndex: 25,
  top: 'calc(100% + 4px)',
  boxSizing: 'border-box',
  padding: space.sm,
  ...floatingPanel,
  borderRadius: radius.control,
});

/** A filter's panel, under its button's start. */
export const filterPanel = style([popoverPanel, { left: 0, minWidth: '220px' }]);

export const columnsPanel = style([popoverPanel, { right: 0, width: '260px' }]);

export const columnsList = style({ ...scrollingList, maxHeight: '320px', margin: `0 0 ${space.sm}` });

/** A checkbox and its text in a popover's list. */
export const panelOption = style({
  ...choosableRow,
  alignItems: 'center',
  padding: `${space.xs} ${space.sm}`,
  selectors: { '&:hover': { backgroundColor: color.pageBackground } },
});

export const backdrop = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: space.lg,
  backgroundColor: 'rgba(16, 24, 40, 0.35)',
  borderRadius: radius.surface,
});

export const dialog = style({
  boxSizing: 'border-box',
  width: 'min(420px, 100%)',
  padding: space.xl,
  backgroundColor: color.surface,
  border: `1px solid ${color.border}`,
  borderRadius: radius.surface,
  boxShadow: '0 12px 32px rgba(16, 24, 40, 0.24)',
});

export const dialogTitle = style({ margin: `0 0 ${space.sm}`, fontSize: '17px', fontWeight: font.weightStrong });

export const dialogMessage = style({ margin: `0 0 ${space.lg}`, color: color.mutedText, fontSize: font.sizeBody });

/* A row as a card, for a box too narrow for the table (see use-card-layout); the card's own look is in cards.css. */

/** The row's selection box at the start, its actions menu at the end. */
export const cardControls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  minHeight: '44px',
  selectors: {
    // A row with nothing to do (a job that did not fail) shows no empty strip.
    '&:empty': { display: 'none' },
  },
});

// A fingertip's 44 px (WCAG 2.5.5) for the selection box in a card.
globalStyle(`${cardControls} input[type="checkbox"]`, { width: '24px', height: '24px', margin: '10px' });

export const cardMenuButton = style([actionButton, { width: '44px', height: '44px', marginInlineStart: 'auto', border: `1px solid ${color.border}` }]);

export const cardMore = style({ borderTop: `1px solid ${color.border}`, paddingTop: space.xs });

export const cardMoreSummary = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  color: color.brand,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});

globalStyle(`${cardMore}[open] > ${cardFields}`, { paddingBlock: space.xs });

/** The card layout's stand-in for the header cells' sort buttons; shrinks with a long column name rather than overflow a 360 px box. */
export const sortControl = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  minWidth: 0,
  maxWidth: '100%',
});

export const sortSelect = style({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: '44px',
  font: 'inherit',
  color: color.text,
  backgroundColor: color.surface,
  border: `1px solid ${color.border}`,
  borderRadius: radius.control,
  paddingInline: space.sm,
});

/** The card layout's column filters: closed, a summary beside the sort list; open, a line of its own. */
export const cardFilters = style({
  minWidth: 0,
  selectors: { '&[open]': { flexBasis: '100%' } },
});

export const cardFiltersSummary = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: space.sm,
  color: color.brand,
  fontWeight: font.weightStrong,
  borderRadius: radius.control,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});

export const cardFiltersPanel = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
  gap: space.sm,
  paddingBlock: space.xs,
});

export const cardFilterField = style({ display: 'flex', flexDirection: 'column', gap: space.xs, minWidth: 0, color: color.mutedText });

/** A fingertip's field: 44 px tall, and 16 px text so a phone does not zoom in on focus. */
export const cardFilterInput = style([filterInput, { height: 'auto', minHeight: '44px', fontSize: 'max(16px, 1em)' }]);

/*
 * On a phone a table's dialog dims the whole screen, as the Modal's does:
 * over the table alone, the heading bar's and the header's buttons stayed
 * bright and tappable behind a modal dialog.
 */
globalStyle(backdrop, { '@media': { [PHONE_SCREEN]: { position: 'fixed', zIndex: 1000, borderRadius: 0 } } });

/** A card's actions button: its three dots at the icons' line width are specks on a phone. */
globalStyle(`${cardMenuButton} svg`, { strokeWidth: 3.5 });
