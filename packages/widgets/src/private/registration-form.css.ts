import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';

/*
 * The card-and-form look of the registration widgets (sign-up, invited
 * registration, registration requests), matching sign-in's.
 */
const { color, font, radius, space } = themeVars;

export const root = style({
  boxSizing: 'border-box',
  width: '440px',
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
  margin: `0 0 ${space.xs}`,
  fontSize: font.sizeHeading,
  fontWeight: font.weightStrong,
  lineHeight: 1.25,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${color.focusRing}`, outlineOffset: '2px', borderRadius: '2px' },
    '&:focus:not(:focus-visible)': { outline: 'none' },
  },
});

export const subheading = style({
  margin: `0 0 ${space.lg}`,
  color: color.mutedText,
  fontSize: font.sizeSmall,
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
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const label = style({
  padding: 0,
  fontSize: font.sizeSmall,
  fontWeight: font.weightStrong,
});

export const optional = style({
  marginLeft: space.xs,
  color: color.mutedText,
  fontWeight: 'normal',
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
    '&:read-only:not(select)': {
      color: color.mutedText,
      backgroundColor: color.pageBackground,
    },
    '&[aria-invalid="true"]:focus-visible': {
      boxShadow: `0 0 0 3px ${color.focusRing}`,
    },
  },
});

export const choices = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space.xs} ${space.lg}`,
});

export const checkboxLabel = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: space.sm,
  cursor: 'pointer',
});

export const checkbox = style({
  flex: 'none',
  width: '18px',
  height: '18px',
  margin: '2px 0 0',
  accentColor: color.brand,
  selectors: {
    '&:focus-visible': {
      outline: `3px solid ${color.focusRing}`,
      outlineOffset: '1px',
    },
  },
});

export const error = style({
  margin: 0,
  color: color.danger,
  fontSize: font.sizeSmall,
});

export const hint = style({
  margin: 0,
  color: color.mutedText,
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

export const notice = style({
  margin: `0 0 ${space.lg}`,
  padding: `${space.sm} ${space.md}`,
  color: color.text,
  backgroundColor: color.pageBackground,
  borderLeft: `4px solid ${color.success}`,
  borderRadius: radius.control,
});

export const alertMessage = style({
  margin: 0,
});

const buttonBase = style({
  boxSizing: 'border-box',
  minHeight: '42px',
  padding: `${space.sm} ${space.lg}`,
  font: 'inherit',
  fontWeight: font.weightStrong,
  borderRadius: radius.control,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: 'none',
      boxShadow: `0 0 0 3px ${color.focusRing}`,
    },
    '&:disabled, &[aria-disabled="true"]': {
      cursor: 'not-allowed',
      opacity: 0.6,
    },
  },
});

export const submit = style([
  buttonBase,
  {
    width: '100%',
    marginTop: space.xs,
    color: color.brandContrast,
    backgroundColor: color.brand,
    border: 'none',
    selectors: {
      '&:hover:not(:disabled)': { filter: 'brightness(0.92)' },
    },
  },
]);

export const secondary = style([
  buttonBase,
  {
    minHeight: '34px',
    padding: `${space.xs} ${space.md}`,
    color: color.brand,
    backgroundColor: color.surface,
    border: `1px solid ${color.brand}`,
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: color.pageBackground },
    },
  },
]);

/** A button that reads as a link (Resend OTP, Back to Sign Up). */
export const linkButton = style({
  padding: 0,
  color: color.brand,
  background: 'none',
  font: 'inherit',
  fontSize: font.sizeSmall,
  fontWeight: font.weightStrong,
  textDecoration: 'underline',
  border: 'none',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: `3px solid ${color.focusRing}`,
      outlineOffset: '2px',
      borderRadius: '2px',
    },
    '&:disabled': {
      cursor: 'not-allowed',
      opacity: 0.6,
    },
  },
});

export const link = style({
  color: color.brand,
  fontWeight: font.weightStrong,
  selectors: {
    '&:focus-visible': {
      outline: `3px solid ${color.focusRing}`,
      outlineOffset: '2px',
      borderRadius: '2px',
    },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
});
