import { incidentMessages, type Profile } from '@motorpool/api';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withinShadow } from '../element/shadow-queries';
import { registerMotorpoolElements } from '../elements';
import { sessionStore } from '../session/session-store';
import { fakeServer, ok } from '../test-support/fake-server';
import { incidentSettings, incidentTypes } from '../test-support/incident-fixtures';
import { INCIDENT_SETTINGS_CHANGE_EVENT, INCIDENT_SETTINGS_TAG, MotorpoolIncidentSettingsElement, type IncidentSettingsChangeEventDetail } from './element';

const API_BASE = 'https://api.motorpool.test';
const list = (results: unknown[]) => ok({ results, count: results.length, next_page: null });

beforeEach(() => {
  sessionStore.getState().signIn({ token: 'token-1', organisation: 11 });
  sessionStore.getState().setProfile({ permissions: ['organisation_write'] } as unknown as Profile);
  registerMotorpoolElements();
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  sessionStore.getState().signOut();
});

describe('<motorpool-incident-settings>', () => {
  it('is defined once, however often registration runs', () => {
    registerMotorpoolElements();
    expect(customElements.get(INCIDENT_SETTINGS_TAG)).toBe(MotorpoolIncidentSettingsElement);
  });

  it('announces each change with a bubbling, composed event', async () => {
    fakeServer({
      'GET /api/v1/tfm/incident-types/': [list(incidentTypes), list(incidentTypes)],
      'GET /api/v1/tfm/incident-settings/': [ok(incidentSettings)],
      'PUT /api/v1/tfm/incident-settings/': [ok({ ...incidentSettings, notify_on_new: ['branch_manager', 'admin'] })],
      'DELETE /api/v1/tfm/incident-types/905/': [ok({ message: incidentMessages.typeDeleted })],
    });
    const changes = vi.fn((_event: CustomEvent<IncidentSettingsChangeEventDetail>) => undefined);
    document.addEventListener(INCIDENT_SETTINGS_CHANGE_EVENT, changes);
    const user = userEvent.setup();
    document.body.innerHTML = `<${INCIDENT_SETTINGS_TAG} api-base="${API_BASE}"></${INCIDENT_SETTINGS_TAG}>`;
    const shadow = withinShadow(INCIDENT_SETTINGS_TAG);
    await user.click(await shadow.findByRole('button', { name: 'Delete Lost fuel card' }));
    await user.click(shadow.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(changes).toHaveBeenCalledTimes(1));
    await user.click(within(shadow.getByRole('group', { name: 'Notify of a new incident' })).getByRole('checkbox', { name: 'Admins' }));
    await user.click(shadow.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(changes).toHaveBeenCalledTimes(2));
    expect(changes.mock.calls.map(([event]) => event.detail)).toEqual([{ change: 'deleted', pk: 905 }, { change: 'settings' }]);
    const [event] = changes.mock.calls[0]!;
    expect(event.target).toBe(document.querySelector(INCIDENT_SETTINGS_TAG));
    expect(event.bubbles && event.composed).toBe(true);
    document.removeEventListener(INCIDENT_SETTINGS_CHANGE_EVENT, changes);
  });
});
