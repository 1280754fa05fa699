import type { Profile } from '@motorpool/api';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerMotorpoolElements } from '../elements';
import { branches } from '../test-support/branch-fixtures';
import { withinShadow } from '../element/shadow-queries';
import { fakeServer, ok } from '../test-support/fake-server';
import { sessionStore } from '../session/session-store';
import {
  MotorpoolVehicleTableElement,
  VEHICLE_ADD_EVENT,
  VEHICLE_EDIT_EVENT,
  VEHICLE_OPEN_EVENT,
  VEHICLE_TABLE_TAG,
  type VehicleActionEventDetail,
} from './element';
import { vehicleFilters, vehicles } from '../test-support/vehicle-fixtures';

const API_BASE = 'https://api.motorpool.test';
const list = (results: unknown[]) => ok({ results, count: results.length, next_page: null });

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

describe('<motorpool-vehicle-table>', () => {
  it('is defined once, however often registration runs', () => {
    registerMotorpoolElements();
    expect(customElements.get(VEHICLE_TABLE_TAG)).toBe(MotorpoolVehicleTableElement);
  });

  it('starts at its branch and page size, and announces Add Vehicle and Edit with bubbling, composed events', async () => {
    const { callsTo } = fakeServer({
      'GET /api/v1/tfm/vehicles/': [list(vehicles)],
      'GET /api/v1/tfm/vehicle-filters/': [ok(vehicleFilters)],
      'GET /api/v1/tfm/branches/': [list(branches)],
    });
    const adds = vi.fn((_event: CustomEvent<null>) => undefined);
    const edits = vi.fn((_event: CustomEvent<VehicleActionEventDetail>) => undefined);
    document.addEventListener(VEHICLE_ADD_EVENT, adds);
    document.addEventListener(VEHICLE_EDIT_EVENT, edits);
    const user = userEvent.setup();
    document.body.innerHTML = `<${VEHICLE_TABLE_TAG} api-base="${API_BASE}" page-size="20" branch="21"></${VEHICLE_TABLE_TAG}>`;
    const shadow = withinShadow(VEHICLE_TABLE_TAG);
    await user.click(await shadow.findByRole('button', { name: 'Edit Hiace Shuttle' }));
    await user.click(shadow.getByRole('button', { name: 'Add Vehicle' }));
    await waitFor(() => expect(adds).toHaveBeenCalledTimes(1));
    expect(edits.mock.calls[0]![0].detail).toEqual({ pk: 302 });
    expect(edits.mock.calls[0]![0].target).toBe(document.querySelector(VEHICLE_TABLE_TAG));
    expect(edits.mock.calls[0]![0].bubbles && edits.mock.calls[0]![0].composed).toBe(true);
    expect(adds.mock.calls[0]![0].bubbles && adds.mock.calls[0]![0].composed).toBe(true);
    expect(Object.fromEntries(callsTo('GET /api/v1/tfm/vehicles/')[0]?.query ?? [])).toEqual({ page: '1', page_size: '20', ordering: 'name', branch_pk: '21' });
    expect(callsTo('GET /api/v1/tfm/vehicle-filters/')[0]?.query.get('branch_pk')).toBe('21');
    document.removeEventListener(VEHICLE_ADD_EVENT, adds);
    document.removeEventListener(VEHICLE_EDIT_EVENT, edits);
  });

  it('announces View, and a row’s name, as the vehicle to open', async () => {
    fakeServer({
      'GET /api/v1/tfm/vehicles/': [list(vehicles)],
      'GET /api/v1/tfm/vehicle-filters/': [ok(vehicleFilters)],
      'GET /api/v1/tfm/branches/': [list(branches)],
    });
    const opens = vi.fn((_event: CustomEvent<VehicleActionEventDetail>) => undefined);
    document.addEventListener(VEHICLE_OPEN_EVENT, opens);
    const user = userEvent.setup();
    document.body.innerHTML = `<${VEHICLE_TABLE_TAG} api-base="${API_BASE}"></${VEHICLE_TABLE_TAG}>`;
    const shadow = withinShadow(VEHICLE_TABLE_TAG);
    await user.click(await shadow.findByRole('button', { name: 'View Hiace Shuttle' }));
    await user.click(shadow.getByRole('button', { name: 'Leaf EV' }));
    await waitFor(() => expect(opens).toHaveBeenCalledTimes(2));
    expect(opens.mock.calls.map(([event]) => event.detail)).toEqual([{ pk: 302 }, { pk: 303 }]);
    expect(opens.mock.calls[0]![0].bubbles && opens.mock.calls[0]![0].composed).toBe(true);
    document.removeEventListener(VEHICLE_OPEN_EVENT, opens);
  });
});
