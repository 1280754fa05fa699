import { masterConfigMessages, type Profile } from '@motorpool/api';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withinShadow } from '../element/shadow-queries';
import { registerMotorpoolElements } from '../elements';
import { sessionStore } from '../session/session-store';
import { fuelTypes, licenceClasses } from '../test-support/master-config-fixtures';
import { failure, fakeServer, ok } from '../test-support/fake-server';
import { MASTER_CONFIG_NAVIGATE_EVENT, MASTER_CONFIG_TAG, MotorpoolMasterConfigElement, type MasterConfigNavigateEventDetail } from './element';

const API_BASE = 'https://api.motorpool.test';
const BASE = '/api/v1/organisations/master-config';
const list = (results: unknown[]) => ok({ results, count: results.length, next_page: null });

beforeEach(() => {
  sessionStore.getState().signIn({ token: 'token-1', organisation: 11 });
  sessionStore.getState().setProfile({ permissions: ['master-config_update'] } as unknown as Profile);
  registerMotorpoolElements();
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  sessionStore.getState().signOut();
});

describe('<motorpool-master-config>', () => {
  it('is defined once, however often registration runs', () => {
    registerMotorpoolElements();
    expect(customElements.get(MASTER_CONFIG_TAG)).toBe(MotorpoolMasterConfigElement);
  });

  it('moves an entry by sending the whole new order, then reads the list and its trail again', async () => {
    const moved = [licenceClasses[0], licenceClasses[2], licenceClasses[1], ...licenceClasses.slice(3)];
    const server = fakeServer({
      [`GET ${BASE}/licence-classes/`]: [list(licenceClasses), list(moved)],
      [`PUT ${BASE}/licence-classes/order/`]: [list(moved)],
      'GET /api/v1/organisations/audits/': [list([]), list([])],
    });
    document.body.innerHTML = `<${MASTER_CONFIG_TAG} api-base="${API_BASE}" config="licence-classes"></${MASTER_CONFIG_TAG}>`;
    const shadow = withinShadow(MASTER_CONFIG_TAG);
    await userEvent.click(await shadow.findByRole('button', { name: 'Move MR up' }));
    await waitFor(() => expect(server.callsTo(`GET ${BASE}/licence-classes/`)).toHaveLength(2));
    expect(server.callsTo(`PUT ${BASE}/licence-classes/order/`)[0]?.body).toEqual({ pks: [1, 3, 2, 4, 5] });
    expect(server.callsTo(`GET ${BASE}/licence-classes/`)[0]?.query.get('include_inactive')).toBe('true');
    expect(server.callsTo('GET /api/v1/organisations/audits/')[0]?.query.get('record_key')).toBe('licence-classes');
    const items = within(shadow.getByRole('list', { name: 'Licence classes' })).getAllByRole('listitem');
    await waitFor(() => expect(items[1]).toHaveTextContent('MR'));
  });

  it('announces a move to another list with a cancelable event; a host that routes keeps the widget where its attributes say', async () => {
    fakeServer({
      [`GET ${BASE}/licence-classes/`]: [list(licenceClasses)],
      [`GET ${BASE}/fuel-types/`]: [list(fuelTypes)],
      'GET /api/v1/organisations/audits/': [list([]), list([])],
    });
    const navigations = vi.fn((event: CustomEvent<MasterConfigNavigateEventDetail>) => event.preventDefault());
    document.addEventListener(MASTER_CONFIG_NAVIGATE_EVENT, navigations);
    document.body.innerHTML = `<${MASTER_CONFIG_TAG} api-base="${API_BASE}"></${MASTER_CONFIG_TAG}>`;
    const shadow = withinShadow(MASTER_CONFIG_TAG);
    await userEvent.click(await shadow.findByRole('button', { name: 'Edit HR' }));
    const [event] = navigations.mock.calls[0]!;
    expect(event.detail).toEqual({ config: 'licence-classes', id: '4' });
    expect(event.bubbles && event.composed && event.cancelable).toBe(true);
    // Cancelled: the host routes, so no form opened by itself.
    expect(shadow.queryByRole('form')).not.toBeInTheDocument();
    document.querySelector(MASTER_CONFIG_TAG)?.setAttribute('config', 'fuel-types');
    expect(await shadow.findByRole('list', { name: 'Fuel types' })).toBeInTheDocument();
    document.removeEventListener(MASTER_CONFIG_NAVIGATE_EVENT, navigations);
  });

  it('keeps an entry the server refuses to delete (in use since the list was read)', async () => {
    const server = fakeServer({
      [`GET ${BASE}/licence-classes/`]: [list(licenceClasses), list(licenceClasses)],
      [`DELETE ${BASE}/licence-classes/2/`]: [failure(409, masterConfigMessages.inUse(1))],
      'GET /api/v1/organisations/audits/': [list([])],
    });
    document.body.innerHTML = `<${MASTER_CONFIG_TAG} api-base="${API_BASE}" config="licence-classes" entry="new"></${MASTER_CONFIG_TAG}>`;
    const shadow = withinShadow(MASTER_CONFIG_TAG);
    expect(await shadow.findByRole('form', { name: 'Add entry' })).toBeInTheDocument();
    await userEvent.click(shadow.getByRole('button', { name: 'Delete LR' }));
    await userEvent.click(within(shadow.getByRole('dialog', { name: 'Delete LR?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.callsTo(`DELETE ${BASE}/licence-classes/2/`)).toHaveLength(1));
    expect(within(shadow.getByRole('list', { name: 'Licence classes' })).getByText('LR')).toBeInTheDocument();
  });
});
