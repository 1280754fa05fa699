import { style, styleVariants } from '@vanilla-extract/css';
import { themeVars } from '../theme/vars.css';
import type { BookingTone } from './booking-summary';

const { color } = themeVars;

/**
 * A booking block's colours by status. Text stays dark on a light tint (or
 * light on a dark fill) so every tone keeps 4.5:1 contrast; the tones that
 * no longer hold the vehicle are striped or outlined, so colour is never the
 * only cue (the status is also in the label).
 */
const tinted = (tone: string) => ({
  color: color.text,
  backgroundColor: `color-mix(in srgb, ${tone} 16%, ${color.surface})`,
  borderLeft: `4px solid ${tone}`,
});

const faded = (tone: string) => ({
  color: color.mutedText,
  backgroundColor: color.surface,
  backgroundImage: `repeating-linear-gradient(135deg, transparent 0 6px, color-mix(in srgb, ${tone} 14%, transparent) 6px 12px)`,
  border: `1px dashed ${tone}`,
  borderLeft: `4px solid ${tone}`,
  textDecoration: 'line-through',
});

export const bookingBlockBase = style({
  boxSizing: 'border-box',
  // Blocks are buttons: the tones draw their own borders.
  border: 'none',
  overflow: 'hidden',
  borderRadius: '4px',
  fontSize: '12px',
  lineHeight: 1.3,
  textAlign: 'left',
  cursor: 'pointer',
});

export const bookingTone = styleVariants({
  pending: [bookingBlockBase, tinted('#b54708')],
  approved: [bookingBlockBase, tinted(color.success)],
  inProgress: [bookingBlockBase, { color: color.brandContrast, backgroundColor: color.brand, borderLeft: `4px solid ${color.text}` }],
  completed: [bookingBlockBase, { color: color.surface, backgroundColor: color.text, borderLeft: `4px solid ${color.mutedText}` }],
  cancelled: [bookingBlockBase, faded(color.mutedText)],
  declined: [bookingBlockBase, faded(color.danger)],
  hidden: [
    bookingBlockBase,
    { color: color.mutedText, backgroundColor: color.pageBackground, border: `1px dashed ${color.border}`, borderLeft: `4px dashed ${color.mutedText}` },
  ],
  deleted: [bookingBlockBase, faded(color.danger)],
} satisfies Record<BookingTone, unknown>);
