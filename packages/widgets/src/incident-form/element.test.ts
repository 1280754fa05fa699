import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerMotorpoolElements } from '../elements';
import { withinShadow } from '../element/shadow-queries';
import { sessionStore } from '../session/session-store';
import { fakeServer, ok } from '../test-support/fake-server';
import { criticalBlockingIncident, incidentTypes } from '../test-support/incident-fixtures';
import { corolla } from '../test-support/vehicle-fixtures';
import {
  INCIDENT_FORM_CANCEL_EVENT,
  INCIDENT_FORM_TAG,
  INCIDENT_SAVED_EVENT,
  MotorpoolIncidentFormElement,
  type IncidentFormCancelEventDetail,
  type IncidentSavedEventDetail,
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

describe('<motorpool-incident-form>', () => {
  it('is defined once', () => {
    registerMotorpoolElements();
    expect(customElements.get(INCIDENT_FORM_TAG)).toBe(MotorpoolIncidentFormElement);
  });

  it('reports on the vehicle its vehicle-pk names, and announces the save and Cancel', async () => {
    const { callsTo } = fakeServer({
      'GET /api/v1/tfm/incident-types/': [list(incidentTypes)],
      'GET /api/v1/tfm/vehicles/301/': [ok(corolla)],
      'POST /api/v1/tfm/incidents/': [ok(criticalBlockingIncident, 201)],
    });
    const saved = vi.fn((_event: CustomEvent<IncidentSavedEventDetail>) => undefined);
    const cancelled = vi.fn((_event: CustomEvent<IncidentFormCancelEventDetail>) => undefined);
    document.addEventListener(INCIDENT_SAVED_EVENT, saved);
    document.addEventListener(INCIDENT_FORM_CANCEL_EVENT, cancelled);
    const user = userEvent.setup();
    document.body.innerHTML = `<${INCIDENT_FORM_TAG} api-base="${API_BASE}" vehicle-pk="301"></${INCIDENT_FORM_TAG}>`;
    const shadow = withinShadow(INCIDENT_FORM_TAG);
    await user.selectOptions(await shadow.findByRole('combobox', { name: 'Incident Type' }), 'Damage');
    await user.click(shadow.getByRole('button', { name: 'Report' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved.mock.calls[0]![0].detail).toEqual({ incident: criticalBlockingIncident, created: true });
    expect(saved.mock.calls[0]![0].bubbles && saved.mock.calls[0]![0].composed).toBe(true);
    expect(callsTo('POST /api/v1/tfm/incidents/')[0]?.body).toMatchObject({ vehicle: 301, incident_type: 902 });
    await user.click(shadow.getByRole('button', { name: 'Cancel' }));
    expect(cancelled.mock.calls[0]![0].detail).toEqual({ pk: null });
    document.removeEventListener(INCIDENT_SAVED_EVENT, saved);
    document.removeEventListener(INCIDENT_FORM_CANCEL_EVENT, cancelled);
  });
});
