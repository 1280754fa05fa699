import { describe, expect, it } from 'vitest';
import { newBookingPath, newBookingPrefill } from './new-booking-query';

const slot = { start: Date.parse('2026-11-23T22:00:00Z'), end: Date.parse('2026-11-23T23:00:00Z'), branchPk: 3 };

describe('new booking query', () => {
  it('carries a picked slot to the booking form and back as its prefill', () => {
    const path = newBookingPath({ ...slot, vehiclePk: 7 });
    expect(path).toBe('/bookings/add/new?vehicle=7&branch=3&start=2026-11-23T22%3A00%3A00.000Z&end=2026-11-23T23%3A00%3A00.000Z');
    expect(newBookingPrefill(new URL(path, 'http://portal.test').searchParams)).toEqual({
      branchPk: 3,
      vehiclePk: 7,
      start: '2026-11-23T22:00:00.000Z',
      end: '2026-11-23T23:00:00.000Z',
    });
  });

  it('leaves the vehicle out of a time-grid slot, which has none', () => {
    expect(newBookingPath({ ...slot, vehiclePk: null })).not.toContain('vehicle=');
  });

  it('takes instants with their offset and positive whole pks only', () => {
    const prefill = (text: string) => newBookingPrefill(new URLSearchParams(text));
    expect(prefill('start=2026-11-23T09:00:00%2B11:00&end=2026-11-23T10:00Z')).toEqual({ start: '2026-11-23T09:00:00+11:00', end: '2026-11-23T10:00Z' });
    expect(prefill('vehicle=0&branch=-1&start=2026-11-23T09:00&end=tomorrow')).toBeUndefined();
    expect(prefill('vehicle=7.5&branch=3x&start=2026-13-45T09:00:00Z')).toBeUndefined();
    expect(prefill('branch=3&vehicle=abc')).toEqual({ branchPk: 3 });
    expect(prefill('')).toBeUndefined();
  });
});
