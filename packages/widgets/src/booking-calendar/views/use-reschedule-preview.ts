import type { CalendarBooking } from '@motorpool/api';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { sameTimes, timesOf, withTimes } from '../booking-move';
import type { BookingTimes } from '../calendar-types';

export type ReschedulePreview = { booking: CalendarBooking; times: BookingTimes };

/**
 * A move or resize shown before it is saved: the booking is drawn at its
 * new times until Enter (or the pointer's release) commits it through
 * `onReschedule`, or Escape puts it back. A keyboard move redraws the
 * booking in another cell, so focus is put back on it after each render.
 */
export function useReschedulePreview(
  root: RefObject<HTMLElement | null>,
  bookings: readonly CalendarBooking[],
  onReschedule: (booking: CalendarBooking, times: BookingTimes) => void,
) {
  const [preview, setPreview] = useState<ReschedulePreview | null>(null);
  const refocusPk = useRef<number | null>(null);

  useLayoutEffect(() => {
    if (refocusPk.current === null) return;
    root.current?.querySelector<HTMLElement>(`[data-booking-pk="${refocusPk.current}"]`)?.focus();
    refocusPk.current = null;
  });

  const show = useCallback((booking: CalendarBooking, times: BookingTimes, keepFocus: boolean) => {
    if (keepFocus) refocusPk.current = booking.pk;
    setPreview({ booking, times });
  }, []);

  /** Saves the previewed times (when they differ) and stops previewing. */
  const commit = useCallback(
    (keepFocus: boolean) => {
      if (!preview) return;
      if (keepFocus) refocusPk.current = preview.booking.pk;
      if (!sameTimes(preview.times, timesOf(preview.booking))) onReschedule(preview.booking, preview.times);
      setPreview(null);
    },
    [preview, onReschedule],
  );

  const cancel = useCallback(
    (keepFocus: boolean) => {
      if (preview && keepFocus) refocusPk.current = preview.booking.pk;
      setPreview(null);
    },
    [preview],
  );

  /** The bookings as drawn: the previewed one at its new times. */
  const shown = useMemo(
    () => (preview ? bookings.map((booking) => (booking.pk === preview.booking.pk ? withTimes(booking, preview.times) : booking)) : bookings),
    [bookings, preview],
  );

  return { preview, shown, show, commit, cancel };
}
