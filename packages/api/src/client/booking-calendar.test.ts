import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './create-client';
import { MotorpoolApiError } from './errors';

const answer = {
  branch_timezone: 'Australia/Sydney',
  window: { from: '2026-04-05T14:00:00.000Z', to: '2026-04-12T14:00:00.000Z' },
  vehicles: [{ pk: 3, name: 'Corolla', registrations_num: 'DK42QE', vehicle_class: 'C', branch_pk: 2, added_later: true }],
  bookings: [
    {
      pk: 9,
      vehicle_pk: 3,
      branch_pk: 2,
      start: '2026-04-06T23:00:00.000Z',
      end: '2026-04-07T01:00:00.000Z',
      status: 'Approved',
      is_hidden: false,
      is_deleted: false,
      driver_name: 'Dana Driver',
      vehicle_name: 'Corolla',
      editable: true,
    },
  ],
  truncated: false,
};

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('tfm.getBookingCalendar', () => {
  it('asks booking-calendar/ for the window and place, and accepts fields a newer server adds', async () => {
    const fetch = vi.fn(async () => json(answer));
    const client = createApiClient({ apiBase: 'https://fleet.example', fetch });
    const calendar = await client.tfm.getBookingCalendar({ from: '2026-04-06', to: '2026-04-13', hub_pk: 1 });
    expect(calendar.bookings[0]?.editable).toBe(true);
    const [request] = fetch.mock.calls[0] as unknown as [Request | string];
    const url = new URL(typeof request === 'string' ? request : request.url);
    expect(url.pathname).toBe('/api/v1/tfm/booking-calendar/');
    expect(['from', 'to', 'hub_pk', 'branch_pk'].map((name) => url.searchParams.get(name))).toEqual(['2026-04-06', '2026-04-13', '1', null]);
  });

  it('refuses an answer that is not a calendar', async () => {
    const client = createApiClient({ fetch: vi.fn(async () => json({ ...answer, bookings: [{ ...answer.bookings[0], status: 'Lost' }] })) });
    await expect(client.tfm.getBookingCalendar({ from: '2026-04-06', to: '2026-04-13', branch_pk: 2 })).rejects.toBeInstanceOf(MotorpoolApiError);
  });
});
