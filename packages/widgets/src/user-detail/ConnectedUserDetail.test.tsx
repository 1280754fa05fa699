import { messages } from '@motorpool/api';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeServer, ok } from '../test-support/fake-server';
import { bookings, employee, tagGroups, userFormOptions } from '../test-support/user-form-fixtures';
import { sessionStore } from '../session/session-store';
import { profile } from '../test-support/fixtures';
import { ConnectedUserDetail } from './ConnectedUserDetail';

const API_BASE = 'https://api.motorpool.test';
const TFM = '/api/v1/tfm';
const GET_EMPLOYEE = `GET ${TFM}/employees-extensions/301/`;
const list = <T,>(results: T[]) => ok({ results, count: results.length, next_page: null });
const branches = [...userFormOptions.branches, ...userFormOptions.hubs].map((branch) => ({ ...branch, branch_type: 'branch', is_active: true }));

beforeEach(() => {
  sessionStore.getState().signIn({ token: 'token-1', organisation: 11 });
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.getState().signOut();
});

describe('ConnectedUserDetail', () => {
  it('loads the user with the session, naming custom fields and associated hubs', async () => {
    const { callsTo } = fakeServer({
      [GET_EMPLOYEE]: [ok(employee)],
      [`GET ${TFM}/tags/`]: [list(tagGroups)],
      [`GET ${TFM}/branches/`]: [list(branches)],
      [`GET ${TFM}/bookings/`]: [list([])],
    });
    render(<ConnectedUserDetail apiBase={API_BASE} pk={301} includeDeleted />);

    const other = await screen.findByRole('region', { name: 'Other Details' });
    expect(within(other).getByText('Dangerous Goods Certified')).toBeInTheDocument();
    expect(screen.getByText('No bookings to show.')).toBeInTheDocument();
    expect(callsTo(GET_EMPLOYEE)[0]?.headers.get('organisation')).toBe('11');
    expect(callsTo(GET_EMPLOYEE)[0]?.query.get('is_deleted')).toBe('true');
  });

  it("follows the profile's 'Enable Hubs': off, no additional hubs", async () => {
    sessionStore.getState().setProfile({ ...profile, current_organisation: { ...profile.current_organisation!, hubs_enabled: false } });
    fakeServer({
      [GET_EMPLOYEE]: [ok(employee)],
      [`GET ${TFM}/tags/`]: [list(tagGroups)],
      [`GET ${TFM}/branches/`]: [list(branches)],
      [`GET ${TFM}/bookings/`]: [list([])],
    });
    render(<ConnectedUserDetail apiBase={API_BASE} pk={301} />);
    const other = await screen.findByRole('region', { name: 'Other Details' });
    expect(within(other).getByText('Association to Additional Branches')).toBeInTheDocument();
    expect(within(other).queryByText('Association to Additional Hubs')).not.toBeInTheDocument();
  });

  it("lists the user's latest bookings as driver", async () => {
    const { callsTo } = fakeServer({
      [GET_EMPLOYEE]: [ok(employee)],
      [`GET ${TFM}/tags/`]: [list(tagGroups)],
      [`GET ${TFM}/branches/`]: [list(branches)],
      [`GET ${TFM}/bookings/`]: [list(bookings)],
    });
    render(<ConnectedUserDetail apiBase={API_BASE} pk={301} />);
    const section = await screen.findByRole('region', { name: 'Bookings' });
    expect(await within(section).findByRole('table')).toBeInTheDocument();
    const query = callsTo(`GET ${TFM}/bookings/`)[0]?.query;
    expect(query?.get('driver_pk')).toBe('301');
    expect(query?.get('ordering')).toBe('-start_datetime');
  });

  it("says 'Failed to fetch employee details' when the user cannot be loaded", async () => {
    fakeServer({ [GET_EMPLOYEE]: [failure(404, messages.request.notFound)], [`GET ${TFM}/tags/`]: [list([])], [`GET ${TFM}/branches/`]: [list([])] });
    render(<ConnectedUserDetail apiBase={API_BASE} pk={301} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.userForm.fetchFailed);
  });

  it('still shows the user when the custom fields and branches cannot be loaded', async () => {
    fakeServer({ [GET_EMPLOYEE]: [ok(employee)], [`GET ${TFM}/tags/`]: [failure(500, 'down')], [`GET ${TFM}/branches/`]: [failure(500, 'down')] });
    render(<ConnectedUserDetail apiBase={API_BASE} pk={301} />);
    const other = await screen.findByRole('region', { name: 'Other Details' });
    expect(within(other).getByText('Dangerous Goods')).toBeInTheDocument();
  });
});
