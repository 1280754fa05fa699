import {
  bookingMessages,
  branchTimezone,
  formatBookingDateTime,
  isWallTime,
  RECURRING_PATTERNS,
  toWallTime,
  type Booking,
  type BookingPayload,
  type BookingRules,
  type Branch,
  type DriverOption,
  type RecurringPattern,
  type TagGroup,
  type VehicleSearchQuery,
} from '@motorpool/api';
import { customFieldKey, customFieldProblem, defaultCustomValue, storedCustomValue, toUserTags, type CustomFieldValue } from '../fields/custom/custom-fields';
import { formatDisplayDate, isIsoDate } from '../ui/date-field/dates';
import { formatTime12, roundUpToQuarter, TIME_STEP_MINUTES, toMinutes } from '../ui/time-picker/time-options';
import { filterQuery, type VehicleFilterChoice } from './vehicle-filters';

/*
 * What the booking form holds and how it becomes a booking payload. Times are
 * wall-clock at the booking's branch — `YYYY-MM-DD` and `HH:mm` — and travel
 * as `YYYY-MM-DDTHH:mm`, which the server reads in the branch's time zone
 * (see booking-time.ts), so the form never does daylight-saving arithmetic.
 */

/** Spec §3: a booking names at most ten secondary drivers (the payload's limit). */
export const MAX_SECONDARY_DRIVERS = 10;
/** A new booking runs an hour unless the person says otherwise. */
const DEFAULT_LENGTH_MINUTES = 60;

export const BOOKING_FORM_LABELS = {
  branch: 'Branch',
  startDate: 'Start Date',
  startTime: 'Start Time',
  endDate: 'End Date',
  endTime: 'End Time',
  driver: 'Driver',
  secondaryDrivers: 'Secondary Drivers',
  vehicle: 'Vehicle',
  purposeOfTrip: 'Purpose of Trip',
  bookingType: 'Booking Type',
  distance: 'Estimated distance (km)',
  repeat: 'Repeat',
  recurringPattern: 'Repeats',
  daysOfWeek: 'Days of Week',
  datesOfMonth: 'Dates of Month',
  endsOn: 'Ends On',
  reasonForChange: 'Reason for change',
} as const;

export type BookingFormField = keyof typeof BOOKING_FORM_LABELS;

export const bookingFormMessages = {
  secondaryDriversMax: `A booking can have at most ${MAX_SECONDARY_DRIVERS} secondary drivers`,
  secondaryIsDriver: 'The driver cannot also be a secondary driver',
  distanceInvalid: 'Estimated distance must be a whole number of km, 0 or more',
  required: (field: BookingFormField) => `${BOOKING_FORM_LABELS[field]} is required`,
} as const;

export const RECURRING_PATTERN_LABELS: Record<RecurringPattern, string> = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' };
/** ISO weekdays, 1 = Monday … 7 = Sunday, as the payload's days_of_week counts them. */
export const WEEKDAY_LABELS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

export type ChosenVehicle = { pk: number; name: string; registrations_num?: string | null };

export type BookingFormValues = {
  branchPk: number | null;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  driver: DriverOption | null;
  secondaryDrivers: DriverOption[];
  vehicle: ChosenVehicle | null;
  filters: VehicleFilterChoice;
  purposeOfTrip: string;
  /** '' until chosen: the branch's default booking type applies. */
  bookingType: string;
  /** Values typed for booking tags, by `customFieldKey`; a group without one has its default. */
  tags: Record<string, CustomFieldValue>;
  distance: string;
  repeat: boolean;
  recurringPattern: RecurringPattern;
  daysOfWeek: number[];
  datesOfMonth: number[];
  endsOn: string;
  reasonForChange: string;
};

const pad = (value: number) => String(value).padStart(2, '0');

export const wallTime = (date: string, time: string) => `${date}T${time}`;

export function splitWallTime(value: string): { date: string; time: string } {
  return { date: value.slice(0, 10), time: value.slice(11, 16) };
}

/** `YYYY-MM-DDTHH:mm` plus minutes, as plain calendar arithmetic (no zone involved). */
export function addMinutesToWallTime(value: string, minutes: number): string {
  const [date, time] = value.split('T') as [string, string];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, mins] = time.split(':').map(Number) as [number, number];
  const moved = new Date(Date.UTC(year, month - 1, day, hours, mins + minutes));
  return `${moved.getUTCFullYear()}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}T${pad(moved.getUTCHours())}:${pad(moved.getUTCMinutes())}`;
}

