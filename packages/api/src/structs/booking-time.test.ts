import { describe, expect, it } from 'vitest';
import { bookingDayCount, isBookingDateTime, parseBookingDateTime } from './booking-time';
import { toWallTime } from './wall-clock';

describe('booking times', () => {
  it('accepts instants and wall-clock times that name real dates', () => {
    expect(isBookingDateTime('2026-11-23T09:00')).toBe(true);
    expect(isBookingDateTime('2026-11-23T09:00:00.000Z')).toBe(true);
    expect(isBookingDateTime('2026-11-23T09:00+10:00')).toBe(true);
  });

  it('refuses dates and times that roll over or are malformed', () => {
    for (const value of ['2027-02-30T09:00', '2026-11-23T25:00', '2026-11-23T09:60', '2026-13-01T09:00', '23/11/2026 09:00', '2026-11-23']) {
      expect(isBookingDateTime(value), value).toBe(false);
    }
  });

  it('reads wall-clock times in the branch zone, keeping 09:00 local across a daylight-saving change', () => {
    // Sydney leaves daylight saving on Sunday 5 April 2026: UTC+11 before, UTC+10 after.
    expect(parseBookingDateTime('2026-04-03T09:00', 'Australia/Sydney').toISOString()).toBe('2026-04-02T22:00:00.000Z');
    expect(parseBookingDateTime('2026-04-10T09:00', 'Australia/Sydney').toISOString()).toBe('2026-04-09T23:00:00.000Z');
    expect(toWallTime('2026-04-09T23:00:00.000Z', 'Australia/Sydney')).toBe('2026-04-10T09:00');
  });

  it('counts days as end date minus start date at the branch', () => {
    expect(bookingDayCount('2026-11-23T09:00:00Z', '2026-11-23T17:00:00Z', 'UTC')).toBe(0);
    // 23:00 UTC is already the next day in Sydney.
    expect(bookingDayCount('2026-11-23T01:00:00Z', '2026-11-23T23:00:00Z', 'Australia/Sydney')).toBe(1);
  });
});
