import { bookingMessages, displayedBookingStatus, messages, type CalendarBooking } from '@motorpool/api';
import { failureTitle } from '../api/api-failure';
import { rangeText } from './booking-summary';
import type { CalendarData } from './use-calendar-data';
import type { ConnectedBookingCalendarProps } from './ConnectedBookingCalendar';
import type { BookingTimes, CalendarSlot } from './calendar-types';
import type { QuickBookingDraft } from './QuickBooking';
import { rescheduledPayload } from './reschedule';
import { useBookingCalendarStore, useBookingCalendarStoreApi, type DraftSlot } from './store';

/**
 * A range as the booking calls take it, in instants: exact whichever branch
 * reads it (a hub's vehicles may belong to branches on other clocks) and in
 * the hour clocks go back, where a wall-clock time would be ambiguous.
 */
const instantRange = (range: { start: number; end: number }) => ({
  start_datetime: new Date(range.start).toISOString(),
  end_datetime: new Date(range.end).toISOString(),
});

type HostCallbacks = Pick<ConnectedBookingCalendarProps, 'onOpenBooking' | 'onSelectSlot' | 'onCreated' | 'onRescheduled'>;

/**
 * What the viewer does to the calendar's bookings: open one (unless the host
 * shows it), pick a slot (the server is asked before it is offered), book
 * it, and move one at once, putting it back if the server refuses.
 */
export function useCalendarWrites(calendar: CalendarData, { onOpenBooking, onSelectSlot, onCreated, onRescheduled }: HostCallbacks) {
  const { connection, viewer, timeZone, canWrite, canSelectSlots, refresh } = calendar;
  const store = useBookingCalendarStoreApi();
  const placePk = useBookingCalendarStore((current) => current.placePk);
  const data = useBookingCalendarStore((current) => current.data);

  function openBooking(booking: CalendarBooking) {
    if (onOpenBooking?.(booking) === true) return;
    store.getState().bookingOpened(booking);
  }

  async function selectSlot(slot: CalendarSlot) {
    if (!canSelectSlots || placePk === null) return;
    const { refused, refusalDismissed, slotDrafted } = store.getState();
    refusalDismissed();
    const vehicle = slot.vehiclePk === null ? null : data?.vehicles.find((candidate) => candidate.pk === slot.vehiclePk);
    // A booking belongs to its vehicle's branch; a time-grid slot of a hub is checked against the hub's hours.
    const branch = vehicle?.branch_pk ?? placePk;
    const range = instantRange(slot);
    try {
      const validity = await connection.call((client) => client.tfm.validateBooking({ branch: { pk: branch }, ...range }));
      if (!validity.valid) return refused(validity.errors[0] ?? messages.request.unexpected);
      const vehiclePk = slot.vehiclePk;
      if (vehiclePk !== null) {
        const check = await connection.call((client) => client.tfm.checkBookingVehicle({ vehicle: { pk: vehiclePk }, ...range }));
        if (!check.available) return refused(check.title || bookingMessages.vehicleTakenUnknown);
      }
    } catch (error) {
      return refused(failureTitle(error));
    }
    const allowed: DraftSlot = { ...slot, branchPk: branch };
    if (onSelectSlot?.(allowed) === true) return;
    slotDrafted(allowed);
  }

  async function createBooking(draft: QuickBookingDraft): Promise<string | null> {
    const vehicle = data?.vehicles.find((candidate) => candidate.pk === draft.vehiclePk);
    const driverPk = viewer.profile?.employee_pk;
    if (!vehicle || !driverPk) return messages.request.unexpected;
    try {
      const created = await connection.call((client) =>
        client.tfm.createBooking({
          vehicle: { pk: vehicle.pk },
          branch: { pk: vehicle.branch_pk },
          driver: { pk: driverPk },
          ...instantRange(draft),
          purpose_of_trip: draft.purposeOfTrip || null,
        }),
      );
      const pks = created.results.map((booking) => booking.pk);
      const first = created.results[0];
      const { slotDrafted, announced } = store.getState();
      slotDrafted(null);
      if (first) announced(`Booking ${first.pk} created: ${displayedBookingStatus(first)}`);
      refresh();
      onCreated?.(pks);
      return null;
    } catch (error) {
      return failureTitle(error);
    }
  }

  async function reschedule(booking: CalendarBooking, times: BookingTimes) {
    if (!canWrite || !booking.editable) return;
    const { overridden, overrideDropped, rescheduled, refused, refusalDismissed, announced } = store.getState();
    refusalDismissed();
    overridden(booking.pk, times);
    try {
      // The calendar holds only what it draws; the PUT needs the whole booking.
      const full = await connection.call((client) => client.tfm.getBooking(booking.pk));
      await connection.call((client) => client.tfm.updateBooking(booking.pk, rescheduledPayload(full, times)));
    } catch (error) {
      overrideDropped(booking.pk);
      refused(failureTitle(error));
      return;
    }
    rescheduled(booking.pk, times);
    announced(`Booking ${booking.pk} moved to ${rangeText(times.start, times.end, timeZone)}`);
    refresh();
    onRescheduled?.(booking.pk, times);
  }

  return { openBooking, selectSlot, createBooking, reschedule };
}
