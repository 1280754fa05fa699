import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@motorpool/api';
import { registerMotorpoolElements } from '../elements';
import { typeInShadow, withinShadow } from '../element/shadow-queries';
import { fakeServer, ok } from '../test-support/fake-server';
import { sessionStore } from '../session/session-store';
import {
  COST_CENTRES_TAG,
  DEPARTMENTS_TAG,
  GEOFENCES_TAG,
  MotorpoolCostCentresElement,
  MotorpoolDepartmentsElement,
  MotorpoolGeofencesElement,
  NAMED_LIST_CHANGE_EVENT,
  type NamedListChangeEventDetail,
} from './element';

const API_BASE = 'https://api.motorpool.test';

beforeEach(() => {
  sessionStore.getState().signIn({ token: 'token-1', organisation: 11 });
  sessionStore.getState().setProfile({ permissions: ['super_users'] } as unknown as Profile);
  registerMotorpoolElements();
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  sessionStore.getState().signOut();
});

describe('<motorpool-departments>, <motorpool-cost-centres> and <motorpool-geofences>', () => {
  it('are defined once each', () => {
    registerMotorpoolElements();
    expect(customElements.get(DEPARTMENTS_TAG)).toBe(MotorpoolDepartmentsElement);
    expect(customElements.get(COST_CENTRES_TAG)).toBe(MotorpoolCostCentresElement);
    expect(customElements.get(GEOFENCES_TAG)).toBe(MotorpoolGeofencesElement);
  });

  it('announce a change with a bubbling, composed event naming the list', async () => {
    fakeServer({
      'GET /api/v1/tfm/cost-centres/': [ok({ results: [], count: 0, next_page: null })],
      'POST /api/v1/tfm/cost-centres/': [ok({ pk: 42, name: 'Fleet 200' }, 201)],
    });
    const heard = vi.fn((_event: CustomEvent<NamedListChangeEventDetail>) => undefined);
    document.addEventListener(NAMED_LIST_CHANGE_EVENT, heard);
    const user = userEvent.setup();
    document.body.innerHTML = `<${COST_CENTRES_TAG} api-base="${API_BASE}"></${COST_CENTRES_TAG}>`;
    const shadow = withinShadow(COST_CENTRES_TAG);
    const host = document.querySelector(COST_CENTRES_TAG) as HTMLElement;
    await typeInShadow(user, await shadow.findByRole('textbox', { name: 'New cost centre' }), 'Fleet 200{Enter}');
    await waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    const event = heard.mock.calls[0]![0];
    expect(event.detail).toEqual({ kind: 'cost-centres', change: 'added', item: { pk: 42, name: 'Fleet 200' } });
    expect(event.target).toBe(host);
    expect(event.bubbles && event.composed).toBe(true);
    expect(shadow.getByRole('heading', { name: 'Cost Centres' })).toBeInTheDocument();
    document.removeEventListener(NAMED_LIST_CHANGE_EVENT, heard);
  });

  it('<motorpool-geofences> edits the geofences and names them in its event', async () => {
    const { callsTo } = fakeServer({
      'GET /api/v1/tfm/geofences/': [ok({ results: [], count: 0, next_page: null })],
      'POST /api/v1/tfm/geofences/': [ok({ pk: 63, name: 'Airport Zone' }, 201)],
    });
    const heard = vi.fn((_event: CustomEvent<NamedListChangeEventDetail>) => undefined);
    document.addEventListener(NAMED_LIST_CHANGE_EVENT, heard);
    const user = userEvent.setup();
    document.body.innerHTML = `<${GEOFENCES_TAG} api-base="${API_BASE}"></${GEOFENCES_TAG}>`;
    const shadow = withinShadow(GEOFENCES_TAG);
    expect(await shadow.findByRole('heading', { name: 'Geofences' })).toBeInTheDocument();
    await typeInShadow(user, await shadow.findByRole('textbox', { name: 'New geofence' }), 'Airport Zone{Enter}');
    await waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    expect(heard.mock.calls[0]![0].detail).toEqual({ kind: 'geofences', change: 'added', item: { pk: 63, name: 'Airport Zone' } });
    expect(callsTo('POST /api/v1/tfm/geofences/')[0]?.body).toEqual({ name: 'Airport Zone' });
    document.removeEventListener(NAMED_LIST_CHANGE_EVENT, heard);
  });
});
