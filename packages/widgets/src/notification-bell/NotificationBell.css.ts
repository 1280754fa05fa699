import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';
import { stack } from '../ui/stack';

const { color, font, radius, space } = themeVars;

/** Spec §2 and §9: the panel is 328 px wide and its list 352 px tall. */
export const PANEL_WIDTH = '328px';
export const LIST_HEIGHT = '352px';

export const root = style({
  position: 'relative',
  display: 'inline-block',
  fontFamily: font.family,
  fontSize: font.sizeBody,
  color: color.text,
});

export const bell = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  padding: 0,
  color: color.text,
  background: 'transparent',
  border: 'none',
  borderRadius: '999px',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: color.pageBackground },
    '&:focus-visible': { outline: 'none', boxShadow: `0 0 0 3px ${color.focusRing}` },
  },
});

export const bellIcon = style({ width: '22px', height: '22px' });

export const badge = style({
  position: 'absolute',
  top: '2px',
  right: '0',
  minWidth: '18px',
  height: '18px',
  padding: '0 5px',
  boxSizing: 'border-box',
  fontSize: '11px',
  fontWeight: font.weightStrong,
  lineHeight: '18px',
  textAlign: 'center',
  color: color.brandContrast,
  backgroundColor: color.danger,
  borderRadius: '999px',
  boxShadow: `0 0 0 2px ${color.surface}`,
});

export const panel = style({
  position: 'absolute',
  top: 'calc(100% + 6px)',
  right: 0,
  zIndex: 20,
  width: PANEL_WIDTH,
  boxSizing: 'border-box',
  backgroundColor: color.surface,
  border: `1px solid ${color.border}`,
  borderRadius: radius.surface,
  boxShadow: '0 12px 32px rgba(16, 24, 40, 0.16)',
  overflow: 'hidden',
  outline: 'none',
});

export const header = style({
  ...stack(space.xs),
  padding: `${space.md} ${space.lg} ${space.sm}`,
  borderBottom: `1px solid ${color.border}`,
});

export const heading = style({
  margin: 0,
  fontSize: font.sizeBody,
  fontWeight: font.weightStrong,
});

/** The toggle on the left, mark all on the right, under the heading: together they do not fit beside it in 328 px. */
export const headerActions = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: space.md,
});

export const actionError = style({
  margin: 0,
  padding: `${space.sm} ${space.lg}`,
  fontSize: font.sizeSmall,
  color: color.danger,
  backgroundColor: color.dangerSurface,
});

export const scroller = style({
  height: LIST_HEIGHT,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const itemBase = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '8px 1fr',
  columnGap: space.md,
  padding: `${space.md} ${space.lg}`,
  borderBottom: `1px solid ${color.border}`,
  selectors: {
    '&:hover': { backgroundColor: color.pageBackground },
  },
});

/** Unread items stand out with a tinted background, a dot and stronger text. */
export const item = styleVariants({
  read: [itemBase],
  unread: [itemBase, { backgroundColor: `color-mix(in srgb, ${color.brand} 6%, ${color.surface})` }],
});

/** Covers the whole item, so a click anywhere on it selects it (links in the text stay above it). */
export const itemButton = style({
  position: 'absolute',
  inset: 0,
  zIndex: 0,
  width: '100%',
  padding: 0,
  background: 'transparent',
  border: 'none',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: 'none', boxShadow: `inset 0 0 0 3px ${color.focusRing}` },
  },
});

export const dot = styleVariants({
  read: { width: '8px', height: '8px', marginTop: '6px' },
  unread: { width: '8px', height: '8px', marginTop: '6px', borderRadius: '999px', backgroundColor: color.brand },
});

export const itemBody = style({
  position: 'relative',
  zIndex: 1,
  minWidth: 0,
  pointerEvents: 'none',
});

export const itemText = styleVariants({
  read: { fontSize: font.sizeSmall, lineHeight: 1.45, overflowWrap: 'anywhere', color: color.mutedText },
  unread: { fontSize: font.sizeSmall, lineHeight: 1.45, overflowWrap: 'anywhere', color: color.text, fontWeight: 500 },
});

globalStyle(`${itemBody} a`, { pointerEvents: 'auto', color: color.brand });
globalStyle(`${itemBody} p`, { margin: 0 });
globalStyle(`${itemBody} img`, { maxWidth: '100%', height: 'auto' });

export const time = style({
  display: 'block',
  marginTop: space.xs,
  fontSize: '12px',
  color: color.mutedText,
});

export const message = style({
  margin: 0,
  padding: `${space.xl} ${space.lg}`,
  color: color.mutedText,
  textAlign: 'center',
  fontSize: font.sizeSmall,
});

export const failure = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.sm,
  padding: `${space.xl} ${space.lg}`,
  color: color.danger,
  fontSize: font.sizeSmall,
  textAlign: 'center',
});

export const sentinel = style({ height: '1px' });

export const footer = style({
  display: 'flex',
  justifyContent: 'center',
  padding: space.md,
});
