import { messages } from '@motorpool/api';
import { sessionStore } from '@motorpool/widgets';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../test-support/portal-fetch';
import { profileOf } from '../../test-support/profiles';
import { renderAt } from '../../test-support/render';

afterEach(() => {
  sessionStore.getState().signOut();
});

type Answer = (body: unknown) => Response;

/** Answers each call by the end of its path and records the bodies sent. */
function stubAccounts(answers: Record<string, Answer>) {
  const sent: Record<string, unknown> = {};
  const fetch = stubFetch((url, init) => {
    const path = new URL(url, 'http://portal.test').pathname;
    const match = Object.entries(answers).find(([suffix]) => path.endsWith(suffix));
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (match) {
      sent[match[0]] = body;
      return match[1](body);
    }
    return json({ results: [], count: 0, next_page: null });
  });
  return { fetch, sent };
}

function card(name: string) {
  return within(screen.getByRole('region', { name }));
}

async function openGeneralDetails() {
  sessionStore.setState({ token: 'token-1', organisation: 1, profile: profileOf() });
  renderAt('/profile/general-details');
  await screen.findByRole('region', { name: 'Name' });
}

describe('/profile/general-details', () => {
  it('saves the first and last name through PUT user/me/ and updates the session profile', async () => {
    const { sent } = stubAccounts({
      '/user/me/': (body) => json({ ...profileOf(), ...(body as object) }),
    });
    await openGeneralDetails();

    fireEvent.change(card('Name').getByLabelText('First Name'), { target: { value: 'Ari' } });
    fireEvent.click(card('Name').getByRole('button', { name: 'Save' }));

    expect(await card('Name').findByRole('status')).toHaveTextContent('Your name has been saved.');
    expect(sent['/user/me/']).toEqual({ first_name: 'Ari', last_name: 'Admin' });
    expect(sessionStore.getState().profile?.first_name).toBe('Ari');
    expect(screen.getByRole('navigation', { name: 'Account' })).toHaveTextContent('Ari Admin');
  });

  it('refuses an empty first name before calling the server', async () => {
    const { fetch } = stubAccounts({});
    await openGeneralDetails();

    fireEvent.change(card('Name').getByLabelText('First Name'), { target: { value: '' } });
    fireEvent.click(card('Name').getByRole('button', { name: 'Save' }));

    expect(await card('Name').findByText(/First Name/, { selector: 'p' })).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/user/me/'))).toBe(false);
  });

  it('changes the email in two steps: password and address, then the code', async () => {
    const { sent } = stubAccounts({
      '/user/change/email/request/': () => json({ message: messages.accountChange.otpSent }),
      '/user/change/email/': () => json({ message: messages.accountChange.emailChanged }),
      '/user/profile/': () => json(profileOf({ email: 'ari@demo.fleet' })),
    });
    await openGeneralDetails();

    fireEvent.change(card('Email').getByLabelText('New Email'), { target: { value: 'ari@demo.fleet' } });
    fireEvent.change(card('Email').getByLabelText('Current Password'), { target: { value: 'Demo@12345' } });
    fireEvent.click(card('Email').getByRole('button', { name: 'Send code' }));

    expect(await card('Email').findByText(messages.accountChange.otpSent)).toBeInTheDocument();
    expect(sent['/user/change/email/request/']).toEqual({ password: 'Demo@12345', new_email: 'ari@demo.fleet' });
    fireEvent.change(card('Email').getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(card('Email').getByRole('button', { name: 'Confirm' }));

    expect(await card('Email').findByText(messages.accountChange.emailChanged)).toBeInTheDocument();
    expect(sent['/user/change/email/']).toEqual({ otp: '123456' });
    await waitFor(() => expect(sessionStore.getState().profile?.email).toBe('ari@demo.fleet'));
  });

  it('shows the server’s error title and field error when the password is wrong', async () => {
    stubAccounts({
      '/user/change-password/': () =>
        json({ errors: { title: messages.accountChange.wrongPassword, fields: { password: messages.accountChange.wrongPassword } } }, 400),
    });
    await openGeneralDetails();

    const password = card('Password');
    fireEvent.change(password.getByLabelText('Current Password'), { target: { value: 'Wrong@123' } });
    fireEvent.change(password.getByLabelText('New Password'), { target: { value: 'Fresh#Start2' } });
    fireEvent.change(password.getByLabelText('Confirm New Password'), { target: { value: 'Fresh#Start2' } });
    fireEvent.click(password.getByRole('button', { name: 'Change password' }));

    expect(await password.findByRole('alert')).toHaveTextContent(messages.accountChange.wrongPassword);
    expect(password.getByLabelText('Current Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for the same new password twice', async () => {
    const { fetch } = stubAccounts({});
    await openGeneralDetails();

    const password = card('Password');
    fireEvent.change(password.getByLabelText('Current Password'), { target: { value: 'Demo@12345' } });
    fireEvent.change(password.getByLabelText('New Password'), { target: { value: 'Fresh#Start2' } });
    fireEvent.change(password.getByLabelText('Confirm New Password'), { target: { value: 'Fresh#Start3' } });
    fireEvent.click(password.getByRole('button', { name: 'Change password' }));

    expect(await password.findByText('Passwords must be same.')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/user/change-password/'))).toBe(false);
  });
});

describe('preferences', () => {
  it('shows the saved formats and navigation layout from GET preference/user-preference/', async () => {
    stubAccounts({
      '/preference/user-preference/': () =>
        json({
          results: [
            { pk: 1, preference_key: 'navigation_layout', preference_id: null, value: 'side_menu_bar' },
            { pk: 2, preference_key: 'date_format', preference_id: null, value: 'yyyy-MM-dd' },
          ],
          count: 2,
          next_page: null,
        }),
    });
    await openGeneralDetails();

    const preferences = card('Preferences');
    expect(await preferences.findByText('yyyy-MM-dd')).toBeInTheDocument();
    expect(preferences.getByText('Side menu bar')).toBeInTheDocument();
    expect(preferences.getByText('hh:mm a')).toBeInTheDocument();
  });

  it('lists the organisations the person belongs to; leaving the one signed in to signs them out', async () => {
    const { sent } = stubAccounts({
      '/user/memberships/1/': () => json({ message: messages.membership.left('Demo Fleet') }),
      '/user/memberships/': () =>
        json({
          results: [
            {
              organisation: { pk: 1, name: 'Demo Fleet' },
              role: { pk: 1, name: 'Admin' },
              branch: { pk: 3, name: 'Sydney Central' },
              status: { name: 'Active' },
            },
          ],
          count: 1,
          next_page: null,
        }),
    });
    await openGeneralDetails();

    const organisations = await screen.findByRole('region', { name: 'Organisations' });
    fireEvent.click(await within(organisations).findByRole('button', { name: 'Leave organisation Demo Fleet' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Leave Demo Fleet?' })).getByRole('button', { name: 'Leave organisation' }));

    await waitFor(() => expect(sessionStore.getState().token).toBeNull());
    expect(Object.keys(sent)).toContain('/user/memberships/1/');
  });
});
