import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerMotorpoolElements, VEHICLE_DELETED_EVENT, type VehicleActionEventDetail } from '../elements';
import { branches } from '../test-support/branch-fixtures';
import { withinShadow } from '../element/shadow-queries';
import { fakeServer, ok } from '../test-support/fake-server';
import { sessionStore } from '../session/session-store';
import { corolla, costCentres } from '../test-support/vehicle-fixtures';
import {
  MotorpoolVehicleFormElement,
  VEHICLE_CANCEL_EVENT,
  VEHICLE_FORM_TAG,
  VEHICLE_SAVED_EVENT,
  type VehicleCancelEventDetail,
  type VehicleSavedEventDetail,
} from './element';

const API_BASE = 'https://api.motorpool.test';
const list = (results: unknown[]) => ok({ results, count: results.length, next_page: null });

beforeEach(() => {
  sessionStore.getState().signIn({ token: 'token-1', organisation: 11 });
  registerMotorpoolElements();
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  sessionStore.getState().signOut();
});

describe('<motorpool-vehicle-form>', () => {
  it('is defined once', () => {
    registerMotorpoolElements();
    expect(customElements.get(VEHICLE_FORM_TAG)).toBe(MotorpoolVehicleFormElement);
  });

  it('edits the vehicle its vehicle-pk names, and announces the save, Cancel and the delete', async () => {
    fakeServer({
      'GET /api/v1/tfm/vehicles/301/': [ok(corolla)],
      'GET /api/v1/tfm/branches/': [list(branches)],
      'GET /api/v1/tfm/cost-centres/': [list(costCentres)],
      'GET /api/v1/tfm/tags/': [list([])],
      'PUT /api/v1/tfm/vehicles/301/': [ok(corolla)],
      'DELETE /api/v1/tfm/vehicles/301/': [ok({ message: 'Deleted.' })],
    });
    const saved = vi.fn((_event: CustomEvent<VehicleSavedEventDetail>) => undefined);
    const cancelled = vi.fn((_event: CustomEvent<VehicleCancelEventDetail>) => undefined);
    const deleted = vi.fn((_event: CustomEvent<VehicleActionEventDetail>) => undefined);
    document.addEventListener(VEHICLE_SAVED_EVENT, saved);
    document.addEventListener(VEHICLE_CANCEL_EVENT, cancelled);
    document.addEventListener(VEHICLE_DELETED_EVENT, deleted);
    const user = userEvent.setup();
    document.body.innerHTML = `<${VEHICLE_FORM_TAG} api-base="${API_BASE}" vehicle-pk="301"></${VEHICLE_FORM_TAG}>`;
    const shadow = withinShadow(VEHICLE_FORM_TAG);
    expect(await shadow.findByRole('textbox', { name: 'Vehicle Name' })).toHaveValue('Corolla Pool 1');
    await user.click(shadow.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved.mock.calls[0]![0].detail).toEqual({ pk: 301, created: false });
    await user.click(shadow.getByRole('button', { name: 'Cancel' }));
    expect(cancelled.mock.calls[0]![0].detail).toEqual({ pk: 301 });
    expect(cancelled.mock.calls[0]![0].bubbles && cancelled.mock.calls[0]![0].composed).toBe(true);
    await user.click(shadow.getByRole('button', { name: 'Delete' }));
    await user.click(within(shadow.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toHaveBeenCalledTimes(1));
    expect(deleted.mock.calls[0]![0].detail).toEqual({ pk: 301 });
    expect(deleted.mock.calls[0]![0].target).toBe(document.querySelector(VEHICLE_FORM_TAG));
    document.removeEventListener(VEHICLE_SAVED_EVENT, saved);
    document.removeEventListener(VEHICLE_CANCEL_EVENT, cancelled);
    document.removeEventListener(VEHICLE_DELETED_EVENT, deleted);
  });
});
