/** What an emailed link carries (spec §2 `/booking/action?pk&signature&action`). */
export type BookingLink = { pk: number; signature: string; action: 'approve' | 'decline' };

/** The link's query values, or null when they cannot be a link: then the server is not asked at all. */
export function bookingLinkOf(pk: unknown, signature: unknown, action: unknown): BookingLink | null {
  const text = typeof pk === 'number' ? String(pk) : typeof pk === 'string' ? pk.trim() : '';
  if (!/^\d{1,15}$/.test(text) || Number(text) <= 0) return null;
  if (typeof signature !== 'string' || signature.trim() === '') return null;
  if (action !== 'approve' && action !== 'decline') return null;
  return { pk: Number(text), signature: signature.trim(), action };
}
