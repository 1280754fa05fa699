import type { CalendarBooking } from '@motorpool/api';
import { describe, expect, it } from 'vitest';
import { bookingLabel, bookingTone, calendarStatusText, momentText, rangeText } from './booking-summary';

const SYDNEY = 'Australia/Sydney';

const booking = (overrides: Partial<CalendarBooking> = {}): CalendarBooking => ({
  pk: 101,
  vehicle_pk: 1,
  branch_pk: 1,
  // 09:00–11:00 on Monday 23 November 2026 in Sydney (UTC+11).
  start: '2026-11-22T22:00:00.000Z',
  end: '2026-11-23T00:00:00.000Z',
  status: 'Approved',
  is_hidden: false,
  is_deleted: false,
  driver_name: 'Dana Driver',
  vehicle_name: 'Corolla Hybrid SC-01',
  editable: true,
  ...overrides,
});

describe('booking summary', () => {
  it('says the moment at the branch, across the change to daylight saving', () => {
    expect(momentText(Date.parse('2026-11-22T22:00:00Z'), SYDNEY)).toBe('Mon 23 Nov 09:00');
    // 4 October 2026: Sydney's clocks go from 02:00 to 03:00 (UTC+10 → UTC+11).
    expect(momentText(Date.parse('2026-10-03T15:45:00Z'), SYDNEY)).toBe('Sun 4 Oct 01:45');
    expect(momentText(Date.parse('2026-10-03T16:00:00Z'), SYDNEY)).toBe('Sun 4 Oct 03:00');
    expect(momentText(Date.parse('2026-11-22T22:00:00Z'), 'Asia/Kolkata')).toBe('Mon 23 Nov 03:30');
  });

  it('names the end time alone on the same day, and the end day when it differs', () => {
    expect(rangeText(Date.parse('2026-11-22T22:00:00Z'), Date.parse('2026-11-23T00:00:00Z'), SYDNEY)).toBe('Mon 23 Nov 09:00 – 11:00');
    expect(rangeText(Date.parse('2026-11-22T22:00:00Z'), Date.parse('2026-11-24T00:00:00Z'), SYDNEY)).toBe('Mon 23 Nov 09:00 – Tue 24 Nov 11:00');
  });

  it('gives the accessible name with vehicle, driver, times and status; Deleted outranks Hidden outranks the status', () => {
    expect(bookingLabel(booking(), SYDNEY)).toBe('Booking 101: Corolla Hybrid SC-01, Dana Driver, Mon 23 Nov 09:00 – 11:00, Approved');
    expect(calendarStatusText(booking({ is_hidden: true }))).toBe('Hidden');
    expect(calendarStatusText(booking({ is_hidden: true, is_deleted: true }))).toBe('Deleted');
    expect(bookingTone(booking({ status: 'In-Progress' }))).toBe('inProgress');
    expect(bookingTone(booking({ status: 'Cancelled', is_hidden: true }))).toBe('hidden');
  });
});
