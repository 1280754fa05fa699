import { bookingMessages } from '@motorpool/api';

/** The longest reason the fleet service keeps (booking-actions structs). */
export const REASON_MAX = 500;
/** The highest odometer reading the fleet service takes. */
export const READING_MAX = 10_000_000;

export const REASON_TOO_LONG = `Reason must be at most ${REASON_MAX} characters`;
export const READING_INVALID = 'Enter the reading as a whole number of kilometres';
export const READING_TOO_HIGH = `The reading cannot be above ${READING_MAX.toLocaleString('en-AU')}`;

/** Why a typed reason cannot be sent, or null. */
export function reasonError(reason: string, required: boolean): string | null {
  const trimmed = reason.trim();
  if (required && trimmed === '') return bookingMessages.reasonRequired;
  if (trimmed.length > REASON_MAX) return REASON_TOO_LONG;
  return null;
}

/** A typed odometer reading: empty, a whole number of kilometres in range, or why not. */
export function parseReading(text: string): { value: number | null; error: string | null } {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null, error: null };
  if (!/^\d+$/.test(trimmed)) return { value: null, error: READING_INVALID };
  const value = Number(trimmed);
  if (value > READING_MAX) return { value: null, error: READING_TOO_HIGH };
  return { value, error: null };
}
