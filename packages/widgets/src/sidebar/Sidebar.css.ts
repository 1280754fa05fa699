import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';
import { bareButton, bareButtonHover, compactControl, focusRing, surfaceText } from '../ui/looks.css';
import { stack } from '../ui/stack';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from './sidebar-rules';

const { color, font, radius, space } = themeVars;

const rootBase = style({
  position: 'relative',
  boxSizing: 'border-box',
  ...stack(space.sm),
  height: '100%',
  minHeight: '480px',
  padding: `${space.md} ${space.sm}`,
  ...surfaceText,
  borderRight: `1px solid ${color.border}`,
  transition: 'width 160ms ease',
});

/** Spec §2: 256 px open, 58 px collapsed. */
export const root = styleVariants({
  expanded: [rootBase, { width: `${SIDEBAR_WIDTH}px` }],
  collapsed: [rootBase, { width: `${SIDEBAR_COLLAPSED_WIDTH}px`, paddingLeft: space.xs, paddingRight: space.xs }],
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.xs,
  minHeight: '40px',
  paddingBottom: space.sm,
  borderBottom: `1px solid ${color.border}`,
});

export const headerCollapsed = style([header, { flexDirection: 'column' }]);

export const logoLink = style({
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  padding: space.xs,
  color: color.text,
  fontWeight: font.weightStrong,
  textDecoration: 'none',
  borderRadius: radius.control,
  selectors: { '&:focus-visible': focusRing },
});

export const logoImage = style({ display: 'block', maxWidth: '150px', maxHeight: '36px', objectFit: 'contain' });

export const logoImageCollapsed = style({ display: 'block', width: '34px', height: '34px', objectFit: 'contain' });

export const logoText = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '34px',
  height: '34px',
  ...bareButton,
  selectors: { '&:hover': bareButtonHover, '&:focus-visible': focusRing },
});

export const toggle = iconButton;

export const groups = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: 0,
  gap: space.sm,
});

export const list = style({
  ...stack('2px'),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: { '&[hidden]': { display: 'none' } },
});

/** Scrolls when open sub-lists outgrow the height; a collapsed sidebar opens them beside it, so it never needs to. */
export const leftGroup = styleVariants({
  expanded: [list, { flex: 1, minHeight: 0, overflowY: 'auto', padding: '3px' }],
  collapsed: [list, { flex: 1 }],
});

export const bottomGroup = style([list, { paddingTop: space.sm, borderTop: `1px solid ${color.border}` }]);

export const entry = style({ position: 'relative' });

/** A collapsed item's tooltip wrapper: the icon still fills (and centres in) the row. */
export const fill = style({ display: 'flex', width: '100%' });

/** A navigation entry, in the side bar or the top bar: plain until hovered, the brand's fill on the page shown now. */
export const navEntry = {
  color: color.text,
  background: 'none',
  font: 'inherit',
  textDecoration: 'none',
  border: 'none',
  borderRadius: radius.control,
  cursor: 'pointer',
} as const;

export const navEntryStates = {
  '&:hover': { backgroundColor: color.pageBackground },
  '&:focus-visible': focusRing,
  '&[aria-current="page"]': { color: color.brandContrast, backgroundColor: color.brand, fontWeight: font.weightStrong },
} as const;

const entryControlBase = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
  width: '100%',
  minHeight: '40px',
  padding: `${space.sm} ${space.md}`,
  ...navEntry,
  textAlign: 'left',
  selectors: navEntryStates,
});

export const entryControl = styleVariants({
  expanded: [entryControlBase],
  collapsed: [entryControlBase, { justifyContent: 'center', padding: space.sm }],
});

export const entryIcon = style({ flexShrink: 0, color: 'inherit' });

export const entryLabel = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const chevron = style({ flexShrink: 0, transition: 'transform 120ms ease' });

export const chevronOpen = style([chevron, { transform: 'rotate(180deg)' }]);

/** Hidden from sight, still read out: the labels of a collapsed sidebar. */
export { visuallyHidden } from '../ui/visually-hidden.css';

export const sublist = style([list, { marginTop: '2px', paddingLeft: space.xl }]);

/** A surface that opens over the page: flyouts and panels here, drop-downs and panels of the top menu bar. */
export const flyout = style({
  position: 'absolute',
  zIndex: 20,
  boxSizing: 'border-box',
  width: '240px',
  maxHeight: '70vh',
  overflowY: 'auto',
  padding: space.sm,
  color: color.text,
  backgroundColor: color.surface,
  border: `1px solid ${color.border}`,
  borderRadius: radius.surface,
  boxShadow: '0 4px 8px rgba(16, 24, 40, 0.08), 0 12px 24px rgba(16, 24, 40, 0.12)',
});

