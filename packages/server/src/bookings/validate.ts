import { TZDate } from '@date-fns/tz';
import { addMonths } from 'date-fns';
import {
  bookingMessage,
  bookingMessages,
  DEFAULT_BRANCH_TIMEZONE,
  formatBookingDateTime,
  isBookingDateTime,
  messages,
  parseBookingDateTime,
  toWallTime,
  WEEKDAYS,
  type BookingRules,
  type DayHours,
  type ValidateBookingRequest,
  type ValidateBookingResult,
} from '@motorpool/api';
import { findBranch } from '../branches/find';
import type { BranchRow } from '../branches/serialize';
import type { Database } from '../db/database';
import { badRequest, HttpError } from '../http/errors';
import type { OrganisationScope } from '../tenancy/tenancy';
import { holidaysBetween } from './holiday-dates';
import { rulesFor } from './rules';

/** A form's clock and the request's trip lag behind the server's: a start this far back still counts as now. */
export const PAST_SLACK_MS = 5 * 60_000;

export type TimeRange = { start: Date; end: Date };

export const branchTimeZone = (branch: Pick<BranchRow, 'branchTimezone'>) => branch.branchTimezone || DEFAULT_BRANCH_TIMEZONE;

/** A booking date-time of a request: wall-clock times are read at the branch; anything unreadable is a field error. */
export function readBookingTime(raw: string, timeZone: string, field: string): Date {
  if (!isBookingDateTime(raw)) {
    const message = 'Enter a date-time as YYYY-MM-DDTHH:mm';
    throw badRequest(messages.request.invalid, { fields: { [field]: message } });
  }
  return parseBookingDateTime(raw, timeZone);
}

export function readBookingRange(input: { start_datetime: string; end_datetime: string }, timeZone: string): TimeRange {
  return { start: readBookingTime(input.start_datetime, timeZone, 'start_datetime'), end: readBookingTime(input.end_datetime, timeZone, 'end_datetime') };
}

const REFERENCE_TITLES = {
  branch: 'Branch not found.',
  vehicle: 'Vehicle not found.',
  driver: 'Driver not found.',
  secondary_drivers: 'Secondary driver not found.',
  cost_centre: 'Cost centre not found.',
  destination: 'Destination branch not found.',
} as const;

/** A reference the organisation does not hold (another tenant's, deleted, or never there): 404, named by field. */
export function missingReference(field: keyof typeof REFERENCE_TITLES): HttpError {
  const title = REFERENCE_TITLES[field];
  return new HttpError(404, title, { fields: { [field]: title } });
}

const localDate = (instant: Date, timeZone: string) => toWallTime(instant, timeZone).slice(0, 10);

function nextDate(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** The branch's local dates a range touches; an end at midnight does not touch the day it opens. */
export function localDatesOf(range: TimeRange, timeZone: string): string[] {
  const last = localDate(new Date(Math.max(range.start.getTime(), range.end.getTime() - 1)), timeZone);
  const dates: string[] = [];
  for (let date = localDate(range.start, timeZone); date <= last; date = nextDate(date)) dates.push(date);
  return dates;
}

const weekdayOfDate = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
};

const dayName = (isoWeekday: number) => {
  const name = WEEKDAYS[isoWeekday - 1] ?? 'monday';
  return name.charAt(0).toUpperCase() + name.slice(1);
};

const displayedDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** What the checks of one branch need, read once for a booking or a whole series. */
export type RuleContext = {
  branch: BranchRow;
  timeZone: string;
  rules: BookingRules;
  /** Blocked local dates over the span being checked (empty when public holidays are allowed). */
  holidays: Map<string, string>;
  now: Date;
};

/** The rule context with the rules already read: only the holidays over the dates asked for are looked up. */
export async function ruleContextWith(
  db: Database,
  scope: OrganisationScope,
  branch: BranchRow,
  rules: BookingRules,
  ranges: readonly TimeRange[],
  now: Date,
): Promise<RuleContext> {
  const timeZone = branchTimeZone(branch);
  // ISO dates sort as text.
  const dates = ranges
    .filter((range) => range.end > range.start)
    .flatMap((range) => [localDate(range.start, timeZone), localDate(range.end, timeZone)])
    .sort();
  const [first] = dates;
  const last = dates.at(-1);
  const holidays =
    rules.allow_public_holidays || first === undefined || last === undefined
      ? new Map<string, string>()
      : await holidaysBetween(db, scope, branch, first, last);
  return { branch, timeZone, rules, holidays, now };
}

