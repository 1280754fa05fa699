import { DEFAULT_BOOKING_RULES, type Profile } from '@motorpool/api';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingBranches } from '../test-support/branch-fixtures';
import { withinShadow } from '../element/shadow-queries';
import { registerMotorpoolElements } from '../elements';
import { sessionStore } from '../session/session-store';
import { fakeServer, ok } from '../test-support/fake-server';
import { BOOKING_SETTINGS_SAVE_EVENT, BOOKING_SETTINGS_TAG, MotorpoolBookingSettingsElement, type BookingSettingsSaveEventDetail } from './element';

const API_BASE = 'https://api.motorpool.test';
const list = (results: unknown[]) => ok({ results, count: results.length, next_page: null });
const organisation = { branch_pk: null, rules: DEFAULT_BOOKING_RULES, is_override: false };

beforeEach(() => {
  sessionStore.getState().signIn({ token: 'token-1', organisation: 11 });
  sessionStore.getState().setProfile({ permissions: ['organisation_write'] } as unknown as Profile);
  registerMotorpoolElements();
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  sessionStore.getState().signOut();
});

describe('<motorpool-booking-settings>', () => {
  it('is defined once, however often registration runs', () => {
    registerMotorpoolElements();
    expect(customElements.get(BOOKING_SETTINGS_TAG)).toBe(MotorpoolBookingSettingsElement);
  });

  it('announces a save with a bubbling, composed event carrying the rules now in force', async () => {
    const saved = { ...organisation, rules: { ...DEFAULT_BOOKING_RULES, allow_weekends: false } };
    fakeServer({
      'GET /api/v1/tfm/booking-settings/': [ok(organisation)],
      'GET /api/v1/tfm/branches/': [list(bookingBranches)],
      'GET /api/v1/organisations/audits/': [list([]), list([])],
      'POST /api/v1/tfm/booking-settings/impact/': [ok({ count: 0 })],
      'PUT /api/v1/tfm/booking-settings/': [ok(saved)],
    });
    const saves = vi.fn((_event: CustomEvent<BookingSettingsSaveEventDetail>) => undefined);
    document.addEventListener(BOOKING_SETTINGS_SAVE_EVENT, saves);
    const user = userEvent.setup();
    document.body.innerHTML = `<${BOOKING_SETTINGS_TAG} api-base="${API_BASE}"></${BOOKING_SETTINGS_TAG}>`;
    const shadow = withinShadow(BOOKING_SETTINGS_TAG);
    await user.click(await shadow.findByRole('checkbox', { name: 'Allow weekends' }));
    await user.click(shadow.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveBeenCalledTimes(1));
    const [event] = saves.mock.calls[0]!;
    expect(event.detail).toEqual(saved);
    expect(event.target).toBe(document.querySelector(BOOKING_SETTINGS_TAG));
    expect(event.bubbles && event.composed).toBe(true);
    document.removeEventListener(BOOKING_SETTINGS_SAVE_EVENT, saves);
  });
});
