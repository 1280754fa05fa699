import { describe, expect, it } from 'vitest';
import { bookingRowActions } from './booking-actions';
import { bookingFixture, bookingsInEveryState, recurringBooking } from '../../test-support/booking-fixtures';
import { bookingStatusColour, bookingStatusText, bookingTimeText, vehicleText } from './booking-values';

describe('bookingRowActions', () => {
  it('offers View, then what the server allows, in a fixed order', () => {
    expect(bookingRowActions(bookingsInEveryState[0]!)).toEqual(['view', 'edit', 'approve', 'decline', 'extend', 'cancel', 'delete']);
    expect(bookingRowActions(bookingsInEveryState[2]!)).toEqual(['view', 'check_in', 'complete', 'extend', 'delete']);
    expect(bookingRowActions(bookingFixture({ allowed_actions: [] }))).toEqual(['view']);
    expect(bookingRowActions(bookingFixture({ allowed_actions: undefined }))).toEqual(['view']);
  });

  it('adds the series actions to a recurring booking that may be cancelled or deleted', () => {
    expect(bookingRowActions(recurringBooking)).toContain('cancel_series');
    expect(bookingRowActions(recurringBooking)).toContain('delete_series');
    expect(bookingRowActions({ ...recurringBooking, allowed_actions: ['delete'] })).toEqual(['view', 'delete', 'delete_series']);
    expect(bookingRowActions(bookingFixture())).not.toContain('cancel_series');
  });
});

describe('booking values', () => {
  it('shows Deleted over Hidden over the status, each in its colour', () => {
    const shown = bookingsInEveryState.map((booking) => bookingStatusText(booking));
    expect(shown).toEqual(['Pending Approval', 'Approved', 'In-Progress', 'Cancelled', 'Declined', 'Completed', 'Hidden', 'Deleted']);
    expect(shown.map(bookingStatusColour)).toEqual(['grey', 'green', 'brand', 'red', 'red', 'black', 'grey', 'red']);
  });

  it('shows times at the branch, daylight saving included', () => {
    expect(bookingTimeText('2026-11-22T22:00:00Z', 'Australia/Melbourne')).toBe('23/11/2026 09:00 AM');
    expect(bookingTimeText('2026-06-22T23:00:00Z', 'Australia/Melbourne')).toBe('23/06/2026 09:00 AM');
    expect(bookingTimeText({ original: null, formatted: 'as sent' }, 'Australia/Melbourne')).toBe('as sent');
  });

  it('names the vehicle with its registration', () => {
    expect(vehicleText(bookingFixture())).toBe('Toyota Corolla (ABC123)');
    expect(vehicleText(bookingFixture({ vehicle: null }))).toBe('');
  });
});
