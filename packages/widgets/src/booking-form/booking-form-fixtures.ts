import {
  DEFAULT_BOOKING_RULES,
  type Booking,
  type BookingCost,
  type BookingRules,
  type DriverOption,
  type RecurringCheckResult,
  type TagGroup,
  type Vehicle,
  type VehicleFilters,
} from '@motorpool/api';
import { docklands } from '../test-support/branch-fixtures';

export { bookingBranches, southbank } from '../test-support/branch-fixtures';
import { emptyBranchData, idleLookup, lookupKey, type BranchData, type Lookup } from './store';

/** Plain data for the booking form's stories and tests; never imported by the library itself. */

/** 09:07 on Monday 2 March 2026 in Melbourne (AEDT, UTC+11). */
export const bookingNow = new Date('2026-03-01T22:07:00Z');

export const bookingRules: BookingRules = {
  ...DEFAULT_BOOKING_RULES,
  purpose_of_trip_required: true,
  purposes_of_trip: ['Client visit', 'Site inspection', 'Training'],
  booking_types: ['Business', 'Personal'],
  default_booking_type: 'Business',
};

export const bookingTagGroups: TagGroup[] = [
  { pk: 81, tag_group_name: 'Cost Code', tag_data_type: 'free_text_field', is_mandatory: false, tags: [] },
  { pk: 82, tag_group_name: 'Child Seat', tag_data_type: 'toggle', is_mandatory: false, tags: ['false'] },
];

export const vehicleFilters: VehicleFilters = {
  doors: [4, 5],
  models: ['Corolla', 'Ioniq 5'],
  paints: [],
  body_types: ['Hatch', 'SUV'],
  odometer: [
    { label: '0 – 20,000 km', min: 0, max: 20_000 },
    { label: '20,000 – 40,000 km', min: 20_000, max: 40_000 },
  ],
  cost_centres: [{ pk: 5, name: 'Operations' }],
  fuel_types: ['Hybrid', 'Electric'],
  grades: [],
  seats: [5, 7],
  custom_fields: [],
  class: ['C', 'LR'],
  years: [2022, 2024],
};

const vehicle = (pk: number, name: string, registration: string, extra: Partial<Vehicle> = {}): Vehicle => ({
  pk,
  name,
  vehicle_class: 'C',
  registrations_num: registration,
  serial: null,
  make: 'Toyota',
  model: 'Corolla',
  paint: 'White',
  body_type: 'Hatch',
  doors: 5,
  seats: 5,
  fuel_type: 'Hybrid',
  grade: null,
  year: 2024,
  odometer: 12_400,
  branch: { pk: docklands.pk, name: docklands.name },
  cost_centre: null,
  daily_rate: 80,
  rate_per_km: 0.25,
  is_active: true,
  vehicle_tags: [],
  extra_data: { key_pickup_location: 'Reception', vehicle_pickup_location: 'Level 2' },
  ...extra,
});

export const corolla = vehicle(301, 'Corolla Hybrid', 'ABC123');
export const ioniq = vehicle(302, 'Ioniq 5', 'EV0042', { make: 'Hyundai', model: 'Ioniq 5', body_type: 'SUV', fuel_type: 'Electric' });
export const freeVehicles: Vehicle[] = [corolla, ioniq];

export const dana: DriverOption = {
  pk: 41,
  name: 'Dana Driver',
  email: 'dana@example.test',
  license_class: ['C'],
  license_valid_upto: '2028-05-01',
  can_book: true,
};
export const sam: DriverOption = {
  pk: 42,
  name: 'Sam Smith',
  email: 'sam@example.test',
  license_class: ['C'],
  license_valid_upto: '2027-01-31',
  can_book: true,
};
export const lapsed: DriverOption = {
  pk: 43,
  name: 'Lee Lapsed',
  email: 'lee@example.test',
  license_class: ['C'],
  license_valid_upto: '2025-12-31',
  can_book: false,
};
export const bookingDrivers: DriverOption[] = [dana, sam, lapsed];

export const bookingCost: BookingCost = { currency: 'AUD', days: 0, distance: 0, daily_rate: 80, rate_per_km: 0.25, estimated_cost: 80 };

/** A Docklands booking for Dana on 10 March 2026, 09:00–17:00 Melbourne time. */
export const existingBooking: Booking = {
  pk: 501,
  branch: { pk: docklands.pk, name: docklands.name, branch_type: 'branch', branch_timezone: 'Australia/Melbourne' },
  vehicle: { pk: corolla.pk, name: corolla.name, vehicle_class: 'C', registrations_num: corolla.registrations_num },
  driver: { pk: dana.pk, name: dana.name, email: dana.email },
  secondary_drivers: [{ pk: sam.pk, name: sam.name, email: sam.email }],
  start_datetime: '2026-03-09T22:00:00Z',
  end_datetime: '2026-03-10T06:00:00Z',
  branch_start_datetime: '2026-03-10T09:00',
  branch_end_datetime: '2026-03-10T17:00',
  status: { status_name: 'Approved' },
  is_active: true,
  is_deleted: false,
  is_hidden: false,
  purpose_of_trip: 'Client visit',
  booking_type: 'Business',
  booking_tags: [{ tag_group_name: 'Cost Code', value: 'OPS-7' }],
  allowed_actions: ['edit', 'cancel', 'delete'],
};

/** A weekly series whose second date clashes. */
export const seriesWithClash: RecurringCheckResult = {
  occurrences: [
    { start_datetime: '2026-03-02T22:15:00Z', end_datetime: '2026-03-02T23:15:00Z', conflict: null },
    {
      start_datetime: '2026-03-09T22:15:00Z',
      end_datetime: '2026-03-09T23:15:00Z',
      conflict: 'Vehicle Corolla Hybrid is already booked from 10/03/2026 09:00 AM – 10/03/2026 11:00 AM.',
    },
    { start_datetime: '2026-03-16T22:15:00Z', end_datetime: '2026-03-16T23:15:00Z', conflict: null },
  ],
  conflicts: 1,
};

export const docklandsData: BranchData = { ...emptyBranchData(), rules: bookingRules, tagGroups: bookingTagGroups, vehicleFilters };

/** A lookup that has answered, whatever was asked (for stories, where no question is known in advance). */
export const answered = <T>(value: T, key: string | null = null): Lookup<T> => ({ status: 'ready', key, value, error: null });
export { idleLookup, lookupKey };
