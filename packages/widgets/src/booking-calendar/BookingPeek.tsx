import type { CalendarBooking } from '@motorpool/api';
import { createContext, useCallback, useContext, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { lateTag } from './booking-name-parts';
import { bookingSummary } from './booking-summary';
import * as styles from './BookingPeek.css';

export type BookingPeekControls = {
  /** Shows the booking's summary next to `anchor`, which is described by it until hidden. */
  show: (booking: CalendarBooking, anchor: HTMLElement) => void;
  hide: () => void;
};

type Shown = { booking: CalendarBooking; anchor: HTMLElement };

const PeekContext = createContext<BookingPeekControls | null>(null);

const GAP = 4;

/**
 * One hover/focus peek for every booking of a calendar: vehicle, driver,
 * times and status. Views render thousands of bookings, so instead of a
 * tooltip per booking there is one, placed in the provider's own positioned
 * box (never `document.body`: the calendar may live in a shadow root), and
 * the anchor is pointed at it with `aria-describedby` while it shows.
 */
export function BookingPeekProvider({ timeZone, children }: { timeZone: string; children: ReactNode }) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const tip = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<Shown | null>(null);

  const show = useCallback((booking: CalendarBooking, anchor: HTMLElement) => setShown({ booking, anchor }), []);
  const hide = useCallback(() => setShown(null), []);
  const controls = useMemo(() => ({ show, hide }), [show, hide]);

  // Described and placed before paint; the anchor's own description (if any) comes back when the peek goes.
  useLayoutEffect(() => {
    if (!shown || !box.current || !tip.current) return;
    const { anchor } = shown;
    const previous = anchor.getAttribute('aria-describedby');
    anchor.setAttribute('aria-describedby', previous ? `${previous} ${id}` : id);

    const area = box.current.getBoundingClientRect();
    const target = anchor.getBoundingClientRect();
    const width = tip.current.offsetWidth;
    const height = tip.current.offsetHeight;
    const below = target.bottom - area.top + GAP;
    // Above the anchor when there is no room under it in the calendar.
    const top = below + height > area.height && target.top - area.top - GAP - height >= 0 ? target.top - area.top - GAP - height : below;
    const left = Math.max(0, Math.min(target.left - area.left, area.width - width));
    tip.current.style.transform = `translate(${Math.round(left)}px, ${Math.round(top)}px)`;

    return () => {
      if (previous === null) anchor.removeAttribute('aria-describedby');
      else anchor.setAttribute('aria-describedby', previous);
    };
  }, [shown, id]);

  const summary = shown ? bookingSummary(shown.booking, timeZone) : null;
  return (
    <PeekContext.Provider value={controls}>
      <div ref={box} className={styles.box}>
        {children}
        {summary && (
          <div ref={tip} id={id} role="tooltip" className={styles.peek}>
            <span className={styles.strong}>{summary.vehicle}</span>
            {summary.driver && <span className={styles.line}>{summary.driver}</span>}
            <span className={styles.line}>{summary.times}</span>
            <span className={styles.line}>
              {summary.status}
              {summary.late && <> {lateTag()}</>}
            </span>
          </div>
        )}
      </div>
    </PeekContext.Provider>
  );
}

/** The calendar's peek; outside a provider (a view rendered alone) it does nothing. */
export function useBookingPeek(): BookingPeekControls {
  return useContext(PeekContext) ?? noPeek;
}

const noPeek: BookingPeekControls = { show: () => {}, hide: () => {} };
