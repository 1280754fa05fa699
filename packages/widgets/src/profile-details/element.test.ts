import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerMotorpoolElements } from '../elements';
import { withinShadow } from '../element/shadow-queries';
import { fakeServer, ok } from '../test-support/fake-server';
import { profile } from '../test-support/fixtures';
import { ownEmployee } from '../test-support/profile-details-fixtures';
import { tagGroups } from '../test-support/user-form-fixtures';
import { sessionStore } from '../session/session-store';
import { toastStore } from '../state/toast-store';
import {
  MotorpoolProfileLicenseDetailsElement,
  MotorpoolProfileOtherDetailsElement,
  MotorpoolProfilePersonalDetailsElement,
  PROFILE_DETAILS_SAVED_EVENT,
  PROFILE_LICENSE_DETAILS_TAG,
  PROFILE_OTHER_DETAILS_TAG,
  PROFILE_PERSONAL_DETAILS_TAG,
  type ProfileDetailsSavedEventDetail,
} from './element';

const API_BASE = 'https://api.motorpool.test';
const TFM = '/api/v1/tfm';
const list = <T>(results: T[]) => ok({ results, count: results.length, next_page: null });

beforeEach(() => {
  sessionStore.getState().signIn({ token: 'token-1', organisation: 11 });
  sessionStore.getState().setProfile(profile);
  registerMotorpoolElements();
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  sessionStore.getState().signOut();
  toastStore.getState().dismiss();
});

function place(tag: string) {
  const element = document.createElement(tag);
  element.setAttribute('api-base', API_BASE);
  element.setAttribute('theme', 'fleet-share');
  const saved = vi.fn();
  document.addEventListener(PROFILE_DETAILS_SAVED_EVENT, (event) => saved((event as CustomEvent<ProfileDetailsSavedEventDetail>).detail), { once: true });
  document.body.append(element);
  return saved;
}

describe('<motorpool-profile-personal-details>, <motorpool-profile-license-details> and <motorpool-profile-other-details>', () => {
  it('are defined once, however often registration runs', () => {
    registerMotorpoolElements();
    expect(customElements.get(PROFILE_LICENSE_DETAILS_TAG)).toBe(MotorpoolProfileLicenseDetailsElement);
    expect(customElements.get(PROFILE_OTHER_DETAILS_TAG)).toBe(MotorpoolProfileOtherDetailsElement);
    expect(customElements.get(PROFILE_PERSONAL_DETAILS_TAG)).toBe(MotorpoolProfilePersonalDetailsElement);
  });

  it('edits the own general details against its api-base, in its theme, and tells the page when they are saved', async () => {
    const { callsTo } = fakeServer({
      [`GET ${TFM}/employees-extensions/get-profile/`]: [ok(ownEmployee)],
      [`GET ${TFM}/departments/`]: [list([{ pk: 41, name: 'Operations' }])],
      [`GET ${TFM}/cost-centres/`]: [list([{ pk: 51, name: 'CC-100 Fleet' }])],
      [`PUT ${TFM}/update-driver-extension/301/`]: [ok(ownEmployee)],
      'GET /api/v1/accounts/user/profile/': [ok(profile)],
    });
    const saved = place(PROFILE_PERSONAL_DETAILS_TAG);
    const shadow = withinShadow(PROFILE_PERSONAL_DETAILS_TAG);

    await userEvent.click(await shadow.findByRole('button', { name: 'Save' }));

    await waitFor(() => expect(saved).toHaveBeenCalledWith({ section: 'personal-details', pk: 301 }));
    expect(callsTo(`PUT ${TFM}/update-driver-extension/301/`)[0]?.body).toEqual({
      date_of_birth: '1990-04-12',
      manager: 'morgan@example.test',
      cost_centre: 51,
      departments: [41, 43],
    });
    expect(shadow.getByRole('region', { name: 'Personal Details' })).toHaveAttribute('data-motorpool-theme', 'fleet-share');
  });

  it('edits the own licence against its api-base, in its theme, and tells the page when it is saved', async () => {
    const { callsTo } = fakeServer({
      [`GET ${TFM}/employees-extensions/get-profile/`]: [ok(ownEmployee)],
      [`PUT ${TFM}/update-driver-extension/301/`]: [ok(ownEmployee)],
      'GET /api/v1/accounts/user/profile/': [ok(profile)],
    });
    const saved = place(PROFILE_LICENSE_DETAILS_TAG);
    const shadow = withinShadow(PROFILE_LICENSE_DETAILS_TAG);

    await userEvent.click(await shadow.findByRole('button', { name: 'Save' }));

    await waitFor(() => expect(saved).toHaveBeenCalledWith({ section: 'license-details', pk: 301 }));
    expect(callsTo(`PUT ${TFM}/update-driver-extension/301/`)).toHaveLength(1);
    expect(shadow.getByRole('region', { name: 'License Details' })).toHaveAttribute('data-motorpool-theme', 'fleet-share');
  });

  it('edits the own custom fields and tells the page when they are saved', async () => {
    fakeServer({
      [`GET ${TFM}/employees-extensions/get-profile/`]: [ok(ownEmployee)],
      [`GET ${TFM}/tags/`]: [list(tagGroups)],
      [`GET ${TFM}/branches/`]: [list([])],
      [`PUT ${TFM}/update-driver-extension/301/`]: [ok(ownEmployee)],
      'GET /api/v1/accounts/user/profile/': [ok(profile)],
    });
    const saved = place(PROFILE_OTHER_DETAILS_TAG);
    const shadow = withinShadow(PROFILE_OTHER_DETAILS_TAG);

    await userEvent.click(await shadow.findByRole('button', { name: 'Save' }));

    await waitFor(() => expect(saved).toHaveBeenCalledWith({ section: 'other-details', pk: 301 }));
  });
});
