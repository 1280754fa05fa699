import { messages } from '@motorpool/api';
import { sessionStore } from '@motorpool/widgets';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, stubFetch } from './test-support/portal-fetch';
import { profileOf } from './test-support/profiles';
import { renderAt } from './test-support/render';

afterEach(() => {
  sessionStore.getState().signOut();
});

/** Answers each call by the end of its path; anything unexpected is a 404 the test would notice. */
function stubCalls(answers: Record<string, (init: RequestInit | undefined) => Response>, config = {}) {
  return stubFetch((url, init) => {
    const path = new URL(url, 'http://portal.test').pathname;
    const match = Object.entries(answers).find(([suffix]) => path.endsWith(suffix));
    return match ? match[1](init) : json({ errors: { title: `unexpected ${path}` } }, 404);
  }, config);
}

const toasts = () => within(screen.getByRole('region', { name: 'Messages' }));

describe('/register (spec §2: only while registration is enabled)', () => {
  it('redirects to sign-in while registration is disabled (the default)', async () => {
    stubFetch(() => json({}));
    const router = renderAt('/register');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /register/i })).not.toBeInTheDocument();
  });

  it('shows the sign-up form when enabled, with a way back to sign in', async () => {
    stubFetch(() => json({}), { registration_enabled: true });
    renderAt('/register');
    expect(await screen.findByRole('button', { name: 'Request OTP' })).toBeInTheDocument();
    expect(screen.getByLabelText('Organisation Code')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('offers the register link on the login page when enabled', async () => {
    stubFetch(() => json({}), { registration_enabled: true });
    renderAt('/login');
    await screen.findByRole('button', { name: 'Sign In' });
    const register = screen.getAllByRole('link').find((link) => link.getAttribute('href') === '/register');
    expect(register).toBeDefined();
  });
});

describe('/otp-submit', () => {
  it('sends a visitor without the email in navigation state to /login', async () => {
    stubFetch(() => json({}));
    const router = renderAt('/otp-submit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('finishes a two-factor sign-in with the code and opens the dashboard', async () => {
    const fetch = stubCalls({
      '/user/login/otp/submit/': () => json({ response_status: 'success', token: 'otp-token', two_factor: true, organisation: 1 }),
      '/user/profile/': () => json(profileOf()),
    });
    const router = renderAt('/otp-submit', { email: 'admin@demo.fleet' });

    fireEvent.change(await screen.findByLabelText('Sign-in code'), { target: { value: '123456' } });
    fireEvent.submit(screen.getByLabelText('Sign-in code').closest('form')!);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(sessionStore.getState().token).toBe('otp-token');
    const [, init] = fetch.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'admin@demo.fleet', otp: '123456' });
  });
});

describe('/forgot-password', () => {
  it('pre-fills the email from the query', async () => {
    stubFetch(() => json({}));
    renderAt('/forgot-password?email=driver%40demo.fleet');
    expect(await screen.findByLabelText('Email')).toHaveValue('driver@demo.fleet');
  });

  it('starts at the new password with the token, then toasts the success on /login', async () => {
    stubCalls({
      '/user/verify-token/': () => json({ email: 'driver@demo.fleet', first_name: 'Dana', needs_password: true }),
      '/user/new-password/': () => json({ message: messages.resetPassword.success }),
    });
    const router = renderAt('/forgot-password?token=reset-token');

    fireEvent.change(await screen.findByLabelText('New Password'), { target: { value: 'Fresh#Start2' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'Fresh#Start2' } });
    const submit = screen.getByRole('button', { name: 'Reset Password' });
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(toasts().getByRole('status')).toHaveTextContent(messages.resetPassword.success);
  });
});

describe('/welcome-user', () => {
  it('activates the account from the link, then toasts on /login', async () => {
    stubCalls({
      '/user/verify-token/': () => json({ email: 'new@demo.fleet', first_name: 'Riley', needs_password: true }),
      '/user/employee/activate/': () => json({ message: messages.activation.success }),
    });
    const router = renderAt('/welcome-user?token=welcome-token');

    fireEvent.change(await screen.findByLabelText('New Password'), { target: { value: 'Fresh#Start2' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'Fresh#Start2' } });
    const submit = screen.getByRole('button', { name: 'Activate Account' });
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(toasts().getByRole('status')).toHaveTextContent(messages.activation.success);
  });
});

describe('/verify-account (private, no header)', () => {
  it('sends a visitor without a session to /login', async () => {
    stubFetch(() => json({}));
    const router = renderAt('/verify-account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the code form without the portal header', async () => {
    stubFetch(() => json({}));
    sessionStore.setState({ token: 't', organisation: 1, profile: profileOf({ is_email_verified: false }) });
    renderAt('/verify-account');
    expect(await screen.findByLabelText('Verification code')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});

describe('/registration-request (private)', () => {
  it('sends a visitor without a session to /login', async () => {
    stubFetch(() => json({}));
    const router = renderAt('/registration-request');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('lists pending requests for an approver, who can accept them', async () => {
    const request = {
      pk: 4,
      name: 'Riley Rookie',
      email: 'riley@example.com',
      branch: { pk: 2, name: 'Sydney Central' },
      status: { name: 'Pending Approval' },
      created_at: '2025-03-01T09:30:00Z',
    };
    stubCalls({
      '/registration-request/4/accept/': () => json({ message: 'Registration request accepted.' }),
      '/registration-request/': () => json({ results: [request], count: 1, next_page: null }),
    });
    sessionStore.setState({ token: 't', organisation: 1, profile: profileOf() });
    renderAt('/registration-request');

    expect(await screen.findByRole('heading', { level: 1, name: 'Registration Requests' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept Riley Rookie' }));
    expect(await screen.findByText('Registration request accepted.')).toBeInTheDocument();
  });
});

describe('/csl-register', () => {
  it('without an invitation says the token is required', async () => {
    stubFetch(() => json({}));
    renderAt('/csl-register');
    expect(await screen.findByText(messages.invite.tokenRequired)).toBeInTheDocument();
  });
});

describe('embedded links', () => {
  it('keep embedded mode when a widget link moves to another portal page', async () => {
    stubFetch(() => json({}));
    const router = renderAt('/login?embed=1');
    fireEvent.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(router.state.location.search).toBe('?embed=1');
  });
});
