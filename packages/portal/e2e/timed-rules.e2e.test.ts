import { toWallTime } from '@motorpool/api';
import { describe, expect, it } from 'vitest';
import { apiCall, apiToken } from './api-setup';
import { screenshot } from './browser';
import { journeySetup } from './journey-setup';
import { signIn } from './journeys';
import { waitForMessage } from './mailbox';

// The server's clock moves through its test controls; the journey never waits for real time to pass.
const journey = journeySetup({ env: { TEST_CONTROLS: 'true' } });
const SYDNEY = 'Australia/Sydney';
const MINUTE = 60_000;

/** The quarter hour at least `minutes` from now, and its Sydney wall time as the booking form sends it. */
function quarterHourIn(minutes: number): { at: Date; wall: string } {
  const at = new Date(Math.ceil((Date.now() + minutes * MINUTE) / (15 * MINUTE)) * 15 * MINUTE);
  return { at, wall: toWallTime(at, SYDNEY).slice(0, 16) };
}

async function json<T>(response: Response, status = 200): Promise<T> {
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

describe('the clock acts on bookings', () => {
  it('cancels a booking nobody checked out, frees the vehicle, and tells the driver in the bell and by email in the organisation’s wording', async () => {
    const { baseUrl } = journey.server;

    // The administrator words the cancellation their own way first, in the template editor.
    const editor = await journey.newPage();
    await signIn(editor, 'admin@demo.fleet');
    await editor.waitForURL('**/dashboard');
    await editor.goto('/notification-templates');
    await editor.getByRole('link', { name: 'Booking cancelled' }).click();
    await editor.waitForURL('**/notification-templates/booking_cancelled');
    const subject = editor.getByLabel('Subject', { exact: true });
    await subject.fill('Released: {{ vehicle }} for {{ nickname }}');
    await editor.getByRole('button', { name: 'Save' }).click();
    // A variable the message does not have is refused under its field, and the draft stays.
    await editor.getByText('{{ nickname }} is not a variable of this message', { exact: false }).waitFor();
    expect(await subject.inputValue()).toContain('{{ nickname }}');
    await subject.fill('Released: {{ vehicle }} from {{ start }}');
    await editor.getByLabel('Bell text').fill('Your booking of <b>{{ vehicle }}</b> was released: {{ reason }}');
    await editor.getByRole('button', { name: 'Preview' }).click();
    await editor.getByText('Released: Toyota Corolla (ABC-123) from 02/12/2026 09:00 AM').waitFor();
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.getByText('Booking cancelled template saved.').waitFor();
    await screenshot(editor, 'timed-rules-00-template-edited');

    const admin = await apiToken(baseUrl, 'admin@demo.fleet');
    const settings = await json<{ rules: Record<string, unknown> }>(await apiCall(baseUrl, admin, 'GET', 'booking-settings/'));
    const rules = { ...settings.rules, auto_cancel_minutes: 30, allow_public_holidays: true, allow_weekends: true };
    await json(await apiCall(baseUrl, admin, 'PUT', 'booking-settings/', { branch_pk: null, rules }));

    const driverToken = await apiToken(baseUrl, 'driver@demo.fleet');
    const branches = await json<{ results: { pk: number; name: string }[] }>(await apiCall(baseUrl, driverToken, 'GET', 'branches/?search=Sydney%20Central'));
    const central = branches.results.find((branch) => branch.name === 'Sydney Central')!;
    const vehicles = await json<{ results: { pk: number; name: string }[] }>(await apiCall(baseUrl, admin, 'GET', 'vehicles/?search=SC-01'));
    const corolla = vehicles.results.find((vehicle) => vehicle.name === 'Corolla Hybrid SC-01')!;
    const drivers = await json<{ results: { pk: number }[] }>(await apiCall(baseUrl, driverToken, 'GET', 'drivers/?search=driver@demo.fleet'));
    const start = quarterHourIn(120);
    const end = quarterHourIn(180);
    const created = await json<{ results: { pk: number; status: { status_name: string } }[] }>(
      await apiCall(baseUrl, driverToken, 'POST', 'bookings/', {
        branch: { pk: central.pk },
        vehicle: { pk: corolla.pk },
        driver: { pk: drivers.results[0]!.pk },
        start_datetime: start.wall,
        end_datetime: end.wall,
      }),
      201,
    );
    const booking = created.results[0]!;
    expect(booking.status.status_name).toBe('Approved');

    const driver = await journey.newPage();
    await signIn(driver, 'driver@demo.fleet');
    await driver.waitForURL('**/dashboard');
    await driver.goto('/my-bookings');
    const row = driver.getByRole('table').first().getByRole('row').filter({ hasText: 'Corolla Hybrid SC-01' });
    await row.filter({ hasText: 'Approved' }).waitFor();

    // Nobody checks the car out: the server's clock passes the start by a minute more than the auto-cancel minutes.
    const advance = Math.ceil((start.at.getTime() + 31 * MINUTE - Date.now()) / MINUTE);
    const moved = await fetch(`${baseUrl}/api/v1/test-controls/clock/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advance_minutes: advance }),
    });
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as { jobs_run: number }).jobs_run).toBeGreaterThan(0);

    await driver.reload();
    await row.filter({ hasText: 'Cancelled' }).waitFor();
    const bell = driver.getByRole('button', { name: /^Notifications, [1-9]\d* unread/ });
    await bell.click();
    await driver
      .getByRole('dialog')
      .getByText(/^Your booking of Corolla Hybrid SC-01 .* was released: Not checked out in time/)
      .first()
      .waitFor();
    await screenshot(driver, 'timed-rules-01-auto-cancelled');
    const message = await waitForMessage(baseUrl, 'driver@demo.fleet', /^Released: Corolla Hybrid/);
    expect(message.text).toContain('Not checked out in time');
    expect(message.text).toContain('/profile/general-details#notification-preferences');

    // The calendar shows the booking cancelled, so nothing holds the car in those hours.
    await driver.goto(`/bookings-calendar-view?view=day&date=${start.wall.slice(0, 10)}&branch=${central.pk}`);
    await driver.getByRole('button', { name: new RegExp(`^Booking ${booking.pk}: Corolla Hybrid SC-01.*Cancelled`) }).waitFor();
    await screenshot(driver, 'timed-rules-02-calendar');

    // The vehicle is free again for the same hours.
    const search = await json<{ results: { pk: number }[] }>(
      await apiCall(
        baseUrl,
        admin,
        'GET',
        `vehicle-search/?${new URLSearchParams({ branch_pk: String(central.pk), start_datetime: start.wall, end_datetime: end.wall, driver_pk: String(drivers.results[0]!.pk) })}`,
      ),
    );
    expect(search.results.map((vehicle) => vehicle.pk)).toContain(corolla.pk);
  });
});
