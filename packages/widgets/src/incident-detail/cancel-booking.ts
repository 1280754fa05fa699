import { bookingCalls, bookingMessages, type Requester } from '@motorpool/api';

/**
 * Cancels a booking the incident holds up, through the booking's own cancel
 * call (the driver hears of it as of any cancel); answers the toast. Loaded
 * when first used: the booking calls and their structs would otherwise be a
 * tenth of the detail's script.
 */
export async function cancelHeldBooking(request: Requester, pk: number, reason: string): Promise<string> {
  const answer = await bookingCalls(request).cancelBooking(pk, { pk, reason });
  return answer.message || bookingMessages.cancelled;
}
