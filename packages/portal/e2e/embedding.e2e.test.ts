import { embedMessages } from '@motorpool/api';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { screenshot } from './browser';
import { journeySetup } from './journey-setup';
import { apiToken as setupToken } from './api-setup';
import { DEMO_PASSWORD, signIn } from './journeys';
import { repoRoot } from './server';

/*
 * A partner's intranet page (examples/intranet/, hostile global CSS)
 * on another origin embeds the sign-in and the bookings calendar through an
 * embed key; a driver books from it and the booking is in the portal. The
 * same page on an origin the key does not list is refused.
 */

const journey = journeySetup();
const intranetPage = join(repoRoot, 'examples/intranet/index.html');
const SYDNEY = 'Australia/Sydney';
const HOTPINK = 'rgb(255, 105, 180)';

type StaticSite = { port: number; close: () => Promise<void> };

/** The intranet page on a port of its own: another origin than the Motorpool server's. */
async function serveIntranet(): Promise<StaticSite> {
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://intranet').pathname;
    if (path !== '/' && path !== '/index.html') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    void readFile(intranetPage).then(
      (html) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)),
    );
  });
  // Every interface, so both http://localhost:<port> and http://127.0.0.1:<port> reach it.
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let intranet: StaticSite | undefined;
/** A second intranet origin, listed only by a read-only key of the same organisation. */
let otherIntranet: StaticSite | undefined;

beforeAll(async () => {
  [intranet, otherIntranet] = await Promise.all([serveIntranet(), serveIntranet()]);
});
afterAll(async () => {
  await Promise.all([intranet?.close(), otherIntranet?.close()]);
});

const apiToken = (email: string) => setupToken(journey.server.baseUrl, email);

