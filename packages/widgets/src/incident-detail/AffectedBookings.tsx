import { incidentMessages, type AffectedBooking } from '@motorpool/api';
import * as panel from '../ui/detail/DetailPanel.css';
import { useId, useState } from 'react';
import { Button } from '../ui/button/Button';
import * as formStyles from '../ui/form/form.css';
import { incidentTimeText } from './detail-values';
import * as styles from './AffectedBookings.css';
import type { Part } from './store';

export const NO_AFFECTED_TEXT = 'No future bookings of this vehicle.';

export type AffectedBookingsProps = {
  affected: Part<AffectedBooking>;
  /** Moves and cancels are offered to those who manage the incident. */
  mayManage: boolean;
  /** The booking whose move is under way. */
  moving: number | null;
  onMove: (bookingPk: number, vehiclePk: number) => void;
  onCancel: (affected: AffectedBooking) => void;
  /** The incident's branch zone: the held-up bookings are of its vehicle, at that branch. */
  timeZone: string;
};

type Alternative = AffectedBooking['alternatives'][number];
const alternativeText = (vehicle: Alternative) => `${vehicle.name} (${vehicle.registrations_num})`;

/** The vehicle's future bookings, each with a move to a free vehicle of its class or a cancel. */
export function AffectedBookings({ affected, mayManage, moving, onMove, onCancel, timeZone }: AffectedBookingsProps) {
  if (affected.error) return <p className={formStyles.error}>{affected.error}</p>;
  if (affected.items.length === 0) return <p className={panel.muted}>{NO_AFFECTED_TEXT}</p>;
  return (
    <ul className={styles.affected}>
      {affected.items.map((item) => (
        <AffectedItem
          key={item.booking.pk}
          item={item}
          mayManage={mayManage}
          busy={moving === item.booking.pk}
          onMove={onMove}
          onCancel={onCancel}
          timeZone={timeZone}
        />
      ))}
    </ul>
  );
}

function AffectedItem({
  item,
  mayManage,
  busy,
  onMove,
  onCancel,
  timeZone,
}: {
  item: AffectedBooking;
  timeZone: string;
  mayManage: boolean;
  busy: boolean;
  onMove: AffectedBookingsProps['onMove'];
  onCancel: AffectedBookingsProps['onCancel'];
}) {
  const id = useId();
  const { booking, alternatives } = item;
  const [first] = alternatives;
  const [chosen, setChosen] = useState(first ? String(first.pk) : '');
  const target = alternatives.find((vehicle) => String(vehicle.pk) === chosen) ?? first;
  return (
    <li className={styles.affectedItem}>
      <div className={styles.affectedText}>
        <span className={styles.affectedTitle}>
          Booking {booking.pk} · {booking.driver.name}
        </span>
        <span>
          {incidentTimeText(booking.start_datetime, timeZone)} – {incidentTimeText(booking.end_datetime, timeZone)}
        </span>
        <span className={panel.muted}>
          {booking.branch.name} · {booking.status}
        </span>
        {alternatives.length === 0 && <span className={panel.muted}>{incidentMessages.noFreeVehicle}</span>}
      </div>
      {mayManage && (
        <div className={styles.affectedActions}>
          {alternatives.length > 1 && (
            <div className={styles.moveSelect}>
              <label htmlFor={`${id}-to`} className={formStyles.label}>
                Move booking {booking.pk} to
              </label>
              <select id={`${id}-to`} className={formStyles.input} value={chosen} disabled={busy} onChange={(event) => setChosen(event.currentTarget.value)}>
                {alternatives.map((vehicle) => (
                  <option key={vehicle.pk} value={vehicle.pk}>
                    {alternativeText(vehicle)}
                  </option>
                ))}
              </select>
            </div>
          )}
          {target && (
            <Button
              size="small"
              busy={busy}
              aria-label={alternatives.length > 1 ? `Move booking ${booking.pk}` : undefined}
              onClick={() => onMove(booking.pk, target.pk)}
            >
              {busy ? 'Moving...' : alternatives.length > 1 ? 'Move' : `Move to ${target.name}`}
            </Button>
          )}
          <Button size="small" tone="critical" variant="outline" disabled={busy} aria-label={`Cancel booking ${booking.pk}`} onClick={() => onCancel(item)}>
            Cancel booking
          </Button>
        </div>
      )}
    </li>
  );
}
