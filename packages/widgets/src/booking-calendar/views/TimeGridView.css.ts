import { style, styleVariants } from '@vanilla-extract/css';
import '../../theme/themes.css';
import { themeVars } from '../../theme/vars.css';
import { controlFocus, insetFocus } from '../calendar-parts.css';
import { OPENING_SCROLL_TOP, ROW_PX, TIME_COLUMN_PX } from './time-grid-metrics';

const { color, font, space } = themeVars;

export const view = style({ position: 'relative' });

export const grid = style({
  position: 'relative',
  height: 'min(70vh, 640px)',
  overflow: 'auto',
  backgroundColor: color.surface,
  border: `1px solid ${color.border}`,
  borderRadius: '6px',
  fontFamily: font.family,
  color: color.text,
  userSelect: 'none',
  overscrollBehavior: 'contain',
});

/**
 * Where the grid opens (the working day, not midnight): the browser scrolls
 * there itself as it first lays the grid out, so no script forces a layout
 * of the whole week before its first paint. Where `scroll-initial-target`
 * is not supported the view sets `scrollTop` instead.
 */
export const openingScroll = style({
  position: 'absolute',
  top: `${OPENING_SCROLL_TOP}px`,
  left: 0,
  width: 0,
  height: 0,
  scrollInitialTarget: 'nearest',
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 3,
  backgroundColor: color.surface,
  borderBottom: `1px solid ${color.border}`,
});

const columnsOf = (days: number) => ({
  display: 'grid',
  gridTemplateColumns: `${TIME_COLUMN_PX}px repeat(${days}, minmax(${days > 1 ? 96 : 160}px, 1fr))`,
});

/** A row's columns: the times, then one per day. */
export const rowColumns = styleVariants({ day: columnsOf(1), week: columnsOf(7) });

export const bodyRow = style({ height: `${ROW_PX}px` });

export const corner = style({ borderRight: `1px solid ${color.border}` });

export const dayHeader = style({
  display: 'flex',
  alignItems: 'stretch',
  borderLeft: `1px solid ${color.border}`,
  fontSize: font.sizeSmall,
});

export const dayHeading = style({
  flex: 1,
  padding: `${space.xs} ${space.sm}`,
  color: color.mutedText,
  textAlign: 'left',
  font: 'inherit',
  backgroundColor: 'transparent',
  border: 'none',
  selectors: {
    'button&': { cursor: 'pointer' },
    'button&:hover': { color: color.brand, textDecoration: 'underline' },
    '&:focus-visible': insetFocus,
    '&[aria-current="date"]': { color: color.brand, fontWeight: font.weightStrong },
  },
});

export const hourLabel = style({
  position: 'relative',
  paddingRight: space.xs,
  fontSize: '12px',
  color: color.mutedText,
  textAlign: 'right',
  borderRight: `1px solid ${color.border}`,
  lineHeight: 1,
});

/** The label sits on its hour's line. */
export const hourText = style({ position: 'relative', top: '-0.45em', backgroundColor: color.surface });

export const cell = style({
  position: 'relative',
  borderLeft: `1px solid ${color.border}`,
  outline: 'none',
  selectors: {
    '&:focus-visible': insetFocus,
    '&[aria-selected="true"]': { backgroundColor: `color-mix(in srgb, ${color.brand} 18%, ${color.surface})` },
  },
});

export const hourCell = style({ borderTop: `1px solid ${color.border}` });

export const halfHourCell = style({ borderTop: `1px dotted color-mix(in srgb, ${color.border} 60%, transparent)` });

export const todayCell = style({ backgroundColor: `color-mix(in srgb, ${color.brand} 4%, ${color.surface})` });

/** The rows a shorter day (clocks going forward) does not have. */
export const missingCell = style({
  borderLeft: `1px solid ${color.border}`,
  backgroundImage: `repeating-linear-gradient(135deg, transparent 0 4px, ${color.pageBackground} 4px 8px)`,
});

export const booking = style({
  position: 'absolute',
  zIndex: 1,
  display: 'block',
  overflow: 'hidden',
  padding: '1px 4px',
  marginLeft: '1px',
  font: 'inherit',
  fontSize: '12px',
  lineHeight: 1.25,
  textAlign: 'left',
  touchAction: 'none',
  selectors: {
    '&:hover': { zIndex: 2, boxShadow: '0 2px 8px rgba(16, 24, 40, 0.18)' },
    '&:focus-visible': { ...controlFocus, zIndex: 2 },
    '&[data-previewing]': { zIndex: 2, outline: `2px dashed ${color.brand}`, outlineOffset: '1px' },
    '[data-dragging] &': { pointerEvents: 'none' },
  },
});

export const bookingEditable = style({ cursor: 'grab' });

/** What the booking is of, leading its text. */
export const bookingVehicle = style({ fontWeight: font.weightStrong });

export const continues = style({ fontSize: '12px', lineHeight: 1 });

/** The mark that the booking goes on into the next day, at the piece's bottom. */
export const continuesAfter = style([continues, { position: 'absolute', right: '4px', bottom: '2px' }]);

/** The bottom edge of an editable booking: drag it to change the end. */
export const resizeHandle = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  height: '6px',
  cursor: 'ns-resize',
});

export const nowLine = style({
  position: 'absolute',
  zIndex: 2,
  left: 0,
  right: 0,
  height: '2px',
  backgroundColor: color.danger,
  pointerEvents: 'none',
  '::before': {
    content: '""',
    position: 'absolute',
    left: '-4px',
    top: '-3px',
    width: '8px',
    height: '8px',
    borderRadius: '50%',
    backgroundColor: color.danger,
  },
});