async function api<T>(token: string, method: string, path: string, body?: unknown, status = method === 'POST' ? 201 : 200): Promise<T> {
  const response = await fetch(`${journey.server.baseUrl}/api/v1/tfm/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.status, `${method} ${path}: ${text}`).toBe(status);
  return JSON.parse(text) as T;
}

/** A weekday at least two days ahead at the branch, `YYYY-MM-DD`: bookable, and clear of today's past hours. */
function nextWeekday(): string {
  const inSydney = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: SYDNEY }).format(instant);
  const weekday = (instant: Date) => new Intl.DateTimeFormat('en-AU', { timeZone: SYDNEY, weekday: 'short' }).format(instant);
  const day = new Date(Date.now() + 2 * 86_400_000);
  while (['Sat', 'Sun'].includes(weekday(day))) day.setTime(day.getTime() + 86_400_000);
  return inSydney(day);
}

type Named = { pk: number; name: string };

/** Computed style of the first element a locator finds (inside shadow roots too). */
const styleOf = (locator: Locator, property: string) => locator.first().evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

describe('embedding the calendar in a partner page (issue 8)', () => {
  let branch: Named;
  let date: string;
  let bookingKey: string;
  let readOnlyKey: string;
  let existingPk: number;

  beforeAll(async () => {
    const admin = await apiToken('admin@demo.fleet');
    const branches = await api<{ results: Named[] }>(admin, 'GET', 'branches/?search=Sydney%20Central');
    branch = branches.results.find((candidate) => candidate.name === 'Sydney Central')!;
    const vehicles = await api<{ results: Named[] }>(admin, 'GET', `vehicles/?search=SC-01`);
    const corolla = vehicles.results.find((vehicle) => vehicle.name === 'Corolla Hybrid SC-01')!;
    const drivers = await api<{ results: Named[] }>(admin, 'GET', 'drivers/?search=driver%40demo.fleet');
    const dana = drivers.results[0]!;
    date = nextWeekday();

    // Dana already has the Corolla that morning: the calendar shows it.
    const created = await api<{ results: Named[] }>(admin, 'POST', 'bookings/', {
      branch: { pk: branch.pk },
      vehicle: { pk: corolla.pk },
      driver: { pk: dana.pk },
      start_datetime: `${date}T09:00`,
      end_datetime: `${date}T11:00`,
      purpose_of_trip: 'Site visit',
    });
    existingPk = created.results[0]!.pk;

    bookingKey = (
      await api<{ key: string }>(admin, 'POST', 'embed-keys/', {
        name: 'Acme Intranet',
        allowed_origins: [`http://localhost:${intranet!.port}`],
        scope: 'booking',
      })
    ).key;
    readOnlyKey = (
      await api<{ key: string }>(admin, 'POST', 'embed-keys/', {
        name: 'Acme lobby screen',
        allowed_origins: [`http://localhost:${otherIntranet!.port}`],
        scope: 'calendar_read',
      })
    ).key;
  });

  const pageAddress = (origin: string, key: string) =>
    `${origin}/index.html?${new URLSearchParams({ motorpool: journey.server.baseUrl, key, branch: String(branch.pk), date })}`;

  it('a driver signs in and books on the partner page, unharmed by its CSS, and the booking is in the portal', async () => {
    const page = await journey.newPage();
    await page.goto(pageAddress(`http://localhost:${intranet!.port}`, bookingKey));
    await page.getByRole('heading', { level: 1, name: 'Acme Intranet' }).waitFor();

    const signInElement = page.locator('motorpool-sign-in');
    const calendar = page.locator('motorpool-booking-calendar');
    const email = signInElement.getByLabel('Email');
    await email.waitFor();
    const grid = calendar.getByRole('grid');
    await grid.waitFor();

    // The page's `* { all: unset }`, `div { display: none }`, 8px root font, tiny inputs and hot-pink buttons stay outside.
    const signInButton = signInElement.getByRole('button', { name: 'Sign In' });
    expect((await email.boundingBox())?.width).toBeGreaterThan(150);
    expect(await styleOf(signInButton, 'background-color')).not.toBe(HOTPINK);
    expect(parseFloat(await styleOf(signInButton, 'font-size'))).toBeGreaterThanOrEqual(12);
    expect(await styleOf(signInButton, 'text-transform')).toBe('none');
    expect((await grid.boundingBox())?.width).toBeGreaterThan(600);
    // The booking scope asks for the person first.
    await calendar.getByRole('alert').getByText(embedMessages.signInRequired).waitFor();
    await screenshot(page, 'embedding-01-intranet-signed-out');

    await email.fill('driver@demo.fleet');
    await signInElement.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await signInButton.click();
    // The page hides its sign-in section on the element's motorpool-signed-in event.
    await page.getByText('Signed in to the fleet as Dana Driver.').waitFor();
    expect(await signInElement.isVisible()).toBe(false);

    // Dana's morning booking shows in the Corolla's row.
    const existing = calendar.getByRole('button', { name: new RegExp(`^Booking ${existingPk}: Corolla Hybrid SC-01`) });
    await existing.waitFor();
    expect(await calendar.getByRole('alert').count()).toBe(0);

    const created = page.evaluate(
      () =>
        new Promise<number[]>((resolve) =>
          document.addEventListener('motorpool-booking-created', (event) => resolve((event as CustomEvent<{ pks: number[] }>).detail.pks), { once: true }),
        ),
    );

    // The Camry is free at 14:00: a click selects that hour, the server allows it, the quick booking opens.
    await calendar.getByRole('gridcell', { name: /^Camry Hybrid SC-02, 14:00/ }).click();
    const dialog = calendar.getByRole('dialog', { name: 'New booking' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Vehicle').inputValue()).not.toBe('');
    await dialog.getByLabel(/Purpose of trip/).fill('Client lunch');
    await dialog.getByRole('button', { name: 'Save' }).click();

    const [pk] = await created;
    expect(pk).toBeGreaterThan(0);
    await calendar.getByRole('button', { name: new RegExp(`^Booking ${pk}: Camry Hybrid SC-02`) }).waitFor();
    expect(await calendar.getByText(new RegExp(`Booking ${pk} created`)).count()).toBe(1);
    await screenshot(page, 'embedding-02-intranet-booked');

    expect(await seriousViolations(page, 'motorpool-booking-calendar')).toEqual([]);

    // The administrator finds it in the portal, on the portal's own origin.
    const admin = await journey.newPage();
    await signIn(admin, 'admin@demo.fleet');
    await admin.waitForURL('**/dashboard');
    await admin.goto('/bookings');
    const row = admin.getByRole('table').first().getByRole('row').filter({ hasText: 'Camry Hybrid SC-02' }).filter({ hasText: 'Dana' });
    await row.waitFor();
    await admin.goto(`/bookings?view=${pk}`);
    await admin.getByText('Client lunch').waitFor();
  });

  it('refuses the page on an origin no key lists, and says why on one its key does not list', async () => {
    const stranger = await journey.newPage();
    // No key lists http://127.0.0.1:<port>: the server sends no CORS headers and the browser keeps every answer from the page.
    await stranger.goto(pageAddress(`http://127.0.0.1:${intranet!.port}`, bookingKey));
    const strangerCalendar = stranger.locator('motorpool-booking-calendar');
    await strangerCalendar.getByRole('alert').waitFor();
    console.log(`The calendar on an unlisted origin says: ${await strangerCalendar.getByRole('alert').textContent()}`);
    expect(await strangerCalendar.getByRole('button', { name: /^Booking \d+/ }).count()).toBe(0);
    await screenshot(stranger, 'embedding-03-unlisted-origin');

    // Another page of the organisation may use the server (its read-only key lists it), but not with the booking key.
    const neighbour = await journey.newPage();
    await neighbour.goto(pageAddress(`http://localhost:${otherIntranet!.port}`, bookingKey));
    const neighbourCalendar = neighbour.locator('motorpool-booking-calendar');
    await neighbourCalendar.getByRole('alert').getByText(embedMessages.originNotAllowed).waitFor();
    expect(await neighbourCalendar.getByRole('button', { name: /^Booking \d+/ }).count()).toBe(0);
    await screenshot(neighbour, 'embedding-04-origin-not-allowed');

    // With its own read-only key the same page shows the bookings, no sign-in needed.
    await neighbour.goto(pageAddress(`http://localhost:${otherIntranet!.port}`, readOnlyKey));
    await neighbourCalendar.getByRole('button', { name: new RegExp(`^Booking ${existingPk}: Corolla Hybrid SC-01`) }).waitFor();
  });

  it('the portal’s own calendar page shows the week and the timeline, with no serious accessibility violation', async () => {
    const admin = await journey.newPage();
    await signIn(admin, 'admin@demo.fleet');
    await admin.waitForURL('**/dashboard');
    await admin.goto(`/bookings-calendar-view?view=week&date=${date}&branch=${branch.pk}`);
    const calendar = admin.getByRole('region', { name: 'Bookings calendar' });
    await calendar.getByRole('button', { name: new RegExp(`^Booking ${existingPk}: Corolla Hybrid SC-01`) }).waitFor();
    expect(await admin.getByRole('region', { name: 'Messages' }).count()).toBe(0);
    await screenshot(admin, 'embedding-05-portal-week');
    expect(await seriousViolations(admin, 'main')).toEqual([]);

    await calendar.getByRole('button', { name: 'Timeline' }).click();
    await admin.waitForURL((url) => url.searchParams.get('view') === 'timeline' && url.searchParams.get('date') === date);
    await calendar.getByRole('grid', { name: /^Vehicle timeline/ }).waitFor();
    await calendar.getByRole('button', { name: new RegExp(`^Booking ${existingPk}: Corolla Hybrid SC-01`) }).waitFor();
    await screenshot(admin, 'embedding-06-portal-timeline');
    expect(await seriousViolations(admin, 'main')).toEqual([]);

    // A free slot opens the booking form with the slot's branch, vehicle and times.
    await calendar.getByRole('gridcell', { name: /^Ioniq 5 SC-03, 15:00/ }).click();
    await admin.waitForURL((url) => url.pathname === '/bookings/add/new');
    const form = new URL(admin.url()).searchParams;
    expect(Object.fromEntries(form)).toMatchObject({ branch: String(branch.pk) });
    expect(Date.parse(form.get('end')!) - Date.parse(form.get('start')!)).toBe(3_600_000);
    await admin
      .getByRole('radio', { name: /Ioniq 5 SC-03/ })
      .and(admin.locator(':checked'))
      .waitFor();
    expect(await admin.getByRole('textbox', { name: 'Start Date' }).inputValue()).toBe(date.split('-').reverse().join('/'));
    expect(await admin.getByRole('combobox', { name: 'Start Time' }).inputValue()).toBe('03:00 PM');
    expect(await admin.getByRole('combobox', { name: 'End Time' }).inputValue()).toBe('04:00 PM');
    await screenshot(admin, 'embedding-07-portal-form-from-slot');

    // A booking opens on its page.
    await admin.goBack();
    await calendar.getByRole('button', { name: new RegExp(`^Booking ${existingPk}:`) }).click();
    await admin.waitForURL((url) => url.pathname === '/bookings' && url.searchParams.get('view') === String(existingPk));
  });
});
