import { eq } from 'drizzle-orm';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingEvaluation, bookingMessages } from '@motorpool/api';
import { bookingAudits, notifications } from '../src/db/schema';
import { signBookingLink } from '../src/bookings/email-links';
import { notifyBookingEvent } from '../src/bookings/notify';
import { anonymousScope, findOrganisation } from '../src/registration/public-organisation';
import { loadSigningKey } from '../src/security/signing-key';
import { createMailer } from '../src/mail/mailer';
import { readConfig } from '../src/config';
import { createHarness, type Harness } from './harness';
import { bookingRow, branchIdOf, hoursFromNow, memberOf, seedBooking, seedVehicle } from './booking-fixtures';
import { DEMO_FLEET, errorsOf, someAddress, TFM } from './sign-up-flow';
import { systemClock } from '../src/clock';

let harness: Harness;
let key: Buffer;
let parramatta: number;
let driverId: number;

const publicCall = (method: string, path: string, body?: unknown) =>
  harness.call(method, `${TFM}${path}`, { body, headers: { 'x-forwarded-for': someAddress() } });

async function pending() {
  const vehicle = await seedVehicle(harness.db, { organisationId: DEMO_FLEET, branchId: parramatta });
  const start = hoursFromNow(30);
  return seedBooking(harness.db, {
    organisationId: DEMO_FLEET,
    branchId: parramatta,
    vehicleId: vehicle.id,
    driverId,
    startAt: start,
    endAt: new Date(start.getTime() + 3600_000),
    status: 'Pending Approval',
  });
}

/** The approve and decline links of the approval email the branch manager got, read from the outbox. */
async function emailedLinks(bookingId: number) {
  const organisation = await findOrganisation(harness.db, DEMO_FLEET);
  if (!organisation) throw new Error('no demo organisation');
  const config = readConfig({});
  const mailer = createMailer({ smtpUrl: null, from: config.mailFrom, clock: systemClock, log: () => {} });
  await notifyBookingEvent(
    harness.db,
    { scope: anonymousScope(organisation), mailer, signingKey: key, config, now: new Date() },
    'created',
    await bookingRow(harness.db, bookingId),
  );
  const message = await harness.lastMessageTo('branch.manager@demo.fleet');
  expect(message?.template).toBe('booking_approval_request');
  const urls = [...(message?.text ?? '').matchAll(/https?:\/\/\S+\/booking\/action\?\S+/g)].map((match) => new URL(match[0]));
  const byAction = new Map(urls.map((url) => [url.searchParams.get('action'), url]));
  const approve = byAction.get('approve');
  const decline = byAction.get('decline');
  if (!approve || !decline) throw new Error('approval email lacks its links');
  expect(approve.searchParams.get('pk')).toBe(String(bookingId));
  return { approve: approve.searchParams.get('signature') ?? '', decline: decline.searchParams.get('signature') ?? '' };
}

beforeAll(async () => {
  harness = await createHarness();
  key = await loadSigningKey(harness.db, null);
  parramatta = await branchIdOf(harness.db, DEMO_FLEET, 'Parramatta');
  driverId = (await memberOf(harness.db, DEMO_FLEET, 'driver@demo.fleet')).extensionId;
});
afterAll(() => harness.close());

