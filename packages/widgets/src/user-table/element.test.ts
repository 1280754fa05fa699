import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerMotorpoolElements } from '../elements';
import { withinShadow } from '../element/shadow-queries';
import { fakeServer, ok } from '../test-support/fake-server';
import { adminProfile } from '../test-support/navigation-fixtures';
import { adminPermissions, employees } from '../test-support/user-table-fixtures';
import { sessionStore } from '../session/session-store';
import {
  MotorpoolUserTableElement,
  USER_EDIT_EVENT,
  USER_OPEN_EVENT,
  USER_QUERY_CHANGE_EVENT,
  USER_RAISE_INCIDENT_EVENT,
  USER_TABLE_TAG,
  type UserActionEventDetail,
} from './element';

const API_BASE = 'https://api.motorpool.test';
const LIST = 'GET /api/v1/tfm/employees-extensions/';
const empty = ok({ results: [], count: 0, next_page: null });

beforeEach(() => {
  sessionStore.getState().signIn({ token: 'token-1', organisation: 11 });
  sessionStore.getState().setProfile({ ...adminProfile, permissions: adminPermissions });
  registerMotorpoolElements();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
  sessionStore.getState().signOut();
});

describe('<motorpool-user-table>', () => {
  it('is defined once, however often registration runs', () => {
    registerMotorpoolElements();
    expect(customElements.get(USER_TABLE_TAG)).toBe(MotorpoolUserTableElement);
  });

  it('reads its attributes and announces row actions with bubbling, composed events', async () => {
    const { callsTo } = fakeServer({
      [LIST]: [ok({ results: employees, count: 5, next_page: null })],
      'GET /api/v1/tfm/branches/': [empty],
      'GET /api/v1/tfm/departments/': [empty],
      'GET /api/v1/tfm/cost-centres/': [empty],
      'GET /api/v1/tfm/roles/': [empty],
      'GET /api/v1/tfm/statuses/': [empty],
      'GET /api/v1/accounts/preference/user-preference/': [empty],
      'GET /api/v1/accounts/user/profile/': [ok({ ...adminProfile, permissions: adminPermissions })],
    });
    const heard: CustomEvent[] = [];
    const listen = (event: Event) => heard.push(event as CustomEvent);
    for (const type of [USER_EDIT_EVENT, USER_OPEN_EVENT, USER_RAISE_INCIDENT_EVENT, USER_QUERY_CHANGE_EVENT]) document.addEventListener(type, listen);
    const user = userEvent.setup();

    document.body.innerHTML = `<${USER_TABLE_TAG} api-base="${API_BASE}" organisation="12" page-size="30" theme="fleet-share"></${USER_TABLE_TAG}>`;
    const shadow = withinShadow(USER_TABLE_TAG);
    const element = document.querySelector(USER_TABLE_TAG);
    await user.click(await shadow.findByRole('button', { name: 'Edit Sam Okafor' }));
    await user.click(shadow.getByRole('button', { name: 'View Dana Driver' }));
    await user.click(shadow.getByRole('button', { name: 'Raise incident Dana Driver' }));

    const actions = heard.filter((event) => event.type !== USER_QUERY_CHANGE_EVENT);
    expect(actions.map((event) => [event.type, (event.detail as UserActionEventDetail).pk])).toEqual([
      [USER_EDIT_EVENT, 102],
      [USER_OPEN_EVENT, 101],
      [USER_RAISE_INCIDENT_EVENT, 101],
    ]);
    for (const event of heard) {
      expect(event.target).toBe(element);
      expect(event.bubbles && event.composed).toBe(true);
    }
    expect(heard.find((event) => event.type === USER_QUERY_CHANGE_EVENT)?.detail).toEqual({ query: { page: 1, page_size: 30 } });
    await waitFor(() => expect(callsTo(LIST)[0]?.headers.get('organisation')).toBe('12'));
    expect(Object.fromEntries(callsTo(LIST)[0]?.query ?? [])).toEqual({ page: '1', page_size: '30' });
    expect(element?.shadowRoot?.querySelector('[data-motorpool-theme="fleet-share"]')).not.toBeNull();
    for (const type of [USER_EDIT_EVENT, USER_OPEN_EVENT, USER_RAISE_INCIDENT_EVENT, USER_QUERY_CHANGE_EVENT]) document.removeEventListener(type, listen);
  });

  it('starts at the default page size when the attribute is not one of spec §9', async () => {
    const { callsTo } = fakeServer({ [LIST]: [empty] });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.body.innerHTML = `<${USER_TABLE_TAG} api-base="${API_BASE}" page-size="25"></${USER_TABLE_TAG}>`;
    const shadow = withinShadow(USER_TABLE_TAG);
    await shadow.findByText('No users found');
    expect(callsTo(LIST)[0]?.query.get('page_size')).toBe('15');
  });
});
