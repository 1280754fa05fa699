import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';
import { dialogSurface } from '../ui/modal/Modal.css';

const { color, font, radius, space } = themeVars;

/** Dims the grid under the dialog; fills the calendar's layer, not the page (the calendar may sit in a shadow root). */
export const backdrop = style({
  position: 'absolute',
  zIndex: 50,
  inset: 0,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  padding: space.lg,
  overflowY: 'auto',
  backgroundColor: 'rgba(16, 24, 40, 0.35)',
  borderRadius: radius.surface,
});

export const dialog = style([dialogSurface, { width: 'min(440px, 100%)', margin: 'auto 0', border: `1px solid ${color.border}` }]);

export const title = style({ margin: `0 0 ${space.xs}`, fontSize: '17px', fontWeight: font.weightStrong });

export const zone = style({ margin: `0 0 ${space.lg}`, color: color.mutedText, fontSize: font.sizeSmall });

export const fields = style({ display: 'flex', flexDirection: 'column', gap: space.md, margin: `0 0 ${space.lg}` });

/** Start and end side by side, wrapping in a narrow calendar. */
export const pair = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))', gap: space.md });
