import { themeVars } from '@motorpool/widgets';
import { style } from '@vanilla-extract/css';

const narrowScreen = 'screen and (max-width: 56rem)';

export const centred = style({
  display: 'flex',
  justifyContent: 'center',
  minHeight: '100vh',
});

export const split = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)',
  minHeight: '100vh',
  background: themeVars.color.surface,
  '@media': { [narrowScreen]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const side = style({
  position: 'relative',
  overflow: 'hidden',
  background: themeVars.color.brand,
  '@media': { [narrowScreen]: { display: 'none' } },
});

export const sideImage = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  width: '100%',
  maxWidth: '40rem',
  margin: '0 auto',
  padding: `${themeVars.space.xl} ${themeVars.space.lg}`,
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: themeVars.space.md,
  margin: `${themeVars.space.xl} 0`,
});

export const logo = style({
  display: 'block',
  width: '40px',
  height: '40px',
});

export const title = style({
  color: themeVars.color.text,
  fontSize: '1.5rem',
  fontWeight: 700,
  letterSpacing: '0.01em',
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: themeVars.space.lg,
  width: '100%',
  flex: 1,
});

export const embedded = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: themeVars.space.lg,
  padding: themeVars.space.lg,
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: themeVars.space.xs,
  marginTop: themeVars.space.xl,
  paddingTop: themeVars.space.lg,
  color: themeVars.color.mutedText,
  fontSize: themeVars.font.sizeSmall,
  textAlign: 'center',
});

export const tagline = style({
  margin: 0,
});

export const footerLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${themeVars.space.xs} ${themeVars.space.lg}`,
});

export { textLink as footerLink } from '../components/looks.css';
