import type { CalendarBooking } from '@motorpool/api';
import { useId, useRef, type KeyboardEvent } from 'react';
import * as look from './booking-look.css';
import { lateTag } from './booking-name-parts';
import { bookingSummary, bookingTone } from './booking-summary';
import * as styles from './BookingPanel.css';
import { usePanelFocus } from './panel-focus';
import { Button } from '../ui/button/Button';

export type BookingPanelProps = {
  booking: CalendarBooking;
  /** The branch's zone: the times are shown at the branch. */
  timeZone: string;
  onClose: () => void;
};

/**
 * What the embedded calendar shows when a booking is opened and the host
 * page does not take over: vehicle, driver, times at the branch and status.
 * Focus moves to it on opening and back to the booking on closing (Close or
 * Escape). It is not modal: the grid stays usable beside it.
 */
export function BookingPanel({ booking, timeZone, onClose }: BookingPanelProps) {
  const id = useId();
  const panel = useRef<HTMLElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  usePanelFocus(panel, () => closeButton.current, booking.pk);

  const { vehicle, driver, times, status, late } = bookingSummary(booking, timeZone);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    // The grid under the panel must not also take this Escape (it would cancel a selection).
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };

  return (
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: the panel is a dialog, and Escape inside it closes it (the WAI-ARIA dialog pattern)
    <section ref={panel} role="dialog" aria-labelledby={`${id}-title`} className={styles.panel} onKeyDown={onKeyDown}>
      <div className={styles.header}>
        <h3 id={`${id}-title`} className={styles.title}>
          Booking {booking.pk}
        </h3>
        <Button ref={closeButton} tone="neutral" variant="outline" size="small" onClick={onClose}>
          Close
        </Button>
      </div>
      <dl className={styles.details}>
        <dt className={styles.term}>Vehicle</dt>
        <dd className={styles.value}>{vehicle}</dd>
        <dt className={styles.term}>Driver</dt>
        <dd className={styles.value}>{driver || '—'}</dd>
        <dt className={styles.term}>Times</dt>
        <dd className={styles.value}>{times}</dd>
        <dt className={styles.term}>Status</dt>
        <dd className={styles.value}>
          <span className={`${look.bookingTone[bookingTone(booking)]} ${styles.status}`}>{status}</span>
          {late && <> {lateTag()}</>}
        </dd>
      </dl>
    </section>
  );
}