export async function loadRuleContext(
  db: Database,
  scope: OrganisationScope,
  branch: BranchRow,
  ranges: readonly TimeRange[],
  now: Date,
): Promise<RuleContext> {
  return ruleContextWith(db, scope, branch, await rulesFor(db, scope, branch.id), ranges, now);
}

function businessHoursProblem(instant: Date, isEnd: boolean, hours: Partial<Record<string, DayHours>>, timeZone: string): string | null {
  // An end at midnight closes the previous day, so its opening hours are the ones that count.
  const wall = toWallTime(isEnd ? new Date(instant.getTime() - 1) : instant, timeZone);
  const time = isEnd && toWallTime(instant, timeZone).endsWith('T00:00') ? '24:00' : toWallTime(instant, timeZone).slice(11, 16);
  const weekday = weekdayOfDate(wall.slice(0, 10));
  const day = dayName(weekday);
  const opening = hours[WEEKDAYS[weekday - 1] ?? 'monday'];
  if (!opening?.is_open || !opening.opens || !opening.closes) return bookingMessage(bookingMessages.closedDay, { day });
  if (time < opening.opens || time > opening.closes) {
    return bookingMessage(bookingMessages.outsideBusinessHours, { day, hours: `${opening.opens}–${opening.closes}` });
  }
  return null;
}

/**
 * Every rule of spec §9 a range breaks at a branch, worded for the person
 * booking (empty when it fits). All of them at once, so a form can show the
 * whole list. Extensions check the added time, skip the past check (the
 * booking may be under way) and give the whole booking as durationOf.
 */
export function rangeProblems(context: RuleContext, range: TimeRange, options: { checkPast?: boolean; durationOf?: TimeRange } = {}): string[] {
  const { rules, timeZone, now } = context;
  const problems: string[] = [];
  if (options.checkPast !== false && range.start.getTime() < now.getTime() - PAST_SLACK_MS) problems.push(bookingMessages.startInPast);
  if (range.end <= range.start) return [bookingMessages.endBeforeStart, ...problems];

  if (range.start > addMonths(new TZDate(now.getTime(), timeZone), rules.future_booking_limit_months)) {
    problems.push(bookingMessage(bookingMessages.futureLimit, { months: rules.future_booking_limit_months }));
  }
  const whole = options.durationOf ?? range;
  if (whole.end.getTime() - whole.start.getTime() > rules.max_search_days * 24 * 60 * 60_000) {
    problems.push(bookingMessage(bookingMessages.maxDays, { days: rules.max_search_days }));
  }
  const hours = context.branch.businessHours;
  // A branch that never set its hours has nothing to enforce.
  if (rules.business_hours_only && hours && Object.keys(hours).length > 0) {
    for (const [instant, isEnd] of [
      [range.start, false],
      [range.end, true],
    ] as const) {
      const problem = businessHoursProblem(instant, isEnd, hours, timeZone);
      if (problem && !problems.includes(problem)) problems.push(problem);
    }
  }
  const dates = localDatesOf(range, timeZone);
  if (!rules.allow_weekends && dates.some((date) => weekdayOfDate(date) >= 6)) problems.push(bookingMessages.weekend);
  if (!rules.allow_public_holidays) {
    for (const date of dates) {
      const name = context.holidays.get(date);
      if (name !== undefined) problems.push(bookingMessage(bookingMessages.publicHoliday, { date: displayedDate(date), name }));
    }
  }
  return problems;
}

/** How a clash or a skipped occurrence names a range: `23/11/2026 09:00 AM – 23/11/2026 11:00 AM`, at the branch. */
export const formatRange = (start: Date, end: Date, timeZone: string) => `${formatBookingDateTime(start, timeZone)} – ${formatBookingDateTime(end, timeZone)}`;

/** `POST bookings/validate/`. */
export async function validateBooking(db: Database, scope: OrganisationScope, input: ValidateBookingRequest, now: Date): Promise<ValidateBookingResult> {
  const branch = await findBranch(db, scope, input.branch.pk);
  if (!branch) throw missingReference('branch');
  const range = readBookingRange(input, branchTimeZone(branch));
  const errors = rangeProblems(await loadRuleContext(db, scope, branch, [range], now), range);
  return { valid: errors.length === 0, errors };
}
