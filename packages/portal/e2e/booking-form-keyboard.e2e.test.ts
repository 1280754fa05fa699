import { describe, expect, it } from 'vitest';
import { journeySetup } from './journey-setup';
import { signIn } from './journeys';

/*
 * Issue 17: the booking form reaches Save in at most 15 Tab presses from its
 * first field, so a keyboard user is not walked through every vehicle.
 */

const journey = journeySetup();

/** What has focus, described for a failure message: role or tag, and its name. */
const describeFocus = () => {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  if (!active) return 'nothing';
  const name = active.getAttribute('aria-label') ?? (active as HTMLInputElement).labels?.[0]?.textContent ?? active.textContent ?? '';
  return `${active.getAttribute('role') ?? active.tagName.toLowerCase()}${(active as HTMLInputElement).type ? `[${(active as HTMLInputElement).type}]` : ''} "${name.trim().slice(0, 40)}"`;
};

describe('the booking form by keyboard (issue 17)', () => {
  it('reaches Save in at most 15 Tab presses from its first field', async () => {
    const driver = await journey.newPage();
    await signIn(driver, 'driver@demo.fleet');
    await driver.waitForURL('**/dashboard');
    await driver.goto('/my-bookings/add/new');
    await driver.getByRole('radio', { name: /Corolla Hybrid SC-01/ }).waitFor();
    const form = driver.getByRole('region', { name: /Booking/ }).first();
    await form.getByRole('combobox').or(form.getByRole('textbox')).first().focus();

    const visited: string[] = [await driver.evaluate(describeFocus)];
    for (let presses = 1; presses <= 60; presses += 1) {
      await driver.keyboard.press('Tab');
      const now = await driver.evaluate(describeFocus);
      visited.push(now);
      if (/^button\[submit\] "Save"$/.test(now) || now === 'button "Save"') break;
    }
    console.log(`Tab order to Save (${visited.length - 1} presses):\n${visited.join('\n')}`);
    expect(visited.at(-1)).toMatch(/"Save"/);
    expect(visited.length - 1).toBeLessThanOrEqual(15);
  });
});
