import { BookingPayload } from '@motorpool/api';
import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { bookingFixture } from '../test-support/booking-fixtures';
import { rescheduledPayload } from './reschedule';

const newTimes = { start: Date.parse('2026-11-24T00:00:00Z'), end: Date.parse('2026-11-24T02:30:00Z') };

describe('rescheduledPayload', () => {
  it('sends the booking back as it is, with only the times changed, as instants', () => {
    const booking = bookingFixture({
      secondary_drivers: [{ pk: 8, name: 'Sam Second' }],
      cost_centre: { pk: 5, name: 'Operations' },
      destination: { pk: 22 },
      manager: 'maya@example.test',
      address: '1 Harbour St',
      location: { coordinates: [144.94, -37.81] },
      address_features: { landmark: 'Gate 2' },
      extra_data: { estimated_cost: 120, flight: 'QF1' },
      booking_tags: [{ tag_group_name: 'Project', value: 'Apollo' }],
      reason_for_change: 'Moved last week',
      is_overnight: true,
      is_hidden: true,
    });
    const payload = rescheduledPayload(booking, newTimes);
    expect(payload).toEqual({
      pk: 101,
      vehicle: { pk: 31 },
      branch: { pk: 21 },
      driver: { pk: 7 },
      secondary_drivers: [{ pk: 8 }],
      start_datetime: '2026-11-24T00:00:00.000Z',
      end_datetime: '2026-11-24T02:30:00.000Z',
      purpose_of_trip: 'Site visit',
      booking_type: 'Business',
      cost_centre: { pk: 5 },
      destination: { pk: 22 },
      manager: 'maya@example.test',
      address: '1 Harbour St',
      location: { coordinates: [144.94, -37.81] },
      address_features: { landmark: 'Gate 2' },
      extra_data: { estimated_cost: 120, flight: 'QF1' },
    });
    // What the server keeps or works out itself is not sent, so a move cannot change it.
    expect(payload).not.toHaveProperty('booking_tags');
    expect(payload).not.toHaveProperty('reason_for_change');
    expect(payload).not.toHaveProperty('is_overnight');
    expect(payload).not.toHaveProperty('is_hidden');
    expect(is(payload, BookingPayload)).toBe(true);
  });

  it('sends what the booking lacks as empty or null, inventing nothing', () => {
    const payload = rescheduledPayload(bookingFixture({ secondary_drivers: undefined, purpose_of_trip: null, location: { coordinates: undefined } }), newTimes);
    expect(payload).toMatchObject({ secondary_drivers: [], purpose_of_trip: null, cost_centre: null, destination: null, location: null, address: null });
    expect(is(payload, BookingPayload)).toBe(true);
  });

  it('refuses a booking without a vehicle or driver rather than send one the server would read as a change', () => {
    expect(() => rescheduledPayload(bookingFixture({ driver: null }), newTimes)).toThrow('Booking 101 has no vehicle or driver to keep');
  });
});
