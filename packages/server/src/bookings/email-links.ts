import { createHmac, timingSafeEqual } from 'node:crypto';
import { bookingMessages } from '@motorpool/api';
import { HttpError } from '../http/errors';

export const BOOKING_LINK_ACTIONS = ['approve', 'decline'] as const;
export type BookingLinkAction = (typeof BOOKING_LINK_ACTIONS)[number];

/** How long an emailed approve/decline link works. */
export const BOOKING_LINK_DAYS = 7;

function mac(key: Buffer, pk: number, action: BookingLinkAction, expiresAtSeconds: number): Buffer {
  // A purpose prefix keeps these signatures apart from every other use of the signing key.
  return createHmac('sha256', key).update(`booking-link:${pk}:${action}:${expiresAtSeconds}`).digest();
}

/** `<expiry seconds>.<hmac>`: the expiry travels in the link, and the HMAC over booking, action and expiry stops any change to it. */
export function signBookingLink(key: Buffer, pk: number, action: BookingLinkAction, now: Date): string {
  const expiresAtSeconds = Math.floor(now.getTime() / 1000) + BOOKING_LINK_DAYS * 24 * 60 * 60;
  return `${expiresAtSeconds}.${mac(key, pk, action, expiresAtSeconds).toString('base64url')}`;
}

/** The page the approval email opens (spec §2 /booking/action). */
export function bookingActionUrl(publicUrl: string, key: Buffer, pk: number, action: BookingLinkAction, now: Date): string {
  const signature = signBookingLink(key, pk, action, now);
  return `${publicUrl}/booking/action?pk=${pk}&signature=${encodeURIComponent(signature)}&action=${action}`;
}

/**
 * The link's expiry when it is genuine and current; otherwise the spec §8
 * title: 'This link is not valid.' for anything altered or malformed,
 * 'This link has expired…' for a genuine one past its time.
 */
export function checkBookingLink(key: Buffer, pk: number, action: string, signature: string, now: Date): Date {
  const invalid = new HttpError(403, bookingMessages.linkInvalid);
  if (!(BOOKING_LINK_ACTIONS as readonly string[]).includes(action)) throw invalid;
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(signature);
  if (!match?.[1] || !match[2]) throw invalid;
  const expiresAtSeconds = Number(match[1]);
  const expected = mac(key, pk, action as BookingLinkAction, expiresAtSeconds);
  const given = Buffer.from(match[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid;
  const expiresAt = new Date(expiresAtSeconds * 1000);
  if (!(expiresAt > now)) throw new HttpError(410, bookingMessages.linkExpired);
  return expiresAt;
}
