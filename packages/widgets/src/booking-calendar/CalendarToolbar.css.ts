import { keyframes, style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';
import { calendarPopover } from '../ui/date-field/calendar-popover.css';
import { compactControl } from '../ui/looks.css';
import { controlFocus } from './calendar-parts.css';

const { color, font, radius, space } = themeVars;

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${space.sm} ${space.lg}`,
  marginBottom: space.sm,
  fontFamily: font.family,
  fontSize: font.sizeBody,
  color: color.text,
});

export const group = style({ display: 'inline-flex', alignItems: 'center', gap: space.xs });

/** A group of toggles on a fieldset, without the browser's margin, padding, border and min-content width. Before `push`, whose margin wins. */
export const choiceGroup = style([group, { minWidth: 0, margin: 0, padding: 0, border: 'none' }]);

export const push = style({ marginLeft: 'auto' });

const control = { ...compactControl, minHeight: '34px', padding: `0 ${space.md}`, cursor: 'pointer' } as const;

export const button = style({
  ...control,
  selectors: {
    '&:hover': { borderColor: color.brand },
    '&:focus-visible': controlFocus,
  },
});

export const arrowButton = style([button, { padding: `0 ${space.sm}`, fontSize: font.sizeBody, lineHeight: 1 }]);

/** A choice among several (views, timeline span): the pressed one is filled. */
export const toggle = style([
  button,
  {
    selectors: {
      '&[aria-pressed="true"]': { color: color.brandContrast, backgroundColor: color.brand, borderColor: color.brand, fontWeight: font.weightStrong },
    },
  },
]);

export const select = style({ ...control, paddingRight: space.sm, selectors: { '&:focus-visible': controlFocus } });

const shimmer = keyframes({ '0%': { opacity: 0.5 }, '50%': { opacity: 1 }, '100%': { opacity: 0.5 } });

/** The branch chooser's size while the branch list loads. */
export const selectSkeleton = style({
  display: 'block',
  width: '12rem',
  height: control.minHeight,
  backgroundColor: color.border,
  borderRadius: radius.control,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const label = style({ fontSize: font.sizeSmall, color: color.mutedText });

export const title = style({
  minHeight: '34px',
  padding: `0 ${space.sm}`,
  color: color.text,
  backgroundColor: 'transparent',
  font: 'inherit',
  fontSize: '17px',
  fontWeight: font.weightStrong,
  border: '1px solid transparent',
  borderRadius: radius.control,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[aria-expanded="true"]': { borderColor: color.border },
    '&:focus-visible': controlFocus,
  },
});

export const zone = style({ fontSize: font.sizeSmall, color: color.mutedText });

export const pickerAnchor = style({ position: 'relative' });

export const picker = style([calendarPopover, { zIndex: 50 }]);
