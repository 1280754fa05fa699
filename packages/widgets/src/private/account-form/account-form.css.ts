import { style } from '@vanilla-extract/css';
import '../../theme/themes.css';
import { themeVars } from '../../theme/vars.css';

const { color, font, radius, space } = themeVars;

/** The card every account form sits in (sign-in, two-factor, forgot password, activation, verification). */
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

export const logo = style({
  display: 'block',
  maxWidth: '160px',
  maxHeight: '48px',
  marginBottom: space.lg,
});

export const heading = style({
  margin: `0 0 ${space.lg}`,
  fontSize: font.sizeHeading,
  fontWeight: font.weightStrong,
  lineHeight: 1.25,
  // Focused only so a screen reader announces a new step; it is not a control.
  outline: 'none',
});

/** A sentence under the heading saying what the form is for. */
export const lead = style({
  margin: `calc(-1 * ${space.sm}) 0 ${space.lg}`,
  color: color.mutedText,
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

/** The 6-digit code: wide letter spacing so the digits read as a code. */
export const codeInput = style([
  input,
  {
    fontSize: '1.25rem',
    letterSpacing: '0.4em',
    fontVariantNumeric: 'tabular-nums',
  },
]);

/** Help under a field (format examples); field errors use `error`. */
export const fieldHint = style({
  margin: 0,
  color: color.mutedText,
  fontSize: font.sizeSmall,
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

export const alertMessage = style({
  margin: 0,
});

/** Guidance or a confirmation, as opposed to a failure. */
export const hint = style({
  margin: 0,
  padding: `${space.sm} ${space.md}`,
  color: color.text,
  backgroundColor: color.pageBackground,
  borderLeft: `4px solid ${color.brand}`,
  borderRadius: radius.control,
});

export const success = style([
  hint,
  {
    borderLeftColor: color.success,
  },
]);

const button = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '42px',
  padding: `${space.sm} ${space.lg}`,
  font: 'inherit',
  fontWeight: font.weightStrong,
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

export const submit = style([
  button,
  {
    marginTop: space.xs,
    color: color.brandContrast,
    backgroundColor: color.brand,
    border: 'none',
  },
]);

/** A second action next to the submit button (resend a code, request a new link). */
export const secondaryButton = style([
  button,
  {
    color: color.brand,
    backgroundColor: color.surface,
    border: `1px solid ${color.brand}`,
  },
]);

export const link = style({
  color: color.brand,
  fontWeight: font.weightStrong,
  textDecoration: 'none',
  borderRadius: radius.control,
  selectors: {
    '&:hover': {
      textDecoration: 'underline',
    },
    '&:focus-visible': {
      outline: 'none',
      boxShadow: `0 0 0 3px ${color.focusRing}`,
    },
  },
});

/** Links under the form (back to login, register, privacy policy). */
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${space.xs} ${space.lg}`,
  marginTop: space.lg,
  fontSize: font.sizeSmall,
  color: color.mutedText,
});

export const checkboxRow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  cursor: 'pointer',
});

export const checkbox = style({
  width: '16px',
  height: '16px',
  margin: 0,
  accentColor: color.brand,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: 'none',
      boxShadow: `0 0 0 3px ${color.focusRing}`,
    },
  },
});

/** "or" between two ways of doing the same thing, with a rule either side. */
export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
  margin: 0,
  color: color.mutedText,
  fontSize: font.sizeSmall,
  '::before': { content: '""', flex: 1, borderTop: `1px solid ${color.border}` },
  '::after': { content: '""', flex: 1, borderTop: `1px solid ${color.border}` },
});
