import { bookingMessages, DEFAULT_BOOKING_RULES } from '@motorpool/api';
import { describe, expect, it } from 'vitest';
import { docklands } from '../test-support/branch-fixtures';
import {
  bookingProblems,
  defaultBookingRange,
  formDayCount,
  newBookingValues,
  prefilledBookingValues,
  toBookingPayload,
  weekdayOf,
} from './booking-form-values';
import { corolla, dana, lapsed, vehicleFilters } from './booking-form-fixtures';
import { placeServerErrors } from './server-errors';
import { filterQuery, offeredFilters } from './vehicle-filters';

const context = { rules: DEFAULT_BOOKING_RULES, tagGroups: [], editingPk: null };

describe('default booking range', () => {
  it('starts at the next quarter hour on the branch clock and ends an hour later', () => {
    expect(defaultBookingRange(new Date('2026-03-01T22:07:00Z'), 'Australia/Melbourne')).toEqual({ start: '2026-03-02T09:15', end: '2026-03-02T10:15' });
    expect(defaultBookingRange(new Date('2026-03-01T22:07:00Z'), 'Asia/Kolkata')).toEqual({ start: '2026-03-02T03:45', end: '2026-03-02T04:45' });
  });

  it('still ends after it starts in the hour clocks go back', () => {
    // 02:30 AEDT on 5 April 2026; at 03:00 Melbourne goes back to 02:00 AEST.
    expect(defaultBookingRange(new Date('2026-04-04T15:30:00Z'), 'Australia/Melbourne')).toEqual({ start: '2026-04-05T02:30', end: '2026-04-05T03:30' });
  });

  it('crosses midnight into the next day', () => {
    expect(defaultBookingRange(new Date('2026-03-02T12:40:00Z'), 'Australia/Melbourne')).toEqual({ start: '2026-03-02T23:45', end: '2026-03-03T00:45' });
  });
});

describe('prefilled booking values', () => {
  // 09:07 on Monday 2 March 2026 in Melbourne: a new booking starts at 09:15 at the earliest.
  const fresh = newBookingValues({ now: new Date('2026-03-01T22:07:00Z'), branch: docklands });
  const times = ({ startDate, startTime, endDate, endTime }: ReturnType<typeof newBookingValues>) => `${startDate} ${startTime} – ${endDate} ${endTime}`;
  const at = (start?: string, end?: string) => times(prefilledBookingValues(fresh, { start, end }, 'Australia/Melbourne'));

  it('shows the instants on the branch clock, widened to quarter hours', () => {
    expect(at('2026-03-03T02:10:00Z', '2026-03-03T03:50:00Z')).toBe('2026-03-03 13:00 – 2026-03-03 15:00');
    expect(at('2026-03-03T02:00:00Z', '2026-03-03T03:00:00Z')).toBe('2026-03-03 13:00 – 2026-03-03 14:00');
  });

  it('runs to the next day when the slot does (a whole timeline day ends at midnight)', () => {
    expect(at('2026-03-03T13:00:00Z', '2026-03-04T13:00:00Z')).toBe('2026-03-04 00:00 – 2026-03-05 00:00');
  });

  it('never starts before the earliest start, and makes an end not after the start the usual hour', () => {
    expect(at('2026-03-01T21:00:00Z', '2026-03-01T23:00:00Z')).toBe('2026-03-02 09:15 – 2026-03-02 10:00');
    expect(at('2026-03-01T20:00:00Z', '2026-03-01T21:00:00Z')).toBe('2026-03-02 09:15 – 2026-03-02 10:15');
    expect(at('2026-03-03T02:00:00Z')).toBe('2026-03-03 13:00 – 2026-03-03 14:00');
  });

  it('ignores text that is not an instant', () => {
    expect(at('tomorrow', 'later')).toBe(times(fresh));
  });

  it('chooses the vehicle it was given', () => {
    const vehicle = { pk: 301, name: 'Corolla Hybrid' };
    expect(prefilledBookingValues(fresh, { vehicle }, 'Australia/Melbourne').vehicle).toEqual(vehicle);
  });
});

describe('day count', () => {
  it('is the end date minus the start date, across months and years', () => {
    expect(formDayCount({ startDate: '2026-02-27', endDate: '2026-03-02' })).toBe(3);
    expect(formDayCount({ startDate: '2026-12-31', endDate: '2027-01-01' })).toBe(1);
    expect(formDayCount({ startDate: '2026-03-02', endDate: '2026-03-02' })).toBe(0);
    expect(formDayCount({ startDate: '2026-03-02', endDate: '02/03/2026' })).toBeNull();
  });

  it('counts days across a daylight-saving change whole', () => {
    expect(formDayCount({ startDate: '2026-04-04', endDate: '2026-04-06' })).toBe(2);
  });
});

describe('booking problems and payload', () => {
  const ready = {
    ...newBookingValues({ now: new Date('2026-03-01T22:07:00Z'), branch: docklands, driver: dana }),
    vehicle: { pk: corolla.pk, name: corolla.name },
  };

  it('refuses a driver who cannot book, and an end not after the start', () => {
    const problems = bookingProblems({ ...ready, driver: lapsed, endTime: '09:15' }, context);
    expect(problems).toEqual({ driver: bookingMessages.licenseExpiry, endTime: bookingMessages.endBeforeStart });
  });

  it('asks a series for its days and its last date', () => {
    expect(bookingProblems({ ...ready, repeat: true, daysOfWeek: [] }, context)).toEqual({
      endsOn: bookingMessages.recurringEndsOnRequired,
      daysOfWeek: bookingMessages.recurringDaysRequired,
    });
    expect(bookingProblems({ ...ready, repeat: true, recurringPattern: 'monthly', endsOn: '2026-03-01' }, context)).toEqual({
      endsOn: bookingMessages.recurringEndsOnBeforeStart,
      datesOfMonth: bookingMessages.recurringDaysRequired,
    });
  });

  it('sends a monthly series with its dates and no weekdays', () => {
    const payload = toBookingPayload(
      { ...ready, repeat: true, recurringPattern: 'monthly', datesOfMonth: [15, 2], daysOfWeek: [1], endsOn: '2026-06-30' },
      context,
    );
    expect(payload).toMatchObject({ is_recurring: true, recurring_pattern: 'monthly', dates_of_month: [2, 15], days_of_week: null, ends_on: '2026-06-30' });
  });

  it('knows ISO weekdays', () => {
    expect(weekdayOf('2026-03-02')).toBe(1);
    expect(weekdayOf('2026-03-08')).toBe(7);
  });
});

describe('vehicle filters', () => {
  it('offers only filters with values, and sends choices as one-item JSON lists', () => {
    expect(offeredFilters(vehicleFilters)).not.toContain('paints');
    expect(offeredFilters(vehicleFilters)).toContain('cost_centres');
    expect(filterQuery({ class: 'LR', seats: '7', odometer: '1', cost_centres: '5', paints: '' })).toEqual({
      class: '["LR"]',
      seats: '[7]',
      odometer: '[1]',
      cost_centres: '[5]',
    });
  });
});

describe('server field errors', () => {
  it('places payload paths on their fields and keeps the rest for the alert', () => {
    const groups = [{ pk: 81, tag_group_name: 'Cost Code', tag_data_type: 'free_text_field' as const }];
    expect(placeServerErrors({ 'vehicle.pk': 'Vehicle not found.', 'booking_tags.0.value': 'Bad code', whatever: 'Other' }, groups)).toEqual({
      placed: { vehicle: 'Vehicle not found.', 'tag.g81': 'Bad code' },
      unplaced: ['Other'],
    });
  });
});