/**
 * Spec §5: the default start is now at the branch, rounded up to the next 15
 * minutes; the end an hour later on the branch's clock (an instant an hour
 * later could read the same wall-clock time in the hour clocks go back).
 */
export function defaultBookingRange(now: Date, timeZone: string): { start: string; end: string } {
  const start = toWallTime(roundUpToQuarter(now), timeZone);
  return { start, end: addMinutesToWallTime(start, DEFAULT_LENGTH_MINUTES) };
}

export function newBookingValues({ now, branch, driver = null }: { now: Date; branch: Branch | null; driver?: DriverOption | null }): BookingFormValues {
  const { start, end } = defaultBookingRange(now, branch ? branchTimezone(branch) : 'UTC');
  const startParts = splitWallTime(start);
  const endParts = splitWallTime(end);
  return {
    branchPk: branch?.pk ?? null,
    startDate: startParts.date,
    startTime: startParts.time,
    endDate: endParts.date,
    endTime: endParts.time,
    driver,
    secondaryDrivers: [],
    vehicle: null,
    filters: {},
    purposeOfTrip: '',
    bookingType: '',
    tags: {},
    distance: '',
    repeat: false,
    recurringPattern: 'weekly',
    daysOfWeek: [],
    datesOfMonth: [],
    endsOn: '',
    reasonForChange: '',
  };
}

/** Where a new booking starts when another screen picked it (a calendar's free slot): instants, ISO. */
export type BookingPrefill = { vehicle?: ChosenVehicle | null; start?: string; end?: string };

const QUARTER_MS = TIME_STEP_MINUTES * 60_000;

/** An instant on the time picker's quarter hours, `round`ing as asked; null when the text is not an instant. */
function quarterInstant(text: string | undefined, round: (quarters: number) => number): Date | null {
  const ms = text ? Date.parse(text) : Number.NaN;
  return Number.isNaN(ms) ? null : new Date(round(ms / QUARTER_MS) * QUARTER_MS);
}

/**
 * A new booking's values with a picked vehicle and times at the branch's
 * clock. The times land on the picker's quarter hours, widening the range
 * (start down, end up) so the picked slot stays covered; a start before the
 * default (now, rounded up) starts at the default instead, since a new
 * booking cannot start in the past, and an end that is not after the start
 * makes it the usual hour long.
 */
export function prefilledBookingValues(values: BookingFormValues, prefill: BookingPrefill, timeZone: string): BookingFormValues {
  const earliest = startWallTime(values);
  const picked = quarterInstant(prefill.start, Math.floor);
  const pickedStart = picked ? toWallTime(picked, timeZone) : null;
  const start = pickedStart && (!earliest || pickedStart > earliest) ? pickedStart : earliest;
  if (!start) return values;
  const endInstant = quarterInstant(prefill.end, Math.ceil);
  const pickedEnd = endInstant ? toWallTime(endInstant, timeZone) : null;
  const end = pickedEnd && pickedEnd > start ? pickedEnd : addMinutesToWallTime(start, DEFAULT_LENGTH_MINUTES);
  const startParts = splitWallTime(start);
  const endParts = splitWallTime(end);
  return {
    ...values,
    startDate: startParts.date,
    startTime: startParts.time,
    endDate: endParts.date,
    endTime: endParts.time,
    vehicle: prefill.vehicle ?? values.vehicle,
  };
}

const instantText = (value: Booking['start_datetime']) => (typeof value === 'string' ? value : (value.original ?? ''));

/** A driver as the booking names them; whether they may book is the server's to say on save. */
const driverOption = (driver: NonNullable<Booking['driver']>): DriverOption => ({
  pk: driver.pk,
  name: driver.name,
  email: driver.email ?? null,
  license_class: driver.license_class ?? [],
  license_valid_upto: null,
  can_book: true,
});

