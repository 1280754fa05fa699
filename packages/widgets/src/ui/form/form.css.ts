import { style } from '@vanilla-extract/css';
import '../../theme/themes.css';
import { themeVars } from '../../theme/vars.css';
import { focusRing, headingText } from '../looks.css';
import { stack } from '../stack';
import { card } from '../card.css';

/*
 * The card-and-form look every widget shares. The account screens (sign-in,
 * two-factor, forgot password, activation, verification) and the
 * registration widgets (sign-up, invited registration) differ in their card
 * width, heading, checkbox and link, so those come in pairs, the registration
 * one named so.
 */
const { color, font, radius, space } = themeVars;

/** The focus ring of inputs, buttons and the account screens' links. */
/** The registration widgets' focus ring around text: headings, links and link-like buttons. */
const focusOutline = { outline: `3px solid ${color.focusRing}`, outlineOffset: '2px', borderRadius: '2px' } as const;

export { card };

/** A card form's fields side by side where there is room, one under another where there is not. */
export const fieldColumns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(192px, 1fr))',
  gap: `0 ${space.lg}`,
  alignItems: 'start',
});

/** The heading of a card that is one form. */
export const cardHeading = style({ margin: `0 0 ${space.md}`, fontSize: font.sizeHeading });

export const root = style([card, { width: '400px' }]);

export const registrationRoot = style([card, { width: '440px' }]);

export const logo = style({
  display: 'block',
  maxWidth: '160px',
  maxHeight: '48px',
  marginBottom: space.lg,
});

export const heading = style({
  ...headingText,
  margin: `0 0 ${space.lg}`,
  // Focused only so a screen reader announces a new step; it is not a control.
  outline: 'none',
});

/** A sentence under the heading saying what the form is for. */
export const lead = style({
  margin: `calc(-1 * ${space.sm}) 0 ${space.lg}`,
  color: color.mutedText,
});

export const registrationHeading = style({
  ...headingText,
  margin: `0 0 ${space.xs}`,
  selectors: {
    '&:focus-visible': focusOutline,
    '&:focus:not(:focus-visible)': { outline: 'none' },
  },
});

export const subheading = style({
  margin: `0 0 ${space.lg}`,
  color: color.mutedText,
  fontSize: font.sizeSmall,
});

export const form = style({
  ...stack(space.lg),
  margin: 0,
});

/** A label, its control and its message. Also used on a fieldset, hence no browser margin, padding or border. */
export const field = style({
  ...stack(space.xs),
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

/** Also used on a fieldset's legend, hence no browser padding. */
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
    '&:focus-visible': { ...focusRing, borderColor: color.brand },
    '&[aria-invalid="true"]': {
      borderColor: color.danger,
    },
    '&:read-only:not(select)': {
      color: color.mutedText,
      backgroundColor: color.pageBackground,
    },
    '&[aria-invalid="true"]:focus-visible': {
      boxShadow: focusRing.boxShadow,
    },
  },
});

/** The 6-digit code: wide letter spacing so the digits read as a code. */
export const codeInput = style([
  input,
  {
    fontSize: '20px',
    letterSpacing: '0.4em',
    fontVariantNumeric: 'tabular-nums',
  },
]);

/** Help under a field (format examples, a check in progress); field errors use `error`. */
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

/** Checkboxes side by side, wrapping. */
export const choices = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space.xs} ${space.lg}`,
});

/** A one-line checkbox label ("Remember me"). */
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
    '&:focus-visible': focusRing,
  },
});

/** A checkbox label that may wrap (the terms); the box stays by its first line. */
export const checkboxLabel = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: space.sm,
  cursor: 'pointer',
});

export const registrationCheckbox = style({
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

/** Guidance above a form: why some fields cannot be changed, or why there is nothing to show. */
export const leadingHint = style([hint, { margin: `0 0 ${space.lg}` }]);

export const success = style([
  hint,
  {
    borderLeftColor: color.success,
  },
]);

/** Good news above a form or table (a code sent, a request accepted). */
export const notice = style([success, { margin: `0 0 ${space.lg}` }]);

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
    '&:focus-visible': focusOutline,
    '&:disabled': {
      cursor: 'not-allowed',
      opacity: 0.6,
    },
  },
});

export const link = style({
  color: color.brand,
  fontWeight: font.weightStrong,
  textDecoration: 'none',
  borderRadius: radius.control,
  selectors: {
    '&:hover': {
      textDecoration: 'underline',
    },
    '&:focus-visible': focusRing,
  },
});

export const registrationLink = style({
  color: color.brand,
  fontWeight: font.weightStrong,
  selectors: {
    '&:focus-visible': focusOutline,
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

/** Small actions on one line, pushed apart (Back to Sign Up, Resend OTP). */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
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
