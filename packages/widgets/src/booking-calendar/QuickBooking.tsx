import { bookingMessages, isWallTime, parseBookingDateTime, toWallTime, type CalendarBooking, type CalendarVehicle } from '@motorpool/api';
import { useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { FormAlert } from '../ui/form/FormAlert';
import * as formStyles from '../ui/form/form.css';
import type { CalendarSlot } from './calendar-types';
import { isSlotFree } from './model/slots';
import { keepTabInside, usePanelFocus } from './panel-focus';
import * as styles from './QuickBooking.css';
import { DialogButtons } from '../ui/dialog-buttons/DialogButtons';
import { modalDialogAria } from '../ui/data-table/use-modal-focus';

/** Spec §3: the purpose of trip is at most 200 characters (the payload's limit). */
export const PURPOSE_MAX_LENGTH = 200;

export const quickBookingMessages = {
  startRequired: 'Start is required',
  endRequired: 'End is required',
} as const;

/** What the dialog books: a vehicle and instants (epoch ms); the driver is the signed-in person. */
export type QuickBookingDraft = { vehiclePk: number; start: number; end: number; purposeOfTrip: string };

export type QuickBookingProps = {
  /** The slot chosen on the grid; the server has already allowed it. */
  slot: CalendarSlot;
  /** The branch's zone: the times are typed at the branch. */
  timeZone: string;
  /** The window's vehicles to choose from. */
  vehicles: readonly CalendarVehicle[];
  /** The window's bookings, to offer the vehicles free for the times first. */
  bookings: readonly CalendarBooking[];
  /** Books the draft; resolves to the server's refusal title, or null once booked (the caller then closes the dialog). */
  onSave: (draft: QuickBookingDraft) => Promise<string | null>;
  onCancel: () => void;
};

type FieldErrors = { vehicle?: string; start?: string; end?: string };

const instantOf = (wallTime: string, timeZone: string): number | null => (isWallTime(wallTime) ? parseBookingDateTime(wallTime, timeZone).getTime() : null);

const vehicleLabel = (vehicle: CalendarVehicle) => (vehicle.registrations_num ? `${vehicle.name} (${vehicle.registrations_num})` : vehicle.name);

/** The vehicles free for [start, end) and the others, each in the window's order. */
function splitByFreedom(vehicles: readonly CalendarVehicle[], bookings: readonly CalendarBooking[], start: number | null, end: number | null) {
  const byVehicle = new Map<number, CalendarBooking[]>();
  for (const booking of bookings) byVehicle.set(booking.vehicle_pk, [...(byVehicle.get(booking.vehicle_pk) ?? []), booking]);
  const free: CalendarVehicle[] = [];
  const taken: CalendarVehicle[] = [];
  for (const vehicle of vehicles) {
    const isFree = start !== null && end !== null && isSlotFree(byVehicle.get(vehicle.pk) ?? [], start, end);
    (isFree ? free : taken).push(vehicle);
  }
  return { free, taken };
}

/**
 * The quick booking dialog the calendar opens on a free slot: vehicle,
 * start and end at the branch (quarter hours), and an optional purpose of
 * trip. Modal within the calendar: focus starts on the vehicle, Tab stays
 * inside, Escape or Cancel closes and focus goes back to the grid. A refusal
 * shows the server's title and keeps everything typed.
 */
export function QuickBooking({ slot, timeZone, vehicles, bookings, onSave, onCancel }: QuickBookingProps) {
  const id = useId();
  const dialog = useRef<HTMLFormElement>(null);
  const [start, setStart] = useState(() => toWallTime(new Date(slot.start), timeZone));
  const [end, setEnd] = useState(() => toWallTime(new Date(slot.end), timeZone));
  const [vehiclePk, setVehiclePk] = useState(() => {
    if (slot.vehiclePk !== null) return String(slot.vehiclePk);
    const first = splitByFreedom(vehicles, bookings, slot.start, slot.end).free[0];
    return first ? String(first.pk) : '';
  });
  const [purpose, setPurpose] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  usePanelFocus(dialog, () => dialog.current?.querySelector<HTMLElement>('select'), slot);

  const startInstant = instantOf(start, timeZone);
  const endInstant = instantOf(end, timeZone);
  // On the time grid the slot names no vehicle: those free for the times typed come first.
  const groups = useMemo(
    () => (slot.vehiclePk === null ? splitByFreedom(vehicles, bookings, startInstant, endInstant) : null),
    [slot.vehiclePk, vehicles, bookings, startInstant, endInstant],
  );

  function problems(): FieldErrors {
    const found: FieldErrors = {};
    if (vehiclePk === '') found.vehicle = bookingMessages.vehicleRequired;
    if (startInstant === null) found.start = quickBookingMessages.startRequired;
    if (endInstant === null) found.end = quickBookingMessages.endRequired;
    else if (startInstant !== null && endInstant <= startInstant) found.end = bookingMessages.endBeforeStart;
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = problems();
    setErrors(found);
    const firstInvalid = (['vehicle', 'start', 'end'] as const).find((field) => found[field]);
    if (firstInvalid) {
      dialog.current?.querySelector<HTMLElement>(`[id="${id}-${firstInvalid}"]`)?.focus();
      return;
    }
    // Found above as problems; this only tells the type.
    if (startInstant === null || endInstant === null) return;
    setBusy(true);
    setRefusal(null);
    const title = await onSave({ vehiclePk: Number(vehiclePk), start: startInstant, end: endInstant, purposeOfTrip: purpose.trim() });
    // On success the calendar closes the dialog; only a refusal leaves it here to show.
    if (title !== null) {
      setRefusal(title);
      setBusy(false);
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape') {
      // The grid under the dialog must not also take this Escape.
      event.stopPropagation();
      event.preventDefault();
      if (!busy) onCancel();
      return;
    }
    keepTabInside(event, dialog.current);
  };

  const fieldProps = (field: keyof FieldErrors) => ({
    id: `${id}-${field}`,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
  });
  const fieldError = (field: keyof FieldErrors) =>
    errors[field] && (
      <p id={`${id}-${field}-error`} className={formStyles.error}>
        {errors[field]}
      </p>
    );
  const option = (vehicle: CalendarVehicle) => (
    <option key={vehicle.pk} value={vehicle.pk}>
      {vehicleLabel(vehicle)}
    </option>
  );

  return (
    <div className={styles.backdrop}>
      {/* biome-ignore lint/a11y/noNoninteractiveElementInteractions: a modal dialog takes Escape and keeps Tab inside (the WAI-ARIA dialog pattern) */}
      <form
        ref={dialog}
        role="dialog"
        {...modalDialogAria(id, `${id}-zone`)}
        className={styles.dialog}
        noValidate
        onKeyDown={onKeyDown}
        onSubmit={(event) => void submit(event)}
      >
        <h3 id={`${id}-title`} className={styles.title}>
          New booking
        </h3>
        <p id={`${id}-zone`} className={styles.zone}>
          Times at the branch ({timeZone}). You are the driver.
        </p>
        <FormAlert messages={[refusal]} />
        <div className={styles.fields}>
          <div className={formStyles.field}>
            <label htmlFor={`${id}-vehicle`} className={formStyles.label}>
              Vehicle
            </label>
            <select {...fieldProps('vehicle')} className={formStyles.input} value={vehiclePk} onChange={(event) => setVehiclePk(event.target.value)}>
              <option value="">Choose a vehicle</option>
              {groups ? (
                <>
                  {groups.free.length > 0 && <optgroup label="Free at these times">{groups.free.map(option)}</optgroup>}
                  {groups.taken.length > 0 && <optgroup label="Other vehicles">{groups.taken.map(option)}</optgroup>}
                </>
              ) : (
                vehicles.map(option)
              )}
            </select>
            {fieldError('vehicle')}
          </div>
          <div className={styles.pair}>
            <div className={formStyles.field}>
              <label htmlFor={`${id}-start`} className={formStyles.label}>
                Start
              </label>
              <input
                {...fieldProps('start')}
                type="datetime-local"
                step={900}
                className={formStyles.input}
                value={start}
                onChange={(event) => setStart(event.target.value)}
              />
              {fieldError('start')}
            </div>
            <div className={formStyles.field}>
              <label htmlFor={`${id}-end`} className={formStyles.label}>
                End
              </label>
              <input
                {...fieldProps('end')}
                type="datetime-local"
                step={900}
                className={formStyles.input}
                value={end}
                onChange={(event) => setEnd(event.target.value)}
              />
              {fieldError('end')}
            </div>
          </div>
          <div className={formStyles.field}>
            <label htmlFor={`${id}-purpose`} className={formStyles.label}>
              Purpose of trip <span className={formStyles.optional}>(optional)</span>
            </label>
            <input
              id={`${id}-purpose`}
              type="text"
              className={formStyles.input}
              maxLength={PURPOSE_MAX_LENGTH}
              value={purpose}
              onChange={(event) => setPurpose(event.target.value)}
            />
          </div>
        </div>
        <DialogButtons confirmLabel="Save" busyLabel="Saving..." busy={busy} onCancel={onCancel} />
      </form>
    </div>
  );
}
