import { style } from '@vanilla-extract/css';
import '../../theme/themes.css';
import { themeVars } from '../../theme/vars.css';

const { color, font, radius, space } = themeVars;

/** A phone gives the form the room the padding would take. */
const phone = '(max-width: 480px)';

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
});

export const dialog = style({
  boxSizing: 'border-box',
  width: '560px',
  maxWidth: '100%',
  maxHeight: '100%',
  overflowY: 'auto',
  padding: space.xl,
  color: color.text,
  backgroundColor: color.surface,
  fontFamily: font.family,
  fontSize: font.sizeBody,
  lineHeight: 1.5,
  borderRadius: radius.surface,
  boxShadow: '0 12px 32px rgba(16, 24, 40, 0.24)',
  '@media': { [phone]: { padding: space.lg } },
});

export const title = style({ margin: 0, fontSize: font.sizeHeading, fontWeight: font.weightStrong, lineHeight: 1.25 });
