import { bookingMessages, toWallTime, type Booking } from '@motorpool/api';
import { useId, useState } from 'react';
import { controlAria, FormField } from '../../ui/field/FormField';
import { DateField } from '../../ui/date-field/DateField';
import { isIsoDate } from '../../ui/date-field/dates';
import * as formStyles from '../../ui/form/form.css';
import { ActionDialog } from './ActionDialog';
import * as styles from './BookingDialogs.css';
import { bookingTimeText, bookingTimeZone, instantOf } from './booking-values';

export const END_DATE_REQUIRED = 'New End Date is required';
export const END_DATE_INVALID = 'Enter the date as dd/mm/yyyy';
export const END_TIME_REQUIRED = 'New End Time is required';

const pad = (value: number) => String(value).padStart(2, '0');

/** `17:30` as `05:30 PM` (spec §5's 12-hour format). */
export function twelveHour(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${pad(hours % 12 || 12)}:${pad(minutes)} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** Every quarter hour of a day and 11:59 PM (spec §5's steps); the date is chosen on its own. */
export const EXTENSION_TIMES: readonly string[] = [
  ...Array.from({ length: 96 }, (_, index) => `${pad(Math.floor(index / 4))}:${pad((index % 4) * 15)}`),
  '23:59',
];

/** The booking's end as `YYYY-MM-DDTHH:mm` at its branch. */
function currentEnd(booking: Booking): string | null {
  if (booking.branch_end_datetime) return booking.branch_end_datetime.slice(0, 16);
  const instant = instantOf(booking.end_datetime);
  return instant && !Number.isNaN(new Date(instant).getTime()) ? toWallTime(instant, bookingTimeZone(booking)) : null;
}

export type ExtendDialogProps = {
  title: string;
  booking: Booking;
  busy: boolean;
  error?: string | null;
  /** The new end as a wall-clock time at the branch, which the server reads in the branch's zone. */
  onConfirm: (body: { end_datetime: string }) => void;
  onClose: () => void;
};

/** A later end for a booking (spec §4 extend); the server checks the vehicle is free until then. */
export function ExtendDialog({ title, booking, busy, error, onConfirm, onClose }: ExtendDialogProps) {
  const id = useId();
  const end = currentEnd(booking);
  const [date, setDate] = useState(end?.slice(0, 10) ?? '');
  const [time, setTime] = useState(end?.slice(11, 16) ?? '');
  const [problems, setProblems] = useState<{ date?: string; time?: string }>({});
  const times = end && !EXTENSION_TIMES.includes(end.slice(11, 16)) ? [...EXTENSION_TIMES, end.slice(11, 16)].sort() : EXTENSION_TIMES;

  const submit = () => {
    const found: { date?: string; time?: string } = {};
    if (date.trim() === '') found.date = END_DATE_REQUIRED;
    else if (!isIsoDate(date)) found.date = END_DATE_INVALID;
    if (time === '') found.time = END_TIME_REQUIRED;
    const chosen = `${date}T${time}`;
    // Both are wall times at the branch, so they compare as text.
    if (!found.date && !found.time && end && chosen <= end) found.date = bookingMessages.extensionEarlier;
    setProblems(found);
    if (found.date || found.time) return;
    onConfirm({ end_datetime: chosen });
  };

  return (
    <ActionDialog
      title={title}
      message={`Currently ends ${bookingTimeText(booking.end_datetime, bookingTimeZone(booking))}.`}
      error={error}
      confirmLabel="Extend"
      busyLabel="Extending..."
      busy={busy}
      tone="primary"
      onSubmit={submit}
      onClose={onClose}
    >
      <div className={styles.pair}>
        <FormField id={`${id}-date`} label="New End Date" error={problems.date}>
          <DateField
            id={`${id}-date`}
            label="New End Date"
            value={date}
            min={end?.slice(0, 10)}
            required
            invalid={Boolean(problems.date)}
            describedBy={problems.date ? `${id}-date-error` : undefined}
            onChange={(next) => {
              setDate(next);
              setProblems((current) => ({ ...current, date: undefined }));
            }}
          />
        </FormField>
        <FormField id={`${id}-time`} label="New End Time" error={problems.time}>
          <select
            id={`${id}-time`}
            className={formStyles.input}
            value={time}
            aria-required
            {...controlAria(`${id}-time`, { error: problems.time })}
            onChange={(event) => {
              setTime(event.currentTarget.value);
              setProblems((current) => ({ ...current, time: undefined }));
            }}
          >
            <option value="">Choose a time</option>
            {times.map((option) => (
              <option key={option} value={option}>
                {twelveHour(option)}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <p className={formStyles.fieldHint}>Times are at the branch ({bookingTimeZone(booking)}).</p>
    </ActionDialog>
  );
}
