import type { Profile } from '@motorpool/api';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  INCIDENT_OPEN_EVENT,
  INCIDENT_REPORT_EVENT,
  type IncidentOpenEventDetail,
  type IncidentReportEventDetail,
  registerMotorpoolElements,
  VEHICLE_EDIT_EVENT,
  type VehicleActionEventDetail,
} from '../elements';
import { withinShadow } from '../element/shadow-queries';
import { sessionStore } from '../session/session-store';
import { fakeServer, ok } from '../test-support/fake-server';
import { criticalBlockingIncident } from '../test-support/incident-fixtures';
import { corolla } from '../test-support/vehicle-fixtures';
import { MotorpoolVehicleDetailElement, VEHICLE_DETAIL_TAG } from './element';

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

describe('<motorpool-vehicle-detail>', () => {
  it('is registered with the other elements', () => {
    expect(customElements.get(VEHICLE_DETAIL_TAG)).toBe(MotorpoolVehicleDetailElement);
  });

  it('loads its pk and announces Edit, Report incident and an incident with bubbling, composed events', async () => {
    fakeServer({
      'GET /api/v1/tfm/vehicles/301/': [ok(corolla)],
      'GET /api/v1/tfm/incidents/': [ok({ results: [criticalBlockingIncident], count: 1, next_page: null })],
    });
    // An admin who also raises incidents: Edit and Report incident both show.
    sessionStore.getState().setProfile({ permissions: ['super_users', 'incident_write'] } as unknown as Profile);
    const edits = vi.fn((_event: CustomEvent<VehicleActionEventDetail>) => undefined);
    const reports = vi.fn((_event: CustomEvent<IncidentReportEventDetail>) => undefined);
    const opens = vi.fn((_event: CustomEvent<IncidentOpenEventDetail>) => undefined);
    document.addEventListener(VEHICLE_EDIT_EVENT, edits);
    document.addEventListener(INCIDENT_REPORT_EVENT, reports);
    document.addEventListener(INCIDENT_OPEN_EVENT, opens);
    const user = userEvent.setup();
    document.body.innerHTML = `<${VEHICLE_DETAIL_TAG} api-base="${API_BASE}" pk="301"></${VEHICLE_DETAIL_TAG}>`;
    const shadow = withinShadow(VEHICLE_DETAIL_TAG);
    await user.click(await shadow.findByRole('button', { name: 'Edit' }));
    await user.click(shadow.getByRole('button', { name: 'Report incident' }));
    await user.click(await shadow.findByRole('button', { name: 'Open incident INC-000041' }));
    await waitFor(() => expect(opens).toHaveBeenCalledTimes(1));
    expect(edits.mock.calls[0]![0].detail).toEqual({ pk: 301 });
    expect(reports.mock.calls[0]![0].detail).toEqual({ vehicle: 301 });
    expect(opens.mock.calls[0]![0].detail).toEqual({ pk: criticalBlockingIncident.pk });
    for (const event of [edits.mock.calls[0]![0], reports.mock.calls[0]![0], opens.mock.calls[0]![0]]) {
      expect(event.bubbles && event.composed).toBe(true);
      expect(event.target).toBe(document.querySelector(VEHICLE_DETAIL_TAG));
    }
    document.removeEventListener(VEHICLE_EDIT_EVENT, edits);
    document.removeEventListener(INCIDENT_REPORT_EVENT, reports);
    document.removeEventListener(INCIDENT_OPEN_EVENT, opens);
  });

  it('renders nothing without a valid pk', () => {
    const { calls } = fakeServer({});
    document.body.innerHTML = `<${VEHICLE_DETAIL_TAG} api-base="${API_BASE}" pk="abc"></${VEHICLE_DETAIL_TAG}>`;
    // The shadow root holds only the widgets' style.
    expect(document.querySelector(VEHICLE_DETAIL_TAG)?.shadowRoot?.querySelectorAll(':scope > :not(style)')).toHaveLength(0);
    expect(calls).toHaveLength(0);
  });
});
