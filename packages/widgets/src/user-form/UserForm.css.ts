import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { card } from '../ui/form/form.css';
import { themeVars } from '../theme/vars.css';

const { color, font, radius, space } = themeVars;

/** Wide enough for three columns of fields; narrows with its container. */
export const root = style([card, { width: '1040px' }]);

export const heading = style({
  margin: `0 0 ${space.lg}`,
  fontSize: font.sizeHeading,
  fontWeight: font.weightStrong,
  lineHeight: 1.25,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xl,
  margin: 0,
});

/** A titled group of fields: General Details, License Details, Other Details. */
export const section = style({
  minWidth: 0,
  margin: 0,
  padding: `${space.lg} 0 0`,
  border: 'none',
  borderTop: `1px solid ${color.border}`,
});

export const sectionTitle = style({
  padding: `0 ${space.sm} 0 0`,
  fontSize: font.sizeBody,
  fontWeight: font.weightStrong,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 256px), 1fr))',
  gap: `${space.lg} ${space.xl}`,
  alignItems: 'start',
  marginTop: space.md,
});

export const sectionBody = style({ marginTop: space.md });

export const status = style({
  margin: 0,
  color: color.mutedText,
});

/** Why some or all fields cannot be changed. */
export const scopeNote = style({
  margin: `0 0 ${space.lg}`,
  padding: `${space.sm} ${space.md}`,
  backgroundColor: color.pageBackground,
  borderLeft: `4px solid ${color.brand}`,
  borderRadius: radius.control,
});

export { alertDialog as dialog, overlay } from '../ui/modal/Modal.css';

export const dialogHeading = style({
  margin: `0 0 ${space.sm}`,
  fontSize: font.sizeHeading,
  fontWeight: font.weightStrong,
  lineHeight: 1.25,
});

export const dialogText = style({
  margin: `0 0 ${space.lg}`,
  color: color.mutedText,
});

export const dialogActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: space.md,
});