describe('emailed approve / decline links (spec §2 /booking/action, §4, §8)', () => {
  it('the approval email carries signed links; GET shows the booking and changes nothing; POST approves without a session', async () => {
    const booking = await pending();
    const links = await emailedLinks(booking.id);
    for (let scan = 0; scan < 3; scan += 1) {
      const shown = await publicCall('GET', `/booking/${booking.id}/evaluate/approve/?signature=${encodeURIComponent(links.approve)}`);
      expect(shown.status).toBe(200);
      const body = (await shown.json()) as BookingEvaluation;
      assert(body, BookingEvaluation);
      expect(body).toMatchObject({ pk: booking.id, action: 'approve', status: 'Pending Approval', branch: 'Parramatta', driver: 'Dana Driver' });
    }
    expect((await bookingRow(harness.db, booking.id)).status).toBe('Pending Approval');

    const approved = await publicCall('POST', `/booking/${booking.id}/evaluate/`, { pk: booking.id, signature: links.approve, action: 'approve' });
    expect(approved.status).toBe(200);
    expect(await approved.json()).toEqual({ message: bookingMessages.approved, status: 'Approved' });
    const [audit] = await harness.db.select().from(bookingAudits).where(eq(bookingAudits.bookingId, booking.id));
    expect(audit).toMatchObject({ action: 'approve', actorUserId: null, changes: { via: 'email link' } });
    const driverUser = (await memberOf(harness.db, DEMO_FLEET, 'driver@demo.fleet')).userId;
    const bell = await harness.db.select().from(notifications).where(eq(notifications.userId, driverUser));
    expect(bell.some((item) => item.text.includes('A booking was approved'))).toBe(true);

    // A used link: the booking is no longer waiting.
    const reused = await publicCall('POST', `/booking/${booking.id}/evaluate/`, { pk: booking.id, signature: links.approve, action: 'approve' });
    expect(reused.status).toBe(409);
    expect((await errorsOf(reused)).title).toBe('A booking that is Approved cannot be approved.');
  });

  it('decline needs a reason, then declines', async () => {
    const booking = await pending();
    const links = await emailedLinks(booking.id);
    const missing = await publicCall('POST', `/booking/${booking.id}/evaluate/`, { pk: booking.id, signature: links.decline, action: 'decline' });
    expect(missing.status).toBe(400);
    expect((await errorsOf(missing)).title).toBe(bookingMessages.reasonRequired);
    const declined = await publicCall('POST', `/booking/${booking.id}/evaluate/`, {
      pk: booking.id,
      signature: links.decline,
      action: 'decline',
      reason: 'Vehicle needed elsewhere',
    });
    expect(await declined.json()).toEqual({ message: bookingMessages.declined, status: 'Declined' });
    expect(await bookingRow(harness.db, booking.id)).toMatchObject({ status: 'Declined' });
  });

  it('a tampered link, a link for another action or booking, and an expired link are refused and change nothing', async () => {
    const booking = await pending();
    const other = await pending();
    const signature = signBookingLink(key, booking.id, 'approve', new Date());
    const [expiry, mac] = signature.split('.');
    const cases = [`${Number(expiry) + 60}.${mac}`, `${expiry}.${mac?.slice(0, -2)}AA`, 'garbage', signBookingLink(key, other.id, 'approve', new Date())];
    for (const forged of cases) {
      const shown = await publicCall('GET', `/booking/${booking.id}/evaluate/approve/?signature=${encodeURIComponent(forged)}`);
      expect((await errorsOf(shown)).title).toBe(bookingMessages.linkInvalid);
      const acted = await publicCall('POST', `/booking/${booking.id}/evaluate/`, { pk: booking.id, signature: forged, action: 'approve' });
      expect(acted.status).toBe(403);
      expect((await errorsOf(acted)).title).toBe(bookingMessages.linkInvalid);
    }
    const wrongAction = await publicCall('POST', `/booking/${booking.id}/evaluate/`, { pk: booking.id, signature, action: 'decline', reason: 'x' });
    expect((await errorsOf(wrongAction)).title).toBe(bookingMessages.linkInvalid);

    const expired = signBookingLink(key, booking.id, 'approve', new Date(Date.now() - 8 * 24 * 3600_000));
    const late = await publicCall('POST', `/booking/${booking.id}/evaluate/`, { pk: booking.id, signature: expired, action: 'approve' });
    expect(late.status).toBe(410);
    expect((await errorsOf(late)).title).toBe(bookingMessages.linkExpired);
    expect((await bookingRow(harness.db, booking.id)).status).toBe('Pending Approval');
  });

  it('a link for a booking that does not exist answers 404 only once its signature holds', async () => {
    const missing = await publicCall(
      'GET',
      `/booking/987654/evaluate/approve/?signature=${encodeURIComponent(signBookingLink(key, 987654, 'approve', new Date()))}`,
    );
    expect(missing.status).toBe(404);
    expect((await errorsOf(missing)).title).toBe(bookingMessages.notFound);
  });
});
