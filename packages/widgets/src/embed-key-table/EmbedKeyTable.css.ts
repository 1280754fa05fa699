import { globalStyle, style } from '@vanilla-extract/css';
import { panel as widePanel } from '../fields/branch/layout.css';
import '../theme/themes.css';
import { PHONE_SCREEN } from '../theme/media';
import { themeVars } from '../theme/vars.css';

const { color, font, radius, space } = themeVars;

/**
 * Not positioned, unlike the shared panel: the dialogs cover the window from
 * their own layer, and a positioned card would paint over the collapsed
 * sidebar's fly-out menus.
 */
export const panel = style([widePanel, { position: 'static', '@media': { [PHONE_SCREEN]: { padding: space.lg } } }]);

/** One card per key: it reads the same at 360 px as at 1280, where a table would scroll sideways. */
export const list = style({ display: 'flex', flexDirection: 'column', gap: space.md, margin: `${space.sm} 0 0`, padding: 0, listStyle: 'none' });

export const item = style({
  minWidth: 0,
  padding: space.lg,
  border: `1px solid ${color.border}`,
  borderRadius: radius.surface,
  '@media': { [PHONE_SCREEN]: { padding: space.md } },
});

/** A revoked key stays listed for the record, visibly out of use. */
export const revokedItem = style([item, { backgroundColor: color.pageBackground }]);

export const itemHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${space.xs} ${space.md}` });

/** Focused after its key is revoked (its buttons go), so the ring is the theme's, with room around the text. */
export const itemTitle = style({
  margin: 0,
  fontSize: font.sizeBody,
  fontWeight: font.weightStrong,
  overflowWrap: 'anywhere',
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `3px solid ${color.focusRing}`, outlineOffset: '2px', borderRadius: '2px' },
  },
});

export const keyRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.sm });

export const keyValue = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: font.sizeSmall,
  overflowWrap: 'anywhere',
});

export const origins = style({ margin: 0, padding: 0, listStyle: 'none' });

export const itemActions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, marginTop: space.md });

export const note = style({ margin: `${space.md} 0 0`, color: color.mutedText, fontSize: font.sizeSmall });

/**
 * Dialogs cover the window rather than the list, which can be taller than the
 * screen; inside a shadow root `fixed` still means the viewport.
 */
export const modalLayer = style({ position: 'fixed', inset: 0, zIndex: 1000, pointerEvents: 'none' });
globalStyle(`${modalLayer} > *`, { pointerEvents: 'auto' });

export { dialog, overlay } from '../ui/modal/Modal.css';

export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: space.lg, marginTop: space.lg });

export const originRows = style({ display: 'flex', flexDirection: 'column', gap: space.sm });

export const originRow = style({ display: 'flex', alignItems: 'flex-start', gap: space.sm });

export const scopeList = style({ margin: 0, paddingLeft: space.lg, color: color.mutedText, fontSize: font.sizeSmall });
