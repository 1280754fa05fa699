import type { Profile } from '@motorpool/api';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withinShadow } from '../element/shadow-queries';
import { registerMotorpoolElements } from '../elements';
import { sessionStore } from '../session/session-store';
import { branches } from '../test-support/branch-fixtures';
import { fakeServer, ok } from '../test-support/fake-server';
import { incidentTypes, incidentsInEveryState } from '../test-support/incident-fixtures';
import {
  INCIDENT_OPEN_EVENT,
  INCIDENT_REPORT_EVENT,
  INCIDENT_TABLE_TAG,
  MotorpoolIncidentTableElement,
  type IncidentOpenEventDetail,
  type IncidentReportEventDetail,
} from './element';

const API_BASE = 'https://api.motorpool.test';
const list = (results: unknown[]) => ok({ results, count: results.length, next_page: null });

beforeEach(() => {
  sessionStore.getState().signIn({ token: 'token-1', organisation: 11 });
  sessionStore.getState().setProfile({ permissions: ['incident_write'], timezone: 'Australia/Melbourne' } as unknown as Profile);
  registerMotorpoolElements();
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  sessionStore.getState().signOut();
});

describe('<motorpool-incident-table>', () => {
  it('is defined once, however often registration runs', () => {
    registerMotorpoolElements();
    expect(customElements.get(INCIDENT_TABLE_TAG)).toBe(MotorpoolIncidentTableElement);
  });

  it('starts at its vehicle, branch and page size, and announces open and report with bubbling, composed events', async () => {
    const { callsTo } = fakeServer({
      'GET /api/v1/tfm/incidents/': [list(incidentsInEveryState)],
      'GET /api/v1/tfm/incident-types/': [list(incidentTypes)],
      'GET /api/v1/tfm/branches/': [list(branches)],
    });
    const opens = vi.fn((_event: CustomEvent<IncidentOpenEventDetail>) => undefined);
    const reports = vi.fn((_event: CustomEvent<IncidentReportEventDetail>) => undefined);
    document.addEventListener(INCIDENT_OPEN_EVENT, opens);
    document.addEventListener(INCIDENT_REPORT_EVENT, reports);
    const user = userEvent.setup();
    document.body.innerHTML = `<${INCIDENT_TABLE_TAG} api-base="${API_BASE}" page-size="20" vehicle="301" branch="21"></${INCIDENT_TABLE_TAG}>`;
    const shadow = withinShadow(INCIDENT_TABLE_TAG);
    await user.click(await shadow.findByRole('button', { name: 'View INC-000042' }));
    await user.click(shadow.getByRole('button', { name: 'Report incident' }));
    await waitFor(() => expect(reports).toHaveBeenCalledTimes(1));
    const [open] = opens.mock.calls[0]!;
    expect(open.detail).toEqual({ pk: 5002 });
    expect(open.target).toBe(document.querySelector(INCIDENT_TABLE_TAG));
    expect(open.bubbles && open.composed).toBe(true);
    expect(reports.mock.calls[0]![0].detail).toEqual({});
    expect(Object.fromEntries(callsTo('GET /api/v1/tfm/incidents/')[0]?.query ?? [])).toEqual({
      page: '1',
      page_size: '20',
      ordering: '-reported_on',
      vehicle_pk: '301',
      branch_pk: '21',
    });
    expect(shadow.getByText('24/11/2026 09:15 PM')).toBeInTheDocument();
    document.removeEventListener(INCIDENT_OPEN_EVENT, opens);
    document.removeEventListener(INCIDENT_REPORT_EVENT, reports);
  });
});
