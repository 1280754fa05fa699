import { BOOKING_STATUSES, parseBookingDateTime, type BookingStatus, type CalendarBooking, type CalendarVehicle } from '@motorpool/api';
import type { EventInput } from '@fullcalendar/core';

/**
 * The benchmark's month: one branch at Sydney, 500 vehicles, 5,000 bookings
 * in November 2026, the same every run (seeded), and the same bookings as
 * FullCalendar events. Built when a bench page loads, before anything is
 * timed, so neither generating nor parsing the data counts towards a render.
 */

export const BENCH_TIME_ZONE = 'Australia/Sydney';
export const BENCH_BRANCH_PK = 1;
/** The date every view is about: the month of November, the week of 9–15 November, the timeline's Sunday 15th. */
export const BENCH_DATE = '2026-11-15';
export const BENCH_VEHICLE_COUNT = 500;
export const BENCH_BOOKINGS_PER_VEHICLE = 10;

const MONTH_FIRST_DAY = '2026-11-01';
const MONTH_DAYS = 30;
const QUARTER_MS = 15 * 60_000;
const HOUR_MS = 3_600_000;

/** mulberry32: a tiny seeded generator, so every run (and both calendars) sees the same month. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const MODELS = ['Corolla', 'Camry', 'RAV4', 'HiLux', 'i30', 'Tucson', 'Model 3', 'Ioniq 5', 'Ranger', 'Transit', 'CX-5', 'Kona'] as const;
const CLASSES = ['Small', 'Medium', 'SUV', 'Ute', 'Van', 'EV'] as const;
const FIRST_NAMES = ['Ava', 'Ben', 'Chloe', 'Dev', 'Ella', 'Finn', 'Grace', 'Hamish', 'Isla', 'Jack', 'Kiri', 'Liam', 'Mia', 'Noah', 'Olive', 'Priya'] as const;
const LAST_NAMES = ['Nguyen', 'Smith', 'Patel', 'Williams', 'Brown', 'Jones', 'Chen', 'Taylor', 'Wilson', 'Singh', 'Kelly', 'Martin'] as const;

/** Roughly how a busy branch's month reads: mostly approved, some pending, a few cancelled or declined. */
const STATUS_WEIGHTS: Record<BookingStatus, number> = {
  Approved: 0.45,
  'Pending Approval': 0.15,
  'In-Progress': 0.08,
  Completed: 0.17,
  Cancelled: 0.1,
  Declined: 0.05,
};

/** FullCalendar colours its events by status too, as the Motorpool calendar does, so both paint a coloured block per booking. */
const STATUS_COLOURS: Record<BookingStatus, string> = {
  Approved: '#127a3e',
  'Pending Approval': '#b54708',
  'In-Progress': '#1f4fd1',
  Completed: '#5b6575',
  Cancelled: '#98a2b3',
  Declined: '#b42318',
};

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function pickStatus(random: () => number): BookingStatus {
  let roll = random();
  for (const status of BOOKING_STATUSES) {
    roll -= STATUS_WEIGHTS[status];
    if (roll < 0) return status;
  }
  return 'Approved';
}

/** `YYYY-MM-DDTHH:mm` at the branch for an offset from the month's first midnight there (November has no clock change at Sydney). */
function wallTime(offset: number): string {
  return new Date(Date.parse(`${MONTH_FIRST_DAY}T00:00Z`) + offset).toISOString().slice(0, 16);
}

export type BenchData = {
  vehicles: CalendarVehicle[];
  bookings: CalendarBooking[];
  /** The same bookings for FullCalendar: wall times at the branch without an offset (see docs/performance.md). */
  events: EventInput[];
};

/**
 * Each vehicle's month is cut into ten three-day stretches with one booking
 * in each, so a vehicle's bookings never overlap (as the no-double-booking
 * constraint keeps active ones): 1–8 hours starting between 06:00 and 18:45,
 * or one in twenty spanning two or three days.
 */
export function benchData(seed = 20261115): BenchData {
  const random = seededRandom(seed);
  const monthStart = parseBookingDateTime(`${MONTH_FIRST_DAY}T00:00`, BENCH_TIME_ZONE).getTime();
  const stretchMs = ((MONTH_DAYS * 24) / BENCH_BOOKINGS_PER_VEHICLE) * HOUR_MS;
  const drivers = FIRST_NAMES.flatMap((first) => LAST_NAMES.map((last) => `${first} ${last}`));

  const vehicles: CalendarVehicle[] = Array.from({ length: BENCH_VEHICLE_COUNT }, (_, index) => {
    const pk = index + 1;
    return {
      pk,
      name: `${pick(random, MODELS)} ${String(pk).padStart(3, '0')}`,
      registrations_num: `BEN${String(pk).padStart(3, '0')}`,
      vehicle_class: pick(random, CLASSES),
      branch_pk: BENCH_BRANCH_PK,
    };
  });

  const bookings: CalendarBooking[] = [];
  const events: EventInput[] = [];
  for (const vehicle of vehicles) {
    for (let stretch = 0; stretch < BENCH_BOOKINGS_PER_VEHICLE; stretch++) {
      const stretchStart = stretch * stretchMs;
      const multiDay = random() < 0.05;
      const startOffset = multiDay
        ? stretchStart + (6 + Math.floor(random() * 8)) * HOUR_MS
        : stretchStart + Math.floor(random() * 3) * 24 * HOUR_MS + (6 * 4 + Math.floor(random() * 52)) * QUARTER_MS;
      const length = multiDay ? (24 + Math.floor(random() * 30)) * HOUR_MS : (4 + Math.floor(random() * 29)) * QUARTER_MS;
      const endOffset = Math.min(startOffset + length, stretchStart + stretchMs);
      const status = pickStatus(random);
      const driver = pick(random, drivers);
      const booking: CalendarBooking = {
        pk: bookings.length + 1,
        vehicle_pk: vehicle.pk,
        branch_pk: BENCH_BRANCH_PK,
        start: new Date(monthStart + startOffset).toISOString(),
        end: new Date(monthStart + endOffset).toISOString(),
        status,
        is_hidden: random() < 0.03,
        is_deleted: false,
        driver_name: driver,
        vehicle_name: vehicle.name,
        editable: (status === 'Approved' || status === 'Pending Approval') && random() < 0.5,
      };
      bookings.push(booking);
      events.push({
        id: String(booking.pk),
        title: `${vehicle.name} · ${driver}`,
        start: wallTime(startOffset),
        end: wallTime(endOffset),
        editable: booking.editable,
        color: STATUS_COLOURS[status],
      });
    }
  }
  return { vehicles, bookings, events };
}
