import { NOTIFICATION_PREFERENCES_PATH, PREFERABLE_MESSAGE_CODES } from '@motorpool/api';
import { sessionStore } from '@motorpool/widgets';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../routes';
import { json, stubFetch } from '../../test-support/portal-fetch';
import { profileOf } from '../../test-support/profiles';
import { renderAt } from '../../test-support/render';

afterEach(() => {
  sessionStore.getState().signOut();
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

/** The rows the server creates on first read: the formats, then one channel per preferable message. */
const SAVED = [
  { pk: 11, preference_key: 'navigation_layout', preference_id: null, value: 'side_menu_bar' },
  { pk: 12, preference_key: 'date_format', preference_id: null, value: 'dd/MM/yyyy' },
  ...PREFERABLE_MESSAGE_CODES.map((code, index) => ({
    pk: 100 + index,
    preference_key: 'notification_channel',
    preference_id: code,
    value: code === 'booking_reminder' ? 'email' : 'both',
  })),
];

const pkOf = (code: string) => SAVED.find((row) => row.preference_id === code)?.pk;

/** The saved preferences, and `PUT preference/user-preference/{pk}/` answered by `answerPut`. */
function stubPreferences(answerPut: (pk: number, body: { value: string }) => Response) {
  const puts: { pk: number; body: unknown }[] = [];
  stubFetch((url, init) => {
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
  return puts;
}

async function openNotifications() {
  sessionStore.setState({ token: 'token-notifications', organisation: 1, profile: profileOf() });
  renderAt('/profile/general-details');
  const region = within(await screen.findByRole('region', { name: 'Notifications' }));
  await waitFor(() => expect(region.getByLabelText('Booking approved')).toBeEnabled());
  return region;
}

describe('notification preferences on /profile/general-details', () => {
  it('groups a choice per message under headings in the contract’s order, with the saved channels selected', async () => {
    stubPreferences(() => json({}));
    const region = await openNotifications();

    expect(region.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Invitations and registration',
      'Bookings',
      'Licences',
      'Incidents',
    ]);
    const bookings = within(region.getByRole('group', { name: 'Bookings' }));
    expect(bookings.getByLabelText('Booking reminder')).toHaveValue('email');
    expect(bookings.getByLabelText('Booking approved')).toHaveValue('both');
    expect(
      within(bookings.getByLabelText('Booking approved'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Bell and email', 'Bell only', 'Email only']);
    expect(within(region.getByRole('group', { name: 'Licences' })).getByLabelText('Your licence expiry')).toBeEnabled();
    expect(region.getAllByRole('combobox')).toHaveLength(PREFERABLE_MESSAGE_CODES.length);
    expect(region.getByText(/always sent by email and cannot be turned off/)).toBeInTheDocument();
    // Security messages are not offered.
    expect(region.queryByLabelText('One-time code')).not.toBeInTheDocument();
  });

  it('saves a change to the message’s own row with PUT preference/user-preference/{pk}/ and toasts', async () => {
    const puts = stubPreferences((pk, body) => json({ ...SAVED.find((row) => row.pk === pk), value: body.value }));
    const region = await openNotifications();

    fireEvent.change(region.getByLabelText('Booking approved'), { target: { value: 'bell' } });

    expect(await screen.findByText('Booking approved notifications saved.')).toBeInTheDocument();
    expect(puts).toEqual([{ pk: pkOf('booking_approved'), body: { value: 'bell' } }]);
    await waitFor(() => expect(region.getByLabelText('Booking approved')).toHaveValue('bell'));
    expect(region.getByLabelText('Booking reminder')).toHaveValue('email');
    // The formats saved beside the channels are untouched.
    expect(within(screen.getByRole('region', { name: 'Preferences' })).getByLabelText('Date format')).toHaveValue('dd/MM/yyyy');
  });

  it('shows the server’s field message when it refuses a value, and keeps the saved one', async () => {
    stubPreferences(() => json({ errors: { title: 'The request is not valid.', fields: { value: 'Choose bell, email or both.' } } }, 400));
    const region = await openNotifications();

    fireEvent.change(region.getByLabelText('Overdue booking'), { target: { value: 'email' } });

    expect(await region.findByRole('alert')).toHaveTextContent('Choose bell, email or both.');
    await waitFor(() => expect(region.getByLabelText('Overdue booking')).toBeEnabled());
    expect(region.getByLabelText('Overdue booking')).toHaveValue('both');
    expect(region.getByLabelText('Overdue booking')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Overdue booking notifications saved.')).not.toBeInTheDocument();
  });

  it('is the card the emails link to, and scrolls to it when the link names it', async () => {
    stubPreferences(() => json({}));
    const scrollIntoView = vi.fn();
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true });
    sessionStore.setState({ token: 'token-notifications', organisation: 1, profile: profileOf() });
    const [pathname, hash] = NOTIFICATION_PREFERENCES_PATH.split('#');
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [{ pathname, hash: `#${hash}` }] })} />);

    const card = await screen.findByRole('region', { name: 'Notifications' });
    expect(card).toHaveAttribute('id', hash);
    await waitFor(() => expect(scrollIntoView.mock.contexts).toContain(card));
  });
});
