import type { VisibilityRulesView } from '@motorpool/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiToken } from './api-setup';
import { screenshot } from './browser';
import { journeySetup } from './journey-setup';
import { DEMO_PASSWORD } from './journeys';

const journey = journeySetup();
const SYDNEY = 'Australia/Sydney';
const SECRET_PURPOSE = 'Confidential supplier visit';
const VIEWER = 'multi@demo.fleet';
const DEMO_FLEET = 1;

type Named = { pk: number; name: string };
type DriverOption = Named & { email: string; can_book: boolean };

/** A weekday two or more days ahead at Sydney, clear of the demo's bookings of today. */
function nextWeekday(): string {
  const inSydney = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: SYDNEY }).format(instant);
  const weekday = (instant: Date) => new Intl.DateTimeFormat('en-AU', { timeZone: SYDNEY, weekday: 'short' }).format(instant);
  const day = new Date(Date.now() + 3 * 86_400_000);
  while (['Sat', 'Sun'].includes(weekday(day))) day.setTime(day.getTime() + 86_400_000);
  return inSydney(day);
}

describe('visibility rules (issue 21)', () => {
  const base = () => journey.server.baseUrl;
  let branch: Named;
  let date: string;
  let otherPk: number;
  let other: DriverOption;

  beforeAll(async () => {
    const admin = await apiToken(base(), 'admin@demo.fleet');
    const read = async <T>(path: string) => {
      const response = await apiCall(base(), admin, 'GET', path);
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as T;
    };
    branch = (await read<{ results: Named[] }>('branches/?search=Sydney%20Central')).results.find((one) => one.name === 'Sydney Central')!;
    const corolla = (await read<{ results: Named[] }>('vehicles/?search=SC-01')).results.find((one) => one.name === 'Corolla Hybrid SC-01')!;
    // Dana drives; Morgan, a driver of Demo Fleet too, is the one who looks.
    other = (await read<{ results: DriverOption[] }>('drivers/?search=driver%40demo.fleet')).results[0]!;
    date = nextWeekday();
    const created = await apiCall(base(), admin, 'POST', 'bookings/', {
      branch: { pk: branch.pk },
      vehicle: { pk: corolla.pk },
      driver: { pk: other.pk },
      start_datetime: `${date}T13:00`,
      end_datetime: `${date}T15:00`,
      purpose_of_trip: SECRET_PURPOSE,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    otherPk = ((await created.json()) as { results: Named[] }).results[0]!.pk;

    // The organisation's admin sets drivers to see other drivers' bookings as "Booked".
    const rulesAddress = `${base()}/api/v1/organisations/visibility-rules/`;
    const headers = { authorization: `Bearer ${admin}`, 'content-type': 'application/json' };
    const view = (await (await fetch(rulesAddress, { headers })).json()) as VisibilityRulesView;
    const driverRole = view.roles.find((role) => role.name === 'Driver')!;
    const saved = await fetch(rulesAddress, {
      method: 'PUT',
      headers,
      body: JSON.stringify({
        roles: [{ role: driverRole.pk, rules: { ...driverRole.rules, others_bookings: 'booked' } }],
        signup_branch_visible: view.signup_branch_visible,
      }),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
  });

  it('drivers set to see others’ bookings as "Booked" see no names in the calendar or its export', async () => {
    const driver = await journey.newPage();
    await driver.goto('/login');
    await driver.getByLabel('Email').fill(VIEWER);
    await driver.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await driver.getByRole('button', { name: 'Sign In' }).click();
    // Morgan is a member of two organisations: the sign-in asks which.
    await driver.getByLabel('Organisation').selectOption({ label: 'Demo Fleet' });
    await driver.getByRole('button', { name: 'Sign In' }).click();
    await driver.waitForURL('**/dashboard');
    await driver.goto(`/bookings-calendar-view?view=week&date=${date}&branch=${branch.pk}`);
    const calendar = driver.getByRole('region', { name: 'Bookings calendar' });
    // Drawn, so the slot never looks free, and named only "Booked".
    await calendar.getByRole('button', { name: new RegExp(`^Booking ${otherPk}: Corolla Hybrid SC-01, Booked,`) }).waitFor();
    const shown = (await calendar.textContent()) ?? '';
    expect(shown).toContain('Booked');
    expect(shown).not.toContain(other.name);
    expect(shown).not.toContain(SECRET_PURPOSE);
    await screenshot(driver, 'visibility-00-driver-calendar-booked');

    // The export the bookings list offers, as the driver: the booking is there as "Booked", no one named.
    const login = await fetch(`${base()}/api/v1/accounts/user/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: VIEWER, password: DEMO_PASSWORD, organisation_id: DEMO_FLEET }),
    });
    const { token } = (await login.json()) as { token: string };
    const exported = await fetch(`${base()}/api/v1/tfm/bookings/?is_export=csv&from=${date}&to=${date}T23:59`, {
      headers: { authorization: `Bearer ${token}`, organisation: String(DEMO_FLEET) },
    });
    expect(exported.status).toBe(200);
    const sheet = await exported.text();
    const row = sheet.split('\n').find((line) => line.startsWith(`${otherPk},`));
    expect(row).toContain('Booked');
    expect(sheet).not.toContain(other.name);
    expect(sheet).not.toContain(SECRET_PURPOSE);
  });
});
