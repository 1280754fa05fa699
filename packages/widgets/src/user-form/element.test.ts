import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerMotorpoolElements } from '../elements';
import { withinShadow } from '../element/shadow-queries';
import { fakeServer, ok } from '../test-support/fake-server';
import { profile } from '../test-support/fixtures';
import { employee, userFormOptions } from '../test-support/user-form-fixtures';
import { sessionStore } from '../session/session-store';
import {
  MotorpoolUserFormElement,
  parseRequiredFields,
  USER_CANCEL_EVENT,
  USER_DELETED_EVENT,
  USER_FORM_TAG,
  USER_SAVED_EVENT,
  type UserCancelEventDetail,
  type UserDeletedEventDetail,
  type UserSavedEventDetail,
} from './element';

const API_BASE = 'https://api.motorpool.test';
const TFM = '/api/v1/tfm';
const list = <T>(results: T[]) => ok({ results, count: results.length, next_page: null });

function serveLists(extra: Record<string, ReturnType<typeof ok>[]> = {}) {
  const branches = userFormOptions.branches.map((branch) => ({ ...branch, branch_type: 'branch', is_active: true }));
  return fakeServer({
    [`GET ${TFM}/employees-extensions/301/`]: [ok(employee)],
    [`GET ${TFM}/roles/`]: [list(userFormOptions.roles)],
    [`GET ${TFM}/statuses/`]: [list(userFormOptions.statuses.map((name) => ({ name })))],
    // Branches, then hubs: both `branches/`.
    [`GET ${TFM}/branches/`]: [list(branches), list(branches)],
    [`GET ${TFM}/departments/`]: [list(userFormOptions.departments)],
    [`GET ${TFM}/cost-centres/`]: [list(userFormOptions.costCentres)],
    [`GET ${TFM}/tags/`]: [list([])],
    [`GET ${TFM}/employees-extensions/`]: [list([])],
    ...extra,
  });
}

beforeEach(() => {
  sessionStore.getState().signIn({ token: 'token-1', organisation: 11 });
  sessionStore.getState().setProfile(profile);
  registerMotorpoolElements();
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  sessionStore.getState().signOut();
});

describe('<motorpool-user-form>', () => {
  it('is defined once, however often registration runs', () => {
    registerMotorpoolElements();
    expect(customElements.get(USER_FORM_TAG)).toBe(MotorpoolUserFormElement);
  });

  it('edits the user of its pk and tells the host page when it is saved, deleted or cancelled', async () => {
    const { callsTo } = serveLists({
      [`PUT ${TFM}/employees-extensions/301/`]: [ok(employee)],
      [`DELETE ${TFM}/employees-extensions/301/`]: [ok({ message: 'Deleted.' })],
    });
    const savedEvents = vi.fn((event: CustomEvent<UserSavedEventDetail>) => event);
    const deletedEvents = vi.fn((event: CustomEvent<UserDeletedEventDetail>) => event);
    const cancelEvents = vi.fn((event: CustomEvent<UserCancelEventDetail>) => event);
    document.addEventListener(USER_SAVED_EVENT, savedEvents);
    document.addEventListener(USER_DELETED_EVENT, deletedEvents);
    document.addEventListener(USER_CANCEL_EVENT, cancelEvents);
    const user = userEvent.setup();

    document.body.innerHTML = `<${USER_FORM_TAG} api-base="${API_BASE}" pk="301" theme="fleet-share" required-fields="date_of_birth, Phone, nonsense"></${USER_FORM_TAG}>`;
    const shadow = withinShadow(USER_FORM_TAG);
    const element = document.querySelector(USER_FORM_TAG);

    expect(await shadow.findByLabelText('Phone Number')).toHaveValue('412345678');
    expect(shadow.getByLabelText('Date of Birth')).toHaveAttribute('aria-required', 'true');
    await user.click(shadow.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(savedEvents).toHaveBeenCalledTimes(1));
    const saved = savedEvents.mock.calls[0]![0];
    expect(saved.detail).toEqual({ pk: 301, created: false, done: true, invited: false });
    expect(saved.target).toBe(element);
    expect(saved.bubbles && saved.composed).toBe(true);
    expect(callsTo(`GET ${TFM}/employees-extensions/301/`)[0]?.headers.get('authorization')).toBe('Bearer token-1');

    await user.click(shadow.getByRole('button', { name: 'Cancel' }));
    expect(cancelEvents.mock.calls[0]![0].detail).toEqual({ pk: 301 });

    await user.click(shadow.getByRole('button', { name: 'Delete' }));
    await user.click(shadow.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    await waitFor(() => expect(deletedEvents).toHaveBeenCalledTimes(1));
    expect(deletedEvents.mock.calls[0]![0].detail).toEqual({ pk: 301 });

    document.removeEventListener(USER_SAVED_EVENT, savedEvents);
    document.removeEventListener(USER_DELETED_EVENT, deletedEvents);
    document.removeEventListener(USER_CANCEL_EVENT, cancelEvents);
  });
});

describe('parseRequiredFields', () => {
  it('keeps the known field names of a comma-separated list', () => {
    expect(parseRequiredFields(' date_of_birth ,LICENSE_NUMBER, nope')).toEqual(['date_of_birth', 'license_number']);
    expect(parseRequiredFields('')).toBeUndefined();
    expect(parseRequiredFields(undefined)).toBeUndefined();
  });
});
