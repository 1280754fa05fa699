import type { NewBookingPrefill } from '@motorpool/widgets';

/*
 * A new booking started elsewhere (the calendar's free slot) reaches the
 * booking form through the address: `/bookings/add/new?vehicle=…&branch=…
 * &start=…&end=…`, times as UTC instants. The address can be typed or
 * edited, so the form takes only values that are what they claim to be.
 */

/** A slot the calendar allowed: instants in epoch ms, the vehicle on the timeline (none on the time grid). */
export type PickedSlot = { start: number; end: number; vehiclePk: number | null; branchPk: number };

const PK = /^[1-9]\d{0,8}$/;
/** An instant says its offset: a time without one would be read in the browser's zone, not the branch's. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export function newBookingPath(slot: PickedSlot): string {
  const query = new URLSearchParams();
  if (slot.vehiclePk !== null) query.set('vehicle', String(slot.vehiclePk));
  query.set('branch', String(slot.branchPk));
  query.set('start', new Date(slot.start).toISOString());
  query.set('end', new Date(slot.end).toISOString());
  return `/bookings/add/new?${query.toString()}`;
}

const pkOf = (value: string | null) => (value !== null && PK.test(value) ? Number(value) : undefined);
const instantOf = (value: string | null) => (value !== null && INSTANT.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined);

/** The prefill an address asks for, junk left out; undefined when it asks for none. */
export function newBookingPrefill(search: URLSearchParams): NewBookingPrefill | undefined {
  const prefill: NewBookingPrefill = {
    branchPk: pkOf(search.get('branch')),
    vehiclePk: pkOf(search.get('vehicle')),
    start: instantOf(search.get('start')),
    end: instantOf(search.get('end')),
  };
  return Object.values(prefill).some((value) => value !== undefined) ? prefill : undefined;
}
