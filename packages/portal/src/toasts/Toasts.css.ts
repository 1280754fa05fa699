import { themeVars } from '@motorpool/widgets';
import { style, styleVariants } from '@vanilla-extract/css';
import { TOAST_TONES, type ToastTone } from './toasts';

export const region = style({
  position: 'fixed',
  // Below the portal header, so its account menu stays in reach while a toast shows.
  top: '4.5rem',
  right: themeVars.space.lg,
  zIndex: 1000,
  display: 'flex',
  flexDirection: 'column',
  gap: themeVars.space.sm,
  width: 'min(24rem, calc(100vw - 2 * 16px))',
  pointerEvents: 'none',
});

const base = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: themeVars.space.md,
  padding: `${themeVars.space.md} ${themeVars.space.md} ${themeVars.space.md} ${themeVars.space.lg}`,
  background: themeVars.color.surface,
  color: themeVars.color.text,
  border: `1px solid ${themeVars.color.border}`,
  borderLeftWidth: '4px',
  borderRadius: themeVars.radius.control,
  boxShadow: '0 6px 20px rgba(15, 23, 42, 0.14)',
  pointerEvents: 'auto',
});

const accent: Record<ToastTone, string> = {
  success: themeVars.color.success,
  error: themeVars.color.danger,
  info: themeVars.color.brand,
};

export const toast = styleVariants(
  Object.fromEntries(TOAST_TONES.map((tone) => [tone, tone])) as Record<ToastTone, ToastTone>,
  (tone) => [base, { borderLeftColor: accent[tone] }],
);

export const message = style({
  flex: 1,
  margin: 0,
  lineHeight: 1.45,
});

export const close = style({
  flex: 'none',
  width: '1.75rem',
  height: '1.75rem',
  marginTop: '-2px',
  padding: 0,
  border: 'none',
  borderRadius: themeVars.radius.control,
  background: 'transparent',
  color: themeVars.color.mutedText,
  font: 'inherit',
  fontSize: '1.25rem',
  lineHeight: 1,
  cursor: 'pointer',
  ':hover': { background: themeVars.color.pageBackground, color: themeVars.color.text },
  ':focus-visible': { outline: `3px solid ${themeVars.color.focusRing}`, outlineOffset: '1px' },
});
