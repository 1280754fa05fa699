import { sessionStore } from '@motorpool/widgets';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../test-support/portal-fetch';
import { profileOf } from '../../test-support/profiles';
import { renderAt } from '../../test-support/render';

afterEach(() => {
  sessionStore.getState().signOut();
});

const SAVED = [
  { pk: 11, preference_key: 'navigation_layout', preference_id: null, value: 'side_menu_bar' },
  { pk: 12, preference_key: 'date_format', preference_id: null, value: 'dd/MM/yyyy' },
  { pk: 13, preference_key: 'time_format', preference_id: null, value: 'hh:mm a' },
  { pk: 14, preference_key: 'datetime_format', preference_id: null, value: 'dd/MM/yyyy hh:mm a' },
];

/** The saved preferences, and `PUT preference/user-preference/{pk}/` answered by `answerPut`. */
function stubPreferences(answerPut: (pk: number, body: { value: string }) => Response) {
  const puts: { pk: number; body: unknown }[] = [];
  const fetch = stubFetch((url, init) => {
    const path = new URL(url, 'http://portal.test').pathname;
    const one = /\/preference\/user-preference\/(\d+)\/$/.exec(path);
    if (one && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { value: string };
      puts.push({ pk: Number(one[1]), body });
      return answerPut(Number(one[1]), body);
    }
    if (path.endsWith('/preference/user-preference/')) return json({ results: SAVED, count: SAVED.length, next_page: null });
    return json({ results: [], count: 0, next_page: null });
  });
  return { fetch, puts };
}

async function openPreferences() {
  sessionStore.setState({ token: 'token-prefs', organisation: 1, profile: profileOf() });
  renderAt('/profile/general-details');
  const region = within(await screen.findByRole('region', { name: 'Preferences' }));
  await waitFor(() => expect(region.getByLabelText('Date format')).toBeEnabled());
  return region;
}

describe('preferences form on /profile/general-details', () => {
  it('offers the server’s allowed values with the saved ones selected', async () => {
    stubPreferences(() => json({}));
    const region = await openPreferences();

    expect(region.getByLabelText('Navigation layout')).toHaveValue('side_menu_bar');
    expect(region.getByLabelText('Date-time format')).toHaveValue('dd/MM/yyyy hh:mm a');
    const dateOptions = within(region.getByLabelText('Date format')).getAllByRole('option');
    expect(dateOptions.map((option) => option.getAttribute('value'))).toEqual(['dd/MM/yyyy', 'MM/dd/yyyy', 'yyyy-MM-dd', 'dd MMM yyyy']);
    expect(
      within(region.getByLabelText('Time format'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['hh:mm a', 'HH:mm']);
  });

  it('saves a change with PUT preference/user-preference/{pk}/, toasts, and every usePreferences sees it', async () => {
    const { puts } = stubPreferences((pk, body) => json({ ...SAVED.find((row) => row.pk === pk), value: body.value }));
    const region = await openPreferences();

    fireEvent.change(region.getByLabelText('Date format'), { target: { value: 'yyyy-MM-dd' } });

    expect(await screen.findByText('Date format saved.')).toBeInTheDocument();
    expect(puts).toEqual([{ pk: 12, body: { value: 'yyyy-MM-dd' } }]);
    expect(region.getByLabelText('Date format')).toHaveValue('yyyy-MM-dd');

    // A later change of another key uses its own row.
    fireEvent.change(region.getByLabelText('Navigation layout'), { target: { value: 'top_menu_bar' } });
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toEqual({ pk: 11, body: { value: 'top_menu_bar' } });
    await waitFor(() => expect(region.getByLabelText('Navigation layout')).toHaveValue('top_menu_bar'));
    expect(region.getByLabelText('Date format')).toHaveValue('yyyy-MM-dd');
  });

  it('shows the server’s field message when it refuses a value, and keeps the saved one', async () => {
    stubPreferences(() => json({ errors: { title: 'The request is not valid.', fields: { value: 'Time format must be one of: hh:mm a, HH:mm' } } }, 400));
    const region = await openPreferences();

    fireEvent.change(region.getByLabelText('Time format'), { target: { value: 'HH:mm' } });

    expect(await region.findByRole('alert')).toHaveTextContent('Time format must be one of: hh:mm a, HH:mm');
    expect(region.getByLabelText('Time format')).toHaveValue('hh:mm a');
    expect(region.getByLabelText('Time format')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Time format saved.')).not.toBeInTheDocument();
  });
});
