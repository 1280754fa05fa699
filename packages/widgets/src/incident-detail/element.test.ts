import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerMotorpoolElements } from '../elements';
import { withinShadow } from '../element/shadow-queries';
import { sessionStore } from '../session/session-store';
import { fakeServer, ok } from '../test-support/fake-server';
import { closedIncident } from '../test-support/incident-fixtures';
import {
  INCIDENT_CHANGED_EVENT,
  INCIDENT_DETAIL_TAG,
  INCIDENT_EDIT_EVENT,
  MotorpoolIncidentDetailElement,
  type IncidentChangedEventDetail,
  type IncidentEditEventDetail,
} from './element';

const API_BASE = 'https://api.motorpool.test';
const none = ok({ results: [], count: 0, next_page: null });

beforeEach(() => {
  sessionStore.getState().signIn({ token: 'token-1', organisation: 11 });
  registerMotorpoolElements();
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  sessionStore.getState().signOut();
});

describe('<motorpool-incident-detail>', () => {
  it('is registered with the other elements', () => {
    expect(customElements.get(INCIDENT_DETAIL_TAG)).toBe(MotorpoolIncidentDetailElement);
  });

  it('loads its incident-pk and announces Edit and a change', async () => {
    fakeServer({
      'GET /api/v1/tfm/incidents/5003/': [ok(closedIncident), ok({ ...closedIncident, status: 'Open' })],
      'GET /api/v1/tfm/incidents/5003/audits/': [none, none],
      'POST /api/v1/tfm/incidents/5003/status/': [ok({ ...closedIncident, status: 'Open' })],
    });
    const edits = vi.fn((_event: CustomEvent<IncidentEditEventDetail>) => undefined);
    const changes = vi.fn((_event: CustomEvent<IncidentChangedEventDetail>) => undefined);
    document.addEventListener(INCIDENT_EDIT_EVENT, edits);
    document.addEventListener(INCIDENT_CHANGED_EVENT, changes);
    const user = userEvent.setup();
    document.body.innerHTML = `<${INCIDENT_DETAIL_TAG} api-base="${API_BASE}" incident-pk="5003"></${INCIDENT_DETAIL_TAG}>`;
    const shadow = withinShadow(INCIDENT_DETAIL_TAG);
    await user.click(await shadow.findByRole('button', { name: 'Edit' }));
    expect(edits.mock.calls[0]![0].detail).toEqual({ pk: 5003 });
    expect(edits.mock.calls[0]![0].bubbles && edits.mock.calls[0]![0].composed).toBe(true);
    await user.click(shadow.getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(changes).toHaveBeenCalledTimes(1));
    expect(changes.mock.calls[0]![0].detail).toEqual({ pk: 5003, action: 'reopen' });
    document.removeEventListener(INCIDENT_EDIT_EVENT, edits);
    document.removeEventListener(INCIDENT_CHANGED_EVENT, changes);
  });

  it('renders nothing without a valid incident-pk', () => {
    const { calls } = fakeServer({});
    document.body.innerHTML = `<${INCIDENT_DETAIL_TAG} api-base="${API_BASE}" incident-pk="abc"></${INCIDENT_DETAIL_TAG}>`;
    expect(document.querySelector(INCIDENT_DETAIL_TAG)?.shadowRoot?.querySelectorAll(':scope > :not(style)')).toHaveLength(0);
    expect(calls).toHaveLength(0);
  });
});
