import { themeVars } from '../theme/vars.css';

// Rules many widgets' styles share, spread into their own (`style({ ...focusRing, … })`), so
// each element keeps one class and the brand is changed in one place.

const { color, font, radius, space } = themeVars;

/** Keyboard focus on a control: the theme's ring instead of the browser's outline. */
export const focusRing = { outline: 'none', boxShadow: `0 0 0 3px ${color.focusRing}` } as const;

/** The text of a bar or panel drawn on the widgets' surface (top menu, sidebar, heading bar), set once for all it holds. */
export const surfaceText = {
  color: color.text,
  backgroundColor: color.surface,
  fontFamily: font.family,
  fontSize: font.sizeBody,
  lineHeight: 1.4,
} as const;

/** A panel floating over the page (menu, popover): the surface, a hairline border and a soft shadow. */
export const floatingPanel = {
  backgroundColor: color.surface,
  border: `1px solid ${color.border}`,
  boxShadow: '0 8px 24px rgba(16, 24, 40, 0.16)',
} as const;

/** A button that is only its icon or glyph: muted, with no box until hovered. */
export const bareButton = {
  padding: 0,
  color: color.mutedText,
  background: 'none',
  border: 'none',
  borderRadius: radius.control,
  cursor: 'pointer',
} as const;

/** Hovering a bare button lifts it onto the page's background. */
export const bareButtonHover = { color: color.text, backgroundColor: color.pageBackground } as const;

/** A section's or dialog's heading: the theme's heading size, strong and set close. */
export const headingText = { fontSize: font.sizeHeading, fontWeight: font.weightStrong, lineHeight: 1.25 } as const;

/** The muted sentence under a heading, a step's space before what it introduces. */
export const introText = { margin: `0 0 ${space.lg}`, color: color.mutedText } as const;

/** A photo's square thumbnail, cropped to fill its cell, on the page's colour while it loads. */
export const photoThumb = {
  display: 'block',
  width: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  backgroundColor: color.pageBackground,
  border: `1px solid ${color.border}`,
  borderRadius: radius.control,
} as const;

/** A list that scrolls inside its box, without bullets or indent; its height and margins are its own. */
export const scrollingList = { margin: 0, padding: 0, overflowY: 'auto', listStyle: 'none' } as const;

/** A whole row that picks (a checkbox or radio with its text): pressed anywhere, its parts side by side. */
export const choosableRow = { display: 'flex', gap: space.sm, borderRadius: radius.control, cursor: 'pointer' } as const;

/** A compact control on a bar or in a panel (a toolbar's button, a menu's filter): small text on the surface, framed. */
export const compactControl = {
  color: color.text,
  backgroundColor: color.surface,
  font: 'inherit',
  fontSize: font.sizeSmall,
  border: `1px solid ${color.border}`,
  borderRadius: radius.control,
} as const;
