import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import '../../theme/themes.css';
import { themeVars } from '../../theme/vars.css';
import { insetFocus } from '../calendar-parts.css';

const { color, font, space } = themeVars;

/** Shared with the virtual-scroll maths: every vehicle row is this tall (its lanes share it), the sticky header this. */
export const ROW_HEIGHT = 44;
export const HEADER_HEIGHT = 40;
/** The sticky vehicle column. */
export const NAME_WIDTH = '192px';
/** The narrowest a column gets before the timeline scrolls sideways. */
export const MIN_COLUMN_WIDTH = { day: '40px', week: '120px' } as const;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  height: '100%',
  fontFamily: font.family,
  fontSize: font.sizeSmall,
  color: color.text,
});

export const scroller = style({
  position: 'relative',
  flex: '1 1 auto',
  // A bounded height keeps the virtual rows a screenful even where the page gives the calendar no height of its own.
  minHeight: '240px',
  maxHeight: '75vh',
  overflow: 'auto',
  backgroundColor: color.surface,
  // Focus and scrollIntoView keep cells clear of the sticky header and vehicle column.
  scrollPaddingTop: `${HEADER_HEIGHT}px`,
  scrollPaddingLeft: NAME_WIDTH,
  overscrollBehavior: 'contain',
});

export const grid = style({
  position: 'relative',
  userSelect: 'none',
});

export const head = style({
  position: 'sticky',
  top: 0,
  zIndex: 4,
  height: `${HEADER_HEIGHT}px`,
  backgroundColor: color.surface,
  borderBottom: `1px solid ${color.border}`,
});

const rowBase = style({
  display: 'flex',
  boxSizing: 'border-box',
});

export const headRow = style([rowBase, { height: '100%' }]);

export const row = style([
  rowBase,
  {
    position: 'absolute',
    left: 0,
    right: 0,
    height: `${ROW_HEIGHT}px`,
    borderBottom: `1px solid ${color.border}`,
  },
]);

const stickyName = {
  position: 'sticky',
  left: 0,
  // Over the bars and the now-line, which slide under the vehicle column when the timeline scrolls sideways.
  zIndex: 3,
  flex: `0 0 ${NAME_WIDTH}`,
  boxSizing: 'border-box',
  padding: `0 ${space.sm}`,
  backgroundColor: color.surface,
  borderRight: `1px solid ${color.border}`,
} as const;

export const corner = style([stickyName, { display: 'flex', alignItems: 'center', fontWeight: font.weightStrong }]);

export const rowHeader = style([
  stickyName,
  {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    overflow: 'hidden',
  },
]);

export const vehicleName = style({ fontWeight: font.weightStrong, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
export const registration = style({ color: color.mutedText, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });

/** The columns' strip of a row; bars are placed on it in percentages of its width. */
export const track = style({
  position: 'relative',
  display: 'flex',
  flex: '1 1 auto',
});

export const columnHeader = style({
  flex: '1 1 0',
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  borderLeft: `1px solid ${color.border}`,
  color: color.mutedText,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
});

export const currentColumnHeader = style({
  color: color.brand,
  fontWeight: font.weightStrong,
  boxShadow: `inset 0 -3px 0 ${color.brand}`,
});

export const cell = style({
  flex: '1 1 0',
  minWidth: 0,
  boxSizing: 'border-box',
  borderLeft: `1px solid color-mix(in srgb, ${color.border} 55%, transparent)`,
  cursor: 'cell',
  ':focus-visible': insetFocus,
});

export const todayCell = style({ backgroundColor: `color-mix(in srgb, ${color.brand} 5%, transparent)` });

export const selectedCell = style({ backgroundColor: `color-mix(in srgb, ${color.brand} 22%, transparent)` });

export const body = style({ position: 'relative' });

export const bar = style({
  position: 'absolute',
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  margin: 0,
  padding: `0 ${space.xs}`,
  font: 'inherit',
  fontSize: '12px',
  whiteSpace: 'nowrap',
  ':focus-visible': { outline: `3px solid ${color.focusRing}`, outlineOffset: '1px', zIndex: 2 },
});

// A button's own bevelled border goes. With no specificity, this loses to every border the status look (booking-look) draws.
globalStyle(`:where(${bar})`, { border: 'none' });

/** The block's own status colours come from booking-look; these only mark how it sits in the window. */
export const barEdges = styleVariants({
  whole: {},
  continuesBefore: { borderTopLeftRadius: 0, borderBottomLeftRadius: 0 },
  continuesAfter: { borderTopRightRadius: 0, borderBottomRightRadius: 0 },
  continuesBoth: { borderRadius: 0 },
});

/** Dragged by touch too, so a finger on it moves the booking rather than scrolling the timeline. */
export const editableBar = style({ cursor: 'grab', touchAction: 'none' });

export const previewBar = style({
  zIndex: 2,
  cursor: 'grabbing',
  boxShadow: `0 0 0 2px ${color.brand}, 0 4px 12px rgba(16, 24, 40, 0.25)`,
});

export const barText = style({ overflow: 'hidden', textOverflow: 'ellipsis' });
export const barDriver = style({ fontWeight: font.weightStrong });

/** The right-hand edge that resizes an editable booking. */
export const resizeHandle = style({
  position: 'absolute',
  top: 0,
  right: 0,
  bottom: 0,
  width: '8px',
  cursor: 'ew-resize',
});

export const nowLine = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  zIndex: 1,
  width: '2px',
  marginLeft: '-1px',
  backgroundColor: color.danger,
  pointerEvents: 'none',
});

export const empty = style({ margin: 0, padding: space.lg, color: color.mutedText });

/** The row header's mark of a vehicle an incident took off the road. */
export const blockedTag = style({
  color: color.danger,
  fontSize: font.sizeSmall,
  fontWeight: font.weightStrong,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

/** The blocked stretch of a row: hatched under the bars, so bookings the block holds up still show and open. */
export const blockedSpan = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  pointerEvents: 'none',
  backgroundImage: `repeating-linear-gradient(135deg, color-mix(in srgb, ${color.danger} 18%, transparent) 0 6px, transparent 6px 12px)`,
});
