import { bookingMessages, incidentMessages } from '@motorpool/api';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './browser';
import { journeySetup } from './journey-setup';
import { apiCall as setupCall, apiToken as setupToken } from './api-setup';
import { signIn } from './journeys';
import { waitForMessage } from './mailbox';

/*
 * Issue 19's journey: a driver checks in on a phone and reports critical
 * damage, which takes the vehicle off the road; the vehicle is shown blocked
 * in the booking form while another is offered, and the server refuses to
 * extend a booking on it; a hub manager verifies and closes the incident,
 * and the same extension goes through.
 */

const journey = journeySetup();

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
const ZONE = 'Australia/Sydney';

// Set-up the journey is not about (the trip the driver returns from, tomorrow's booking) goes straight to the API.
const apiToken = (email: string) => setupToken(journey.server.baseUrl, email);
const apiCall = (token: string, method: string, path: string, body?: unknown) => setupCall(journey.server.baseUrl, token, method, path, body);

async function read<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

/** A wall-clock time at the Sydney branches, as bookings take it: `2026-11-29T18:15`. */
function sydneyWallTime(instant: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** Saves the page as `incidents-<name>`, then asserts it is no wider than the phone. */
async function fitsAndSaved(page: Page, name: string): Promise<void> {
  await screenshot(page, `incidents-${name}`);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${name}: the page is wider than the phone`).toBeLessThanOrEqual(390);
}

type Created = { results: { pk: number; status: { status_name: string } }[] };

describe('incidents (issue 19)', () => {
  it('a driver reports critical damage at check-in, the vehicle is off the road until a manager closes the incident', async () => {
    const admin = await apiToken('admin@demo.fleet');
    const driverToken = await apiToken('driver@demo.fleet');
    const central = (await read<{ results: { pk: number; name: string }[] }>(await apiCall(admin, 'GET', 'branches/?search=Sydney%20Central'))).results.find(
      (branch) => branch.name === 'Sydney Central',
    )!;
    const fleet = await read<{ results: { pk: number; name: string }[] }>(await apiCall(admin, 'GET', `vehicles/?branch_pk=${central.pk}&page_size=60`));
    const corolla = fleet.results.find((vehicle) => vehicle.name === 'Corolla Hybrid SC-01')!;
    const profile = await read<{ employee_pk: number }>(
      await fetch(`${journey.server.baseUrl}/api/v1/accounts/user/profile/`, { headers: { authorization: `Bearer ${driverToken}` } }),
    );

    /** Books the Corolla for the driver between two wall times at the branch, approved. */
    const book = async (start: string, end: string) => {
      const body = {
        branch: { pk: central.pk },
        vehicle: { pk: corolla.pk },
        driver: { pk: profile.employee_pk },
        start_datetime: start,
        end_datetime: end,
        purpose_of_trip: 'Site visit',
      };
      const [booking] = (await read<Created>(await apiCall(driverToken, 'POST', 'bookings/', body), 201)).results;
      if (booking!.status.status_name === 'Pending Approval') await read(await apiCall(admin, 'POST', `bookings/${booking!.pk}/approve/`, { pk: booking!.pk }));
      return booking!.pk;
    };
    const quarter = 15 * 60_000;
    const tripStart = new Date(Math.ceil(Date.now() / quarter) * quarter);
    const trip = await book(sydneyWallTime(tripStart), sydneyWallTime(new Date(tripStart.getTime() + 3_600_000)));
    await read(await apiCall(driverToken, 'POST', `bookings/${trip}/check-out/`, { update_odometer: false }));
    // Tomorrow at ten, Sydney time: a booking the block will hold up.
    const tomorrow = sydneyWallTime(new Date(Date.now() + 86_400_000)).slice(0, 10);
    const later = await book(`${tomorrow}T10:00`, `${tomorrow}T12:00`);

    // On a phone, the driver checks in and asks to report a problem.
    const driver = await journey.newPage(PHONE);
    await signIn(driver, 'driver@demo.fleet');
    await driver.waitForURL('**/dashboard');
    await driver.goto(`/my-bookings?view=${trip}`);
    await driver.getByRole('group', { name: 'Booking actions' }).getByRole('button', { name: 'Check-in' }).click();
    const checkIn = driver.getByRole('dialog');
    await checkIn.getByRole('textbox', { name: /End Reading/ }).fill('18620');
    await checkIn.getByRole('checkbox', { name: 'Report damage or a problem after check-in' }).check();
    await fitsAndSaved(driver, '01-check-in');
    await checkIn.getByRole('button', { name: 'Check-in' }).click();

    // The report form knows the booking; an accident that left the car undrivable takes it off the road at once.
    await driver.waitForURL((url) => url.pathname === '/incidents' && url.searchParams.get('booking') === String(trip));
    await driver.getByRole('combobox', { name: /^Incident Type/ }).selectOption({ label: 'Accident' });
    await driver.getByRole('combobox', { name: /^Sub-type/ }).selectOption({ label: 'Not drivable' });
    await driver.getByRole('textbox', { name: /^Description/ }).fill('Reversed into a bollard in the car park: rear axle bent, the car cannot be driven.');
    await fitsAndSaved(driver, '02-report');
    // The sub-type's defaults: critical, and off the road at once.
    expect(await driver.getByRole('checkbox', { name: /^Critical/ }).isChecked()).toBe(true);
    await driver.getByRole('button', { name: 'Report', exact: true }).click();
    await driver.waitForURL((url) => url.pathname === '/incidents' && url.searchParams.has('view'));
    const incidentPk = Number(new URL(driver.url()).searchParams.get('view'));
    await driver.getByText(/^Off the road since /).waitFor();
    await fitsAndSaved(driver, '03-reported');

    // A new booking: the car shows as off the road and cannot be chosen; another car is offered.
    await driver.goto('/my-bookings/add/new');
    const blockedCar = driver.getByRole('radio', { name: /Corolla Hybrid SC-01/ });
    await blockedCar.waitFor();
    expect(await blockedCar.isDisabled()).toBe(true);
    await driver.getByText(/^Off the road: Accident — Not drivable \(INC-\d{6}\)$/).waitFor();
    expect(await driver.locator('input[type="radio"]:not([disabled])').count()).toBeGreaterThan(0);
    await fitsAndSaved(driver, '04-form-blocked');

    // Extending tomorrow's booking on the blocked car is refused with the server's title, and the dialog keeps what was chosen.
    const extend = async () => {
      await driver.goto(`/my-bookings?view=${later}`);
      await driver.getByRole('group', { name: 'Booking actions' }).getByRole('button', { name: 'Extend' }).click();
      const dialog = driver.getByRole('dialog');
      await dialog.getByRole('combobox', { name: 'New End Time' }).selectOption({ label: '01:00 PM' });
      await dialog.getByRole('button', { name: 'Extend' }).click();
      return dialog;
    };
    const refused = await extend();
    await refused.getByText(incidentMessages.vehicleBlocked).waitFor();
    await fitsAndSaved(driver, '05-extension-refused');

    // The hub manager of the car's branch finds the car off the road on its page, with the incident listed.
    const manager = await journey.newPage();
    await signIn(manager, 'hub.manager@demo.fleet');
    await manager.waitForURL('**/dashboard');
    await manager.goto(`/vehicles?view=${corolla.pk}`);
    await manager
      .getByText(/^Off the road: Accident — Not drivable/)
      .first()
      .waitFor();
    await manager
      .getByRole('table', { name: 'Incidents' })
      .getByRole('button', { name: /^Open incident INC-\d{6}$/ })
      .waitFor();
    await screenshot(manager, 'incidents-06-vehicle');

    // On the incident it sees tomorrow's booking held up, verifies and closes it.
    await manager.goto(`/incidents?view=${incidentPk}`);
    await manager
      .getByRole('heading', { name: /INC-\d{6}/ })
      .first()
      .waitFor();
    await manager
      .getByRole('listitem')
      .filter({ hasText: `Booking ${later} · Dana Driver` })
      .waitFor();
    await screenshot(manager, 'incidents-07-manager');
    const actions = manager.getByRole('group', { name: 'Incident actions' });
    await actions.getByRole('button', { name: 'Verify' }).click();
    await manager
      .locator('dt', { hasText: /^Verified$/ })
      .locator('xpath=following-sibling::dd[1]')
      .getByText('Yes')
      .waitFor();
    await actions.getByRole('button', { name: 'Close' }).click();
    const closing = manager.getByRole('dialog');
    await closing.getByRole('textbox', { name: /Resolution note/ }).fill('Towed to the workshop; axle replaced and the car inspected.');
    await closing.getByRole('textbox', { name: /Repair cost/ }).fill('1850');
    await closing.getByRole('textbox', { name: /Days off the road/ }).fill('3');
    await closing.getByRole('button', { name: 'Close incident' }).click();
    await manager
      .locator('dd', { hasText: /^Closed$/ })
      .first()
      .waitFor();
    await screenshot(manager, 'incidents-08-closed');

    // The same extension now goes through.
    await extend();
    await driver.getByText(bookingMessages.extended).waitFor();
    await fitsAndSaved(driver, '09-extended');

    // The incident blocks nothing any more, and the driver who reported it was told it is closed.
    const closedIncident = await read<{ status: string; blocked_from: string | null; reference: string }>(
      await apiCall(driverToken, 'GET', `incidents/${incidentPk}/`),
    );
    expect(closedIncident).toMatchObject({ status: 'Closed', blocked_from: null });
    await waitForMessage(journey.server.baseUrl, 'driver@demo.fleet', new RegExp(`^Your incident ${closedIncident.reference}: Closed$`));
  });
});