/** An existing booking's values, its times wall-clock at its branch. */
export function bookingValuesFrom(booking: Booking, groups: readonly TagGroup[]): BookingFormValues {
  const timeZone = branchTimezone(booking.branch);
  const start = splitWallTime(booking.branch_start_datetime ?? toWallTime(instantText(booking.start_datetime), timeZone));
  const end = splitWallTime(booking.branch_end_datetime ?? toWallTime(instantText(booking.end_datetime), timeZone));
  const pattern = RECURRING_PATTERNS.find((known) => known === booking.recurring_pattern) ?? 'weekly';
  return {
    branchPk: booking.branch.pk,
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    driver: booking.driver ? driverOption(booking.driver) : null,
    secondaryDrivers: (booking.secondary_drivers ?? []).map(driverOption),
    vehicle: booking.vehicle ? { pk: booking.vehicle.pk, name: booking.vehicle.name, registrations_num: booking.vehicle.registrations_num } : null,
    filters: {},
    purposeOfTrip: booking.purpose_of_trip ?? '',
    bookingType: booking.booking_type ?? '',
    tags: Object.fromEntries(groups.map((group) => [customFieldKey(group), storedCustomValue(group, booking.booking_tags)])),
    distance: '',
    repeat: false,
    recurringPattern: pattern,
    daysOfWeek: booking.days_of_week ?? [],
    datesOfMonth: booking.dates_of_month ?? [],
    endsOn: booking.ends_on ?? '',
    reasonForChange: '',
  };
}

export const tagValue = (values: BookingFormValues, group: TagGroup): CustomFieldValue => values.tags[customFieldKey(group)] ?? defaultCustomValue(group);

const isTime = (value: string) => toMinutes(value) !== null;

export function startWallTime(values: BookingFormValues): string | null {
  return isIsoDate(values.startDate) && isTime(values.startTime) ? wallTime(values.startDate, values.startTime) : null;
}

export function endWallTime(values: BookingFormValues): string | null {
  return isIsoDate(values.endDate) && isTime(values.endTime) ? wallTime(values.endDate, values.endTime) : null;
}

/** The start and end as wall-clock texts when both are set and the end is after the start; null otherwise. Wall-clock texts of one zone compare correctly as text. */
function validRange(values: BookingFormValues): { start: string; end: string } | null {
  const start = startWallTime(values);
  const end = endWallTime(values);
  return start !== null && end !== null && end > start ? { start, end } : null;
}

const utcDay = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));

/** Spec §5: the day count is the end date minus the start date; null until both are dates. */
export function formDayCount(values: Pick<BookingFormValues, 'startDate' | 'endDate'>): number | null {
  if (!isIsoDate(values.startDate) || !isIsoDate(values.endDate)) return null;
  return Math.round((utcDay(values.endDate) - utcDay(values.startDate)) / 86_400_000);
}

/** ISO weekday (1 = Monday) and day of month of a `YYYY-MM-DD` date. */
export function weekdayOf(iso: string): number {
  const day = new Date(utcDay(iso)).getUTCDay();
  return day === 0 ? 7 : day;
}
export const dayOfMonth = (iso: string) => Number(iso.slice(8, 10));

export type BookingFormContext = {
  rules: BookingRules;
  tagGroups: readonly TagGroup[];
  /** The booking being edited: no series, and a reason for change. */
  editingPk: number | null;
};

/** Every rule the values break, by field; tags under `tag.<key>`. */
export function bookingProblems(values: BookingFormValues, { rules, tagGroups, editingPk }: BookingFormContext): Record<string, string> {
  const problems: Record<string, string> = {};
  const need = (field: BookingFormField, present: boolean) => {
    if (!present) problems[field] = bookingFormMessages.required(field);
  };
  if (values.branchPk === null) problems.branch = bookingMessages.branchRequired;
  need('startDate', isIsoDate(values.startDate));
  need('startTime', isTime(values.startTime));
  need('endDate', isIsoDate(values.endDate));
  need('endTime', isTime(values.endTime));
  const start = startWallTime(values);
  const end = endWallTime(values);
  if (start && end && end <= start) problems.endTime = bookingMessages.endBeforeStart;

  if (!values.driver) problems.driver = bookingMessages.driverRequired;
  else if (!values.driver.can_book) problems.driver = bookingMessages.licenseExpiry;
  if (values.secondaryDrivers.length > MAX_SECONDARY_DRIVERS) problems.secondaryDrivers = bookingFormMessages.secondaryDriversMax;
  else if (values.driver && values.secondaryDrivers.some((person) => person.pk === values.driver?.pk)) {
    problems.secondaryDrivers = bookingFormMessages.secondaryIsDriver;
  }
  if (!values.vehicle) problems.vehicle = bookingMessages.vehicleRequired;
  if (rules.purpose_of_trip_required && values.purposeOfTrip.trim() === '') problems.purposeOfTrip = bookingMessages.purposeRequired;
  if (values.distance.trim() !== '' && !/^\d+$/.test(values.distance.trim())) problems.distance = bookingFormMessages.distanceInvalid;
  for (const group of tagGroups) {
    const problem = customFieldProblem(group, tagValue(values, group));
    if (problem) problems[`tag.${customFieldKey(group)}`] = problem;
  }

  if (editingPk === null && values.repeat) {
    if (!isIsoDate(values.endsOn)) problems.endsOn = bookingMessages.recurringEndsOnRequired;
    else if (isIsoDate(values.startDate) && values.endsOn < values.startDate) problems.endsOn = bookingMessages.recurringEndsOnBeforeStart;
    if (values.recurringPattern === 'weekly' && values.daysOfWeek.length === 0) problems.daysOfWeek = bookingMessages.recurringDaysRequired;
    if (values.recurringPattern === 'monthly' && values.datesOfMonth.length === 0) problems.datesOfMonth = bookingMessages.recurringDaysRequired;
  }
  return problems;
}

