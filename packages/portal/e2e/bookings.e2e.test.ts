import { bookingMessages } from '@motorpool/api';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './browser';
import { journeySetup } from './journey-setup';
import { apiCall as setupCall, apiToken as setupToken } from './api-setup';
import { signIn } from './journeys';
import { linkTo, waitForMessage } from './mailbox';

const journey = journeySetup();

const apiToken = (email: string) => setupToken(journey.server.baseUrl, email);
const apiCall = (token: string, method: string, path: string, body?: unknown) => setupCall(journey.server.baseUrl, token, method, path, body);

const bookingsTable = (page: Page) => page.getByRole('table').first();

describe('vehicles and bookings (issue 7)', () => {
  it('a driver books, the approver approves from the emailed link, the driver checks out and in with odometer readings', async () => {
    // Driver bookings at Sydney Central need an administrator's approval.
    const admin = await apiToken('admin@demo.fleet');
    const branches = (await (await apiCall(admin, 'GET', 'branches/?search=Sydney%20Central')).json()) as { results: { pk: number; name: string }[] };
    const central = branches.results.find((branch) => branch.name === 'Sydney Central')!;
    const rule = await apiCall(admin, 'POST', 'booking-approval-rules/', {
      name: 'Sydney Central needs approval',
      branch_pks: [central.pk],
      approvers: ['admin'],
    });
    expect(rule.status).toBe(201);

    // The driver opens a new booking from My Bookings.
    const driver = await journey.newPage();
    await signIn(driver, 'driver@demo.fleet');
    await driver.waitForURL('**/dashboard');
    await driver.goto('/my-bookings');
    await driver.getByRole('link', { name: 'New Booking' }).click();
    await driver.waitForURL('**/my-bookings/add/new');
    const vehicle = driver.getByRole('radio', { name: /Corolla Hybrid SC-01/ });
    await vehicle.waitFor();
    // The MR truck is not offered: Dana's licence is class C only.
    expect(await driver.getByRole('radio', { name: /Isuzu NPR Truck/ }).count()).toBe(0);
    await vehicle.check();
    await driver.getByRole('textbox', { name: /^Purpose of Trip/ }).fill('Client visit in Parramatta');
    await screenshot(driver, 'bookings-01-form');
    await driver.getByRole('button', { name: 'Save', exact: true }).click();
    await driver.waitForURL((url) => url.pathname === '/my-bookings');
    const row = bookingsTable(driver).getByRole('row').filter({ hasText: 'Corolla Hybrid SC-01' });
    await row.filter({ hasText: 'Pending Approval' }).waitFor();
    await screenshot(driver, 'bookings-02-pending');

    // The approval request reaches the administrator with signed links; approving needs no session.
    const request = await waitForMessage(journey.server.baseUrl, 'admin@demo.fleet', /awaiting your approval/);
    const approveLink = linkTo(request, '/booking/action');
    expect(approveLink.searchParams.get('action')).toBe('approve');
    const approver = await journey.newPage();
    await approver.goto(`${approveLink.pathname}${approveLink.search}`);
    await approver.getByRole('heading', { name: 'Booking Approved' }).waitFor();
    await approver.getByText(bookingMessages.approved).waitFor();
    await screenshot(approver, 'bookings-03-approved-by-link');
    // The same link again is refused with the server's title and a way to sign in.
    await approver.reload();
    await approver.getByRole('button', { name: /log ?in/i }).waitFor();
    expect(await approver.getByRole('heading', { name: 'Booking Approved' }).count()).toBe(0);

    // The driver sees it approved and checks out with a start reading.
    await driver.reload();
    await row.filter({ hasText: 'Approved' }).waitFor();
    const bookingPk = approveLink.searchParams.get('pk')!;
    await driver.getByRole('button', { name: `Check-out booking ${bookingPk}` }).click();
    const checkOut = driver.getByRole('dialog');
    await checkOut.getByRole('checkbox', { name: 'Update Odometer' }).check();
    await checkOut.getByRole('textbox', { name: /Start Reading/ }).fill('50');
    await checkOut.getByRole('button', { name: 'Check-out' }).click();
    // Below the vehicle's own odometer is refused, and the dialog keeps the input.
    await checkOut.getByText(/cannot be below the vehicle's odometer/).waitFor();
    expect(await checkOut.getByRole('textbox', { name: /Start Reading/ }).inputValue()).toBe('50');
    await checkOut.getByRole('textbox', { name: /Start Reading/ }).fill('18500');
    await screenshot(driver, 'bookings-04-check-out');
    await checkOut.getByRole('button', { name: 'Check-out' }).click();
    await row.filter({ hasText: 'In-Progress' }).waitFor();

    await driver.getByRole('button', { name: `Check-in booking ${bookingPk}` }).click();
    const checkIn = driver.getByRole('dialog');
    await checkIn.getByRole('textbox', { name: /End Reading/ }).fill('18542');
    await checkIn.getByRole('button', { name: 'Check-in' }).click();
    await row.filter({ hasText: 'Completed' }).waitFor();
    await screenshot(driver, 'bookings-05-completed');

    // The detail shows the trip and the audit trail of every change.
    await driver.goto(`/my-bookings?view=${bookingPk}`);
    await driver.getByText('18,542').or(driver.getByText('18542')).first().waitFor();
    await driver
      .getByRole('table', { name: 'Audit trail' })
      .getByRole('row', { name: /Email link .* approve/ })
      .waitFor();
    await screenshot(driver, 'bookings-06-detail');

    // The vehicle's odometer followed the readings.
    const vehicles = (await (await apiCall(admin, 'GET', 'vehicles/?search=SC-01')).json()) as { results: { name: string; odometer: number }[] };
    expect(vehicles.results.find((one) => one.name === 'Corolla Hybrid SC-01')?.odometer).toBe(18542);
  });

  it('lists the fleet on /vehicles and adds a vehicle', async () => {
    const admin = await journey.newPage();
    await signIn(admin, 'admin@demo.fleet');
    await admin.waitForURL('**/dashboard');
    await admin.goto('/vehicles');
    await admin.getByRole('table').first().getByText('Corolla Hybrid SC-01').waitFor();
    await screenshot(admin, 'vehicles-01-table');
    await admin.getByRole('button', { name: 'Add Vehicle' }).click();
    await admin.waitForURL('**/vehicles?add=1');
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await admin.getByText('Vehicle Name is required').waitFor();
    await admin.getByRole('textbox', { name: /^Vehicle Name/ }).fill('Transit Van SC-05');
    // The class is one of the organisation's licence classes (master configuration).
    await admin.getByRole('combobox', { name: /^Vehicle Class/ }).selectOption('C');
    await admin.getByRole('textbox', { name: /^Registration Number/ }).fill('dk42qe');
    await admin.getByRole('combobox', { name: /^Branch/ }).selectOption({ label: 'Sydney Central' });
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    // Registrations are unique whatever their case; the form keeps what was typed.
    await admin
      .getByRole('textbox', { name: /^Registration Number/ })
      .and(admin.locator('[aria-invalid="true"]'))
      .waitFor();
    await admin.getByRole('alert').getByText('Another vehicle in your organisation has this registration number.').waitFor();
    expect(await admin.getByRole('textbox', { name: /^Vehicle Name/ }).inputValue()).toBe('Transit Van SC-05');
    await admin.getByRole('textbox', { name: /^Registration Number/ }).fill('TV05SC');
    await screenshot(admin, 'vehicles-02-form');
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await admin.waitForURL((url) => url.pathname === '/vehicles' && url.search === '');
    await admin.getByRole('table').first().getByText('Transit Van SC-05').waitFor();
  });
});
