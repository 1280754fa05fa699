import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages, messages } from '@motorpool/api';
import { issueLinkToken, LINK_LIFETIME_MS } from '../src/security/link-tokens';
import { OTP_LIFETIME_MS } from '../src/security/one-time-codes';
import { loadSigningKey } from '../src/security/signing-key';
import { createHarness, type Harness } from './harness';
import { branchIdOf, hoursFromNow, memberOf, seedBooking, seedVehicle } from './booking-fixtures';
import { movableClock } from './movable-clock';
import { DEMO_FLEET, errorsOf, latestCode, publicCall, TFM } from './sign-up-flow';

const MINUTE = 60_000;
const VERIFY_TOKEN = '/api/v1/accounts/user/verify-token/';

/** Every expiry and window below is judged by the harness clock: the tests move it and never wait. */
const clock = movableClock(new Date('2026-06-01T08:00:00Z'));
let harness: Harness;

beforeAll(async () => {
  harness = await createHarness({ clock, env: { REGISTRATION_ENABLED: 'true', TRUST_PROXY: 'true' } });
});
afterAll(() => harness.close());

async function sendSignUpCode(email: string): Promise<string> {
  expect((await publicCall(harness, 'POST', '/token/create/', { body: { email, name: 'New Driver' } })).status).toBe(200);
  return latestCode(harness, email);
}

const verifySignUpCode = (email: string, token: string) => publicCall(harness, 'POST', '/token/verify/', { body: { email, token } });

describe('one-time codes and links expire by the app clock', () => {
  it('takes a sign-up code until its lifetime has passed on the clock, and refuses it after', async () => {
    const inTime = await sendSignUpCode('in-time@example.com');
    clock.advance(OTP_LIFETIME_MS - MINUTE);
    expect((await verifySignUpCode('in-time@example.com', inTime)).status).toBe(200);

    const late = await sendSignUpCode('late@example.com');
    clock.advance(OTP_LIFETIME_MS + 1000);
    const refused = await verifySignUpCode('late@example.com', late);
    expect(refused.status).toBe(400);
    expect((await errorsOf(refused)).title).toBe(messages.otp.invalid);
  });

  it('reads a reset link as live within its hour on the clock and dead after it', async () => {
    const { userId } = await memberOf(harness.db, DEMO_FLEET, 'driver@demo.fleet');
    const token = await issueLinkToken(harness.db, await loadSigningKey(harness.db, null), { purpose: 'password_reset', userId }, clock());
    const check = () => harness.call('POST', VERIFY_TOKEN, { body: { type: 'password_reset', token } });

    clock.advance(LINK_LIFETIME_MS.password_reset - MINUTE);
    expect((await check()).status).toBe(200);
    clock.advance(2 * MINUTE);
    const expired = await check();
    expect(expired.status).toBe(400);
    expect((await errorsOf(expired)).title).toBe(messages.resetPassword.failure);
  });
});

describe('booking windows are judged by the app clock', () => {
  it('opens check-out 30 minutes before the start as the clock reaches it', async () => {
    const parramatta = await branchIdOf(harness.db, DEMO_FLEET, 'Parramatta');
    const driver = await memberOf(harness.db, DEMO_FLEET, 'driver@demo.fleet');
    const start = hoursFromNow(2, clock().getTime());
    const row = await seedBooking(harness.db, {
      organisationId: DEMO_FLEET,
      branchId: parramatta,
      vehicleId: (await seedVehicle(harness.db, { organisationId: DEMO_FLEET, branchId: parramatta })).id,
      driverId: driver.extensionId,
      startAt: start,
      endAt: new Date(start.getTime() + 2 * 60 * MINUTE),
      status: 'Approved',
    });
    const token = await harness.login('driver@demo.fleet');
    const checkOut = () => harness.call('POST', `${TFM}/bookings/${row.id}/check-out/`, { token, body: {}, organisation: DEMO_FLEET });

    const early = await checkOut();
    expect(early.status).toBe(400);
    expect((await errorsOf(early)).title).toBe('Check-out opens 30 minutes before the booking starts');

    clock.advance(90 * MINUTE);
    const opened = await checkOut();
    expect(opened.status).toBe(200);
    expect(await opened.json()).toEqual({ message: bookingMessages.checkedOut, status: 'In-Progress' });
  });
});