/** The booking payload of valid values (check `bookingProblems` first). */
export function toBookingPayload(values: BookingFormValues, { rules, tagGroups, editingPk }: BookingFormContext): BookingPayload {
  const { branchPk, vehicle, driver } = values;
  const range = validRange(values);
  if (branchPk === null || !vehicle || !driver || !range) throw new Error('A booking payload needs valid values: check bookingProblems first');
  const series = editingPk === null && values.repeat;
  const payload: BookingPayload = {
    branch: { pk: branchPk },
    vehicle: { pk: vehicle.pk },
    driver: { pk: driver.pk },
    secondary_drivers: values.secondaryDrivers.map((person) => ({ pk: person.pk })),
    start_datetime: range.start,
    end_datetime: range.end,
    purpose_of_trip: values.purposeOfTrip.trim() || null,
    booking_type: values.bookingType || rules.default_booking_type,
    booking_tags: toUserTags(tagGroups, Object.fromEntries(tagGroups.map((group) => [customFieldKey(group), tagValue(values, group)]))),
  };
  if (editingPk !== null) {
    payload.pk = editingPk;
    payload.reason_for_change = values.reasonForChange.trim() || null;
  }
  if (series) {
    payload.is_recurring = true;
    payload.recurring_pattern = values.recurringPattern;
    payload.days_of_week = values.recurringPattern === 'weekly' ? [...values.daysOfWeek].sort((a, b) => a - b) : null;
    payload.dates_of_month = values.recurringPattern === 'monthly' ? [...values.datesOfMonth].sort((a, b) => a - b) : null;
    payload.ends_on = values.endsOn;
  }
  return payload;
}

/** What `vehicle-search/` is asked for these values; null while the branch or range is incomplete. */
export function vehicleSearchQuery(values: BookingFormValues, excludeBookingPk: number | null): VehicleSearchQuery | null {
  const range = validRange(values);
  if (values.branchPk === null || !range) return null;
  return {
    branch_pk: values.branchPk,
    start_datetime: range.start,
    end_datetime: range.end,
    ...(values.driver ? { driver_pk: values.driver.pk } : {}),
    ...(excludeBookingPk !== null ? { exclude_booking_pk: excludeBookingPk } : {}),
    ...filterQuery(values.filters),
  };
}

export type CostQuery = { vehicle_pk: number; start_datetime: string; end_datetime: string; distance?: number; branch_pk?: number };

/** What `bookings/cost/` is asked for; null until a vehicle and a valid range are chosen. */
export function costQuery(values: BookingFormValues): CostQuery | null {
  const range = validRange(values);
  if (!values.vehicle || !range) return null;
  const distance = values.distance.trim();
  return {
    vehicle_pk: values.vehicle.pk,
    start_datetime: range.start,
    end_datetime: range.end,
    ...(/^\d+$/.test(distance) ? { distance: Number(distance) } : {}),
    ...(values.branchPk !== null ? { branch_pk: values.branchPk } : {}),
  };
}

/** How a series date is shown: `23/11/2026 09:00 AM` at the branch, whether the server sent an instant or a wall-clock time. */
export function showBookingTime(value: string, timeZone: string): string {
  if (!isWallTime(value)) return formatBookingDateTime(value, timeZone);
  const { date, time } = splitWallTime(value);
  return `${formatDisplayDate(date)} ${formatTime12(time)}`;
}
