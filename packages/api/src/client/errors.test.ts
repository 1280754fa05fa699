import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './create-client';
import { MotorpoolApiError } from './errors';

describe('MotorpoolApiError of a bulk call that changed nothing', () => {
  it("carries each item's reason from errors.items", async () => {
    const body = {
      errors: {
        title: 'None of the 2 bookings was cancelled',
        items: [
          { pk: 7, reason: 'A booking that is Completed cannot be cancelled.' },
          { pk: 9, reason: 'Booking not found.' },
        ],
      },
    };
    const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 409, headers: { 'content-type': 'application/json' } }));
    const client = createApiClient({ fetch });
    const error = await client.tfm.bulkCancel({ booking_pks: [7, 9], reason: 'Recall' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MotorpoolApiError);
    expect(error).toMatchObject({ status: 409, title: 'None of the 2 bookings was cancelled', items: body.errors.items });
  });

  it('has no items where the server sent none, or sent them malformed', () => {
    expect(MotorpoolApiError.fromResponse(400, { errors: { title: 'Reason is required' } }).items).toEqual([]);
    expect(MotorpoolApiError.fromResponse(409, { errors: { title: 'x', items: [{ pk: '7', reason: 1 }, 'y'] } }).items).toEqual([]);
  });
});