/** Children of a collapsed sidebar's item, beside it. */
export const flyoutList = style([flyout, list, { top: 0, left: `calc(100% + ${space.sm})` }]);

/** Panels that open from the bottom group and the user button, beside the sidebar. */
export const panel = style([flyout, { bottom: 0, left: `calc(100% + ${space.sm})`, width: '280px' }]);

export const panelHeading = style({ margin: `0 0 ${space.sm}`, fontSize: font.sizeBody, fontWeight: font.weightStrong });

export const panelText = style({ margin: `0 0 ${space.sm}`, color: color.mutedText, fontSize: font.sizeSmall });

export const details = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${space.xs} ${space.md}`, margin: 0 });

export const detailTerm = style({ color: color.mutedText, fontSize: font.sizeSmall });

export const detailValue = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const panelLink = style({
  color: color.brand,
  fontWeight: font.weightStrong,
  textDecoration: 'none',
  borderRadius: '2px',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRing },
});

export const userButton = style([
  entryControlBase,
  { marginTop: 'auto', paddingTop: space.sm, paddingBottom: space.sm, borderTop: `1px solid ${color.border}`, borderRadius: 0 },
]);

export const userButtonCollapsed = style([userButton, { justifyContent: 'center', paddingLeft: 0, paddingRight: 0 }]);

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '32px',
  height: '32px',
  overflow: 'hidden',
  color: color.brandContrast,
  backgroundColor: color.brand,
  fontSize: font.sizeSmall,
  fontWeight: font.weightStrong,
  borderRadius: '50%',
  objectFit: 'cover',
});

export const userText = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const userName = style([entryLabel, { fontWeight: font.weightStrong }]);

export const userRole = style([entryLabel, { color: color.mutedText, fontSize: font.sizeSmall }]);

export const menuHeader = style({
  ...stack('2px'),
  padding: `${space.xs} ${space.sm} ${space.sm}`,
  marginBottom: space.xs,
  borderBottom: `1px solid ${color.border}`,
});

export const menuMuted = style({ color: color.mutedText, fontSize: font.sizeSmall, overflowWrap: 'anywhere' });

export const menuItem = style([entryControlBase, { minHeight: '36px', padding: `${space.xs} ${space.sm}`, gap: space.sm, fontSize: font.sizeSmall }]);

export const menuSection = style({ padding: `${space.xs} 0`, borderBottom: `1px solid ${color.border}` });

export const choiceList = style([list, { maxHeight: '220px', overflowY: 'auto', padding: `2px 0 2px ${space.lg}` }]);

export const choice = style([
  menuItem,
  {
    selectors: {
      '&[aria-current="true"]': { color: color.brand, fontWeight: font.weightStrong, cursor: 'default' },
      '&:disabled': { cursor: 'default' },
    },
  },
]);

export const filter = style({
  boxSizing: 'border-box',
  width: `calc(100% - ${space.lg})`,
  margin: `${space.xs} 0 ${space.xs} ${space.lg}`,
  padding: `${space.xs} ${space.sm}`,
  ...compactControl,
  selectors: { '&:focus-visible': { ...focusRing, borderColor: color.brand } },
});

/** A notice in its tone's colour, framed in it. */
const noticeLook = (tone: string, background: string) => ({
  padding: `${space.sm} ${space.md}`,
  color: tone,
  backgroundColor: background,
  border: `1px solid ${tone}`,
  borderRadius: radius.control,
  fontSize: font.sizeSmall,
});

export const notice = styleVariants({
  success: noticeLook(color.success, color.pageBackground),
  error: noticeLook(color.danger, color.dangerSurface),
});

/** A collapsed sidebar has no room: its notices float beside it. */
export const noticeFloating = style({ position: 'absolute', zIndex: 25, top: space.md, left: `calc(100% + ${space.sm})`, width: '240px' });

export const noticeRow = style({ display: 'flex', alignItems: 'flex-start', gap: space.sm });

export const noticeText = style({ flex: 1, margin: 0 });

export const noticeClose = style([iconButton, { width: '20px', height: '20px', color: 'inherit' }]);

/** Retry sits at the start of the failed section rather than stretching across it. */
export const retrySlot = style({ alignSelf: 'flex-start' });

const shimmer = keyframes({ '0%': { opacity: 0.5 }, '50%': { opacity: 1 }, '100%': { opacity: 0.5 } });

export const skeleton = style({
  height: '32px',
  margin: `${space.xs} 0`,
  backgroundColor: color.pageBackground,
  borderRadius: radius.control,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

globalStyle(`${entryControlBase}[aria-current="page"] svg`, { color: 'inherit' });
