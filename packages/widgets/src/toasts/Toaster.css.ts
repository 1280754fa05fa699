import { style, styleVariants } from '@vanilla-extract/css';
import '../theme/themes.css';
import { PHONE_SCREEN } from '../theme/media';
import { themeVars } from '../theme/vars.css';
import { bareButton, bareButtonHover, focusRing } from '../ui/looks.css';
import { stack } from '../ui/stack';
import type { ToasterPlacement } from './Toaster';
import type { ToastKind } from '../state/toast-store';

const { color, font, radius, space } = themeVars;

const regionBase = style({
  position: 'fixed',
  zIndex: 1000,
  ...stack(space.sm),
  width: 'min(360px, calc(100vw - 32px))',
  fontFamily: font.family,
  pointerEvents: 'none',
  // Whatever the host asked for: at the top a toast would cover the header's menu button, and the bottom is where the thumb is.
  '@media': {
    [PHONE_SCREEN]: {
      top: 'auto',
      right: 'auto',
      bottom: `calc(${space.md} + env(safe-area-inset-bottom))`,
      left: '50%',
      transform: 'translateX(-50%)',
      flexDirection: 'column-reverse',
    },
  },
});

export const region = styleVariants<Record<ToasterPlacement, Parameters<typeof style>[0]>>({
  'top-right': [regionBase, { top: space.lg, right: space.lg }],
  'top-center': [regionBase, { top: space.lg, left: '50%', transform: 'translateX(-50%)' }],
  'bottom-right': [regionBase, { bottom: space.lg, right: space.lg, flexDirection: 'column-reverse' }],
  'bottom-center': [regionBase, { bottom: space.lg, left: '50%', transform: 'translateX(-50%)', flexDirection: 'column-reverse' }],
});

const toastBase = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.md,
  padding: `${space.md} ${space.md} ${space.md} ${space.lg}`,
  fontSize: font.sizeSmall,
  lineHeight: 1.45,
  color: color.text,
  backgroundColor: color.surface,
  border: `1px solid ${color.border}`,
  borderLeftWidth: '4px',
  borderRadius: radius.control,
  boxShadow: '0 8px 24px rgba(16, 24, 40, 0.14)',
  pointerEvents: 'auto',
});

export const toast = styleVariants<Record<ToastKind, Parameters<typeof style>[0]>>({
  success: [toastBase, { borderLeftColor: color.success }],
  error: [toastBase, { borderLeftColor: color.danger, backgroundColor: color.dangerSurface }],
  info: [toastBase, { borderLeftColor: color.brand }],
});

export const message = style({
  flex: 1,
  margin: 0,
  overflowWrap: 'anywhere',
});

export const close = style({
  flexShrink: 0,
  width: '24px',
  height: '24px',
  fontSize: '18px',
  lineHeight: '24px',
  ...bareButton,
  selectors: { '&:hover': bareButtonHover, '&:focus-visible': focusRing },
});
