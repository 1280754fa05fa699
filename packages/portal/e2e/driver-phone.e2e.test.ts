import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './browser';
import { journeySetup } from './journey-setup';
import { apiCall as setupCall, apiToken as setupToken } from './api-setup';
import { signIn } from './journeys';

/*
 * A driver books, checks out and checks in on a 390 × 844 touch phone
 * (issue 17): My Bookings reached from the navigation drawer, the booking
 * form, and the check-out and check-in dialogs with their odometer readings,
 * none of them wider than the phone; each screen is saved to be looked at.
 */

const journey = journeySetup();

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };

// Set-up the journey is not about (finding the new booking, approving it) goes straight to the API.
const apiToken = (email: string) => setupToken(journey.server.baseUrl, email);
const apiCall = (token: string, method: string, path: string, body?: unknown) => setupCall(journey.server.baseUrl, token, method, path, body);

/** Asserts the page is no wider than the phone, then saves it as `driver-phone-<name>`. */
async function fitsAndSaved(page: Page, name: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${name}: the page is wider than the phone`).toBeLessThanOrEqual(390);
  await screenshot(page, `driver-phone-${name}`);
}

describe('a driver on a phone (issue 17)', () => {
  it('opens My Bookings from the drawer, books a vehicle, checks out and in with odometer readings, never scrolling sideways', async () => {
    const driver = await journey.newPage(PHONE);
    await signIn(driver, 'driver@demo.fleet');
    await driver.waitForURL('**/dashboard');

    // The navigation is a drawer on a phone; My Bookings may sit in a closed group.
    await driver.getByRole('button', { name: 'Menu' }).click();
    const drawer = driver.getByRole('dialog', { name: 'Menu' });
    const myBookings = drawer.getByRole('link', { name: 'My Bookings' });
    await drawer.getByRole('navigation', { name: 'Main' }).getByRole('link').first().waitFor();
    for (let opened = 0; opened < 10 && (await myBookings.count()) === 0; opened += 1) {
      await drawer.locator('button[aria-expanded="false"]').first().click();
    }
    await fitsAndSaved(driver, '01-drawer');
    await myBookings.click();
    await driver.waitForURL((url) => url.pathname === '/my-bookings');
    await drawer.waitFor({ state: 'hidden' });
    await driver.getByRole('heading', { level: 1, name: 'My Bookings' }).waitFor();
    await driver.getByText('No bookings', { exact: false }).first().waitFor();
    await fitsAndSaved(driver, '02-my-bookings');

    // The page's one action stays in the heading bar rather than in a menu.
    await driver.getByRole('link', { name: 'New Booking' }).click();
    await driver.waitForURL('**/my-bookings/add/new');
    const vehicle = driver.getByRole('radio', { name: /Corolla Hybrid SC-01/ });
    await vehicle.waitFor();
    await fitsAndSaved(driver, '03-booking-form');
    await vehicle.check();
    await driver.getByRole('textbox', { name: /^Purpose of Trip/ }).fill('Client visit in Parramatta');
    await fitsAndSaved(driver, '04-booking-form-filled');
    await driver.getByRole('button', { name: 'Save', exact: true }).click();
    await driver.waitForURL((url) => url.pathname === '/my-bookings');

    // The new booking is the driver's newest; an approver approves it through the API if the branch asks for that.
    const driverToken = await apiToken('driver@demo.fleet');
    const mine = (await (await apiCall(driverToken, 'GET', 'my-bookings/?page_size=100')).json()) as { results: { pk: number; status: string }[] };
    const booking = mine.results.reduce((newest, candidate) => (candidate.pk > newest.pk ? candidate : newest));
    if (booking.status === 'Pending Approval') {
      const approved = await apiCall(await apiToken('admin@demo.fleet'), 'POST', `bookings/${booking.pk}/approve/`, { pk: booking.pk });
      expect(approved.status).toBe(200);
      await driver.reload();
    }

    // On a phone the bookings are cards, each with its actions in one menu.
    const actions = driver.getByRole('button', { name: `Actions for booking ${booking.pk}` });
    const card = driver.getByRole('listitem').filter({ has: actions });
    await card.filter({ hasText: 'Approved' }).waitFor();
    await fitsAndSaved(driver, '05-booked');

    await actions.click();
    await driver
      .getByRole('menu', { name: `Actions for booking ${booking.pk}` })
      .getByRole('menuitem', { name: 'Check-out' })
      .click();
    const checkOut = driver.getByRole('dialog');
    await checkOut.getByRole('checkbox', { name: 'Update Odometer' }).check();
    const startReading = checkOut.getByRole('textbox', { name: /Start Reading/ });
    // A number pad, not the full keyboard, for a reading.
    expect(await startReading.getAttribute('inputmode')).toBe('numeric');
    await startReading.fill('18500');
    await fitsAndSaved(driver, '06-check-out');
    // The dialog's backdrop covers the whole phone, so nothing behind it can be tapped by mistake.
    const headerUncovered = await driver.evaluate(() => Boolean(document.elementFromPoint(195, 30)?.closest('header')));
    expect(headerUncovered, 'the header is not covered by the dialog').toBe(false);
    await checkOut.getByRole('button', { name: 'Check-out' }).click();
    await card.filter({ hasText: 'In-Progress' }).waitFor();
    await fitsAndSaved(driver, '07-in-progress');

    await actions.click();
    await driver
      .getByRole('menu', { name: `Actions for booking ${booking.pk}` })
      .getByRole('menuitem', { name: 'Check-in' })
      .click();
    const checkIn = driver.getByRole('dialog');
    const endReading = checkIn.getByRole('textbox', { name: /End Reading/ });
    expect(await endReading.getAttribute('inputmode')).toBe('numeric');
    await endReading.fill('18542');
    await fitsAndSaved(driver, '08-check-in');
    await checkIn.getByRole('button', { name: 'Check-in' }).click();
    await card.filter({ hasText: 'Completed' }).waitFor();
    await fitsAndSaved(driver, '09-completed');

    const vehicles = (await (await apiCall(await apiToken('admin@demo.fleet'), 'GET', 'vehicles/?search=SC-01')).json()) as {
      results: { name: string; odometer: number }[];
    };
    expect(vehicles.results.find((one) => one.name === 'Corolla Hybrid SC-01')?.odometer).toBe(18542);
  });

  it('folds the users page’s heading-bar actions into More actions, keeping Add New User in sight', async () => {
    const admin = await journey.newPage(PHONE);
    await signIn(admin, 'admin@demo.fleet');
    await admin.waitForURL('**/dashboard');
    await admin.goto('/users');
    await admin.getByRole('link', { name: 'Add New User' }).waitFor();
    expect(await admin.getByRole('button', { name: 'Export', exact: true }).count()).toBe(0);
    const more = admin.getByRole('button', { name: 'More actions' });
    const box = await more.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await more.click();
    const menu = admin.getByRole('list', { name: 'More actions' });
    await menu.getByRole('link', { name: 'Import Users' }).waitFor();
    await fitsAndSaved(admin, '10-users-more-actions');
    await admin.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await more.evaluate((button) => button === document.activeElement)).toBe(true);
  });
});
