import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';

const { color, font, radius, space } = themeVars;

export const root = style({
  boxSizing: 'border-box',
  // A steady width whatever the messages inside, narrowing only with its container.
  width: '400px',
  maxWidth: '100%',
  padding: space.xl,
  backgroundColor: color.surface,
  color: color.text,
  fontFamily: font.family,
  fontSize: font.sizeBody,
  lineHeight: 1.5,
  border: `1px solid ${color.border}`,
  borderRadius: radius.surface,
  boxShadow: '0 1px 2px rgba(16, 24, 40, 0.06), 0 4px 12px rgba(16, 24, 40, 0.06)',
});

export const heading = style({
  margin: `0 0 ${space.lg}`,
  fontSize: font.sizeHeading,
  fontWeight: font.weightStrong,
  lineHeight: 1.25,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.lg,
  margin: 0,
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
});

export const label = style({
  fontSize: font.sizeSmall,
  fontWeight: font.weightStrong,
});

export const input = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '40px',
  padding: `${space.sm} ${space.md}`,
  color: color.text,
  backgroundColor: color.surface,
  font: 'inherit',
  border: `1px solid ${color.border}`,
  borderRadius: radius.control,
  selectors: {
    '&:focus-visible': {
      outline: 'none',
      borderColor: color.brand,
      boxShadow: `0 0 0 3px ${color.focusRing}`,
    },
    '&[aria-invalid="true"]': {
      borderColor: color.danger,
    },
    '&[aria-invalid="true"]:focus-visible': {
      boxShadow: `0 0 0 3px ${color.focusRing}`,
    },
  },
});

export const error = style({
  margin: 0,
  color: color.danger,
  fontSize: font.sizeSmall,
});

export const alert = style({
  margin: `0 0 ${space.lg}`,
  padding: `${space.sm} ${space.md}`,
  color: color.danger,
  backgroundColor: color.dangerSurface,
  borderLeft: `4px solid ${color.danger}`,
  borderRadius: radius.control,
});

export const hint = style({
  margin: 0,
  padding: `${space.sm} ${space.md}`,
  color: color.text,
  backgroundColor: color.pageBackground,
  borderLeft: `4px solid ${color.brand}`,
  borderRadius: radius.control,
});

export const submit = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '42px',
  marginTop: space.xs,
  padding: `${space.sm} ${space.lg}`,
  color: color.brandContrast,
  backgroundColor: color.brand,
  font: 'inherit',
  fontWeight: font.weightStrong,
  border: 'none',
  borderRadius: radius.control,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': {
      filter: 'brightness(0.92)',
    },
    '&:focus-visible': {
      outline: 'none',
      boxShadow: `0 0 0 3px ${color.focusRing}`,
    },
    '&:disabled': {
      cursor: 'not-allowed',
      opacity: 0.6,
    },
  },
});

export const alertMessage = style({
  margin: 0,
});
