import { style } from '@vanilla-extract/css';
import '../../theme/themes.css';
import { PHONE_SCREEN } from '../../theme/media';
import { themeVars } from '../../theme/vars.css';

const { color, font, radius, space } = themeVars;

/** Covers the window, not just the widget: a form dialog can be taller than the list it edits. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: space.lg,
  backgroundColor: 'rgba(16, 24, 40, 0.45)',
  '@media': { [PHONE_SCREEN]: { padding: 0 } },
});

/** What every dialog shares: the card over the overlay, in the theme's type. */
export const dialogSurface = style({
  boxSizing: 'border-box',
  maxWidth: '100%',
  padding: space.xl,
  color: color.text,
  backgroundColor: color.surface,
  fontFamily: font.family,
  fontSize: font.sizeBody,
  lineHeight: 1.5,
  borderRadius: radius.surface,
  boxShadow: '0 12px 32px rgba(16, 24, 40, 0.24)',
});

export const dialog = style([
  dialogSurface,
  {
    width: '560px',
    maxHeight: '100%',
    overflowY: 'auto',
    // A phone's dialog is the whole screen: the form gets every pixel, and nothing behind it can be tapped by mistake.
    '@media': {
      [PHONE_SCREEN]: {
        width: '100%',
        height: '100%',
        padding: `calc(${space.lg} + env(safe-area-inset-top)) ${space.lg} calc(${space.lg} + env(safe-area-inset-bottom))`,
        borderRadius: 0,
        boxShadow: 'none',
      },
    },
  },
]);

/** A short message with a button or two (a confirmation, a thank-you): narrower, and a card even on a phone. */
export const alertDialog = style([dialogSurface, { width: '420px' }]);

export const title = style({ margin: 0, fontSize: font.sizeHeading, fontWeight: font.weightStrong, lineHeight: 1.25 });
