import { parseBookingDateTime, type BookingStatus, type CalendarBooking, type CalendarVehicle } from '@motorpool/api';
import type { CalendarPlace } from './calendar-types';

/*
 * A week at a Sydney branch for stories and tests: eight vehicles, a booking
 * in every status and a hidden one, bookings that overlap, one over
 * midnight and one over three days, and a busy Wednesday that overflows a
 * month cell. Times are written at the branch (AEDT, +11:00, in November).
 */

export const STORY_TIME_ZONE = 'Australia/Sydney';
/** Wednesday; the week shown runs Monday 23 to Sunday 29 November 2026. */
export const STORY_TODAY = '2026-11-25';
export const STORY_BRANCH_PK = 21;

export const storyPlaces: readonly CalendarPlace[] = [
  { pk: STORY_BRANCH_PK, name: 'Sydney CBD', kind: 'branch' },
  { pk: 22, name: 'Parramatta', kind: 'branch' },
  { pk: 5, name: 'Greater Sydney', kind: 'hub' },
];

const vehicle = (pk: number, name: string, registration: string, vehicleClass: string): CalendarVehicle => ({
  pk,
  name,
  registrations_num: registration,
  vehicle_class: vehicleClass,
  branch_pk: STORY_BRANCH_PK,
});

export const storyVehicles: readonly CalendarVehicle[] = [
  vehicle(1, 'Corolla Hybrid SC-01', 'CX01AB', 'Small car'),
  vehicle(2, 'Camry SC-02', 'CX02AB', 'Medium car'),
  vehicle(3, 'Hiace Van SC-03', 'VN03AB', 'Van'),
  vehicle(4, 'Ranger Ute SC-04', 'UT04AB', 'Ute'),
  vehicle(5, 'Outlander SC-05', 'SV05AB', 'SUV'),
  vehicle(6, 'i30 SC-06', 'CX06AB', 'Small car'),
  vehicle(7, 'Kona EV SC-07', 'EV07AB', 'Electric'),
  vehicle(8, 'Tucson SC-08', 'SV08AB', 'SUV'),
];

/** An instant (UTC ISO) from a wall-clock time at the branch, `2026-11-23T09:00`. */
export const atBranch = (wallTime: string): string => parseBookingDateTime(wallTime, STORY_TIME_ZONE).toISOString();

type Spec = { pk: number; vehicle: number; driver: string; from: string; to: string; status?: BookingStatus; hidden?: boolean; editable?: boolean };

function storyBooking({ pk, vehicle: vehiclePk, driver, from, to, status = 'Approved', hidden = false, editable = false }: Spec): CalendarBooking {
  const car = storyVehicles.find((entry) => entry.pk === vehiclePk) as CalendarVehicle;
  return {
    pk,
    vehicle_pk: vehiclePk,
    branch_pk: STORY_BRANCH_PK,
    start: atBranch(from),
    end: atBranch(to),
    status,
    is_hidden: hidden,
    is_deleted: false,
    driver_name: driver,
    vehicle_name: car.name,
    editable,
  };
}

export const storyBookings: readonly CalendarBooking[] = [
  // Monday: three that overlap.
  storyBooking({ pk: 101, vehicle: 1, driver: 'Alex Driver', from: '2026-11-23T09:00', to: '2026-11-23T11:00', editable: true }),
  storyBooking({ pk: 102, vehicle: 2, driver: 'Bea Nguyen', from: '2026-11-23T10:00', to: '2026-11-23T12:30', status: 'Pending Approval', editable: true }),
  storyBooking({ pk: 103, vehicle: 3, driver: 'Chris Lee', from: '2026-11-23T10:30', to: '2026-11-23T11:30', status: 'In-Progress' }),
  // Tuesday night into Wednesday morning.
  storyBooking({ pk: 104, vehicle: 1, driver: 'Dana Park', from: '2026-11-24T22:00', to: '2026-11-25T06:00', editable: true }),
  // Wednesday is busy: more than a month cell shows.
  storyBooking({ pk: 105, vehicle: 4, driver: 'Eli Smith', from: '2026-11-25T13:00', to: '2026-11-25T15:00', status: 'Completed' }),
  storyBooking({ pk: 110, vehicle: 2, driver: 'Jo King', from: '2026-11-25T09:15', to: '2026-11-25T10:45', status: 'Pending Approval', editable: true }),
  storyBooking({ pk: 111, vehicle: 3, driver: 'Kim Tran', from: '2026-11-25T07:30', to: '2026-11-25T08:30' }),
  storyBooking({ pk: 112, vehicle: 6, driver: 'Lou Martin', from: '2026-11-25T16:00', to: '2026-11-25T17:30', editable: true }),
  storyBooking({ pk: 113, vehicle: 7, driver: 'Mia Rossi', from: '2026-11-25T18:00', to: '2026-11-25T19:00', status: 'Pending Approval' }),
  // Thursday to Saturday.
  storyBooking({ pk: 106, vehicle: 5, driver: 'Fay Wong', from: '2026-11-26T08:00', to: '2026-11-28T17:00' }),
  storyBooking({ pk: 107, vehicle: 6, driver: 'Gus Brown', from: '2026-11-26T09:00', to: '2026-11-26T10:00', status: 'Cancelled' }),
  // Friday: declined, and one hidden from the usual lists (spec §4), still drawn.
  storyBooking({ pk: 108, vehicle: 7, driver: 'Hana Ito', from: '2026-11-27T14:00', to: '2026-11-27T16:00', status: 'Declined' }),
  storyBooking({ pk: 109, vehicle: 8, driver: 'Ivan Cruz', from: '2026-11-27T09:00', to: '2026-11-27T12:00', hidden: true }),
  // Elsewhere in the month, for the month view.
  storyBooking({ pk: 114, vehicle: 4, driver: 'Noah Kelly', from: '2026-11-03T08:30', to: '2026-11-03T12:00' }),
  storyBooking({ pk: 115, vehicle: 8, driver: 'Olive Hart', from: '2026-11-12T10:00', to: '2026-11-13T10:00', status: 'In-Progress' }),
  storyBooking({ pk: 116, vehicle: 2, driver: 'Pat Quinn', from: '2026-12-01T09:00', to: '2026-12-01T11:00', status: 'Pending Approval' }),
];

/** One of the week's bookings; a pk not among them is a mistake in the story or test. */
export function storyBookingByPk(pk: number): CalendarBooking {
  const booking = storyBookings.find((entry) => entry.pk === pk);
  if (!booking) throw new Error(`No story booking ${pk}`);
  return booking;
}

/** The week with Monday's In-Progress booking (103) overdue: the server's internal status says Overdue, shown as "Late". */
export const storyBookingsWithOverdue: readonly CalendarBooking[] = storyBookings.map((booking) =>
  booking.pk === 103 ? { ...booking, internal_status: 'Overdue' } : booking,
);
