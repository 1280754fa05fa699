import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerMotorpoolElements } from '../elements';
import { portalConfig } from '../test-support/account-fixtures';
import { typeInShadow, withinShadow } from '../element/shadow-queries';
import { fakeServer, failure, ok } from '../test-support/fake-server';
import { organisations, profile } from '../test-support/fixtures';
import { sessionStore } from '../session/session-store';
import { MotorpoolSignInElement, SIGNED_IN_EVENT, SIGN_IN_TAG } from './element';

const API_BASE = 'https://api.motorpool.test';
const CONFIG = 'GET /api/v1/accounts/portal-config/';
const LOGIN = 'POST /api/v1/accounts/user/login/';
const PROFILE = 'GET /api/v1/accounts/user/profile/';

beforeEach(() => {
  localStorage.clear();
  sessionStore.getState().signOut();
  registerMotorpoolElements();
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('<motorpool-sign-in>', () => {
  it('is defined once, however often registration runs', () => {
    registerMotorpoolElements();
    expect(customElements.get(SIGN_IN_TAG)).toBe(MotorpoolSignInElement);
  });

  it('signs in against its api-base and tells the host page with a composed, bubbling event', async () => {
    const { callsTo } = fakeServer({
      [CONFIG]: [ok(portalConfig)],
      [LOGIN]: [ok({ response_status: 'success', token: 'token-1', two_factor: false, organisation: 11 })],
      [PROFILE]: [ok(profile)],
    });
    const signedIn = vi.fn<(event: CustomEvent<{ profile: typeof profile }>) => void>();
    document.addEventListener(SIGNED_IN_EVENT, signedIn);
    const user = userEvent.setup();

    document.body.innerHTML = `<${SIGN_IN_TAG} api-base="${API_BASE}" theme="fleet-share"></${SIGN_IN_TAG}>`;
    const shadow = withinShadow(SIGN_IN_TAG);
    const element = document.querySelector(SIGN_IN_TAG);

    await typeInShadow(user, await shadow.findByLabelText('Email'), 'dana@example.test');
    await typeInShadow(user, shadow.getByLabelText('Password'), 'secret');
    await user.click(shadow.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(signedIn).toHaveBeenCalledTimes(1));
    const event = signedIn.mock.calls[0]![0];
    expect(event.detail).toEqual({ profile });
    expect(event.target).toBe(element);
    expect(event.bubbles && event.composed).toBe(true);
    // What was typed inside the shadow root reached the form.
    expect(callsTo(LOGIN)[0]?.body).toMatchObject({ email: 'dana@example.test', password: 'secret' });
    expect(element?.shadowRoot?.querySelector('[data-motorpool-theme="fleet-share"]')).not.toBeNull();
    expect(sessionStore.getState().organisation).toBe(organisations[0]?.pk);
    document.removeEventListener(SIGNED_IN_EVENT, signedIn);
  });

  it('shows the register, SSO and privacy links the server configures for its host', async () => {
    fakeServer({
      [CONFIG]: [ok({ ...portalConfig, registration_enabled: true, sso_url: 'https://sso.example.test', privacy_policy_url: 'https://example.test/privacy' })],
    });

    document.body.innerHTML = `<${SIGN_IN_TAG} api-base="${API_BASE}" register-href="https://partner.test/join"></${SIGN_IN_TAG}>`;
    const shadow = withinShadow(SIGN_IN_TAG);

    expect(await shadow.findByRole('link', { name: 'Register' })).toHaveAttribute('href', 'https://partner.test/join');
    expect(shadow.getByRole('link', { name: 'Sign in with SSO' })).toHaveAttribute('href', '/sso');
    expect(shadow.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', 'https://example.test/privacy');
    expect(shadow.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('loads the server’s logo from the server, not from the page it is embedded in', async () => {
    fakeServer({ [CONFIG]: [ok({ ...portalConfig, logo_url: '/uploads/branding/logo.png' })] });
    document.body.innerHTML = `<${SIGN_IN_TAG} api-base="${API_BASE}"></${SIGN_IN_TAG}>`;
    const logo = await withinShadow(SIGN_IN_TAG).findByRole('img', { name: portalConfig.title });
    expect(logo.getAttribute('src')).toBe(`${API_BASE}/uploads/branding/logo.png`);
  });

  it('still signs in with the product defaults when the settings cannot be loaded', async () => {
    fakeServer({ [CONFIG]: [failure(500, 'Server error')] });

    document.body.innerHTML = `<${SIGN_IN_TAG} api-base="${API_BASE}"></${SIGN_IN_TAG}>`;
    const shadow = withinShadow(SIGN_IN_TAG);

    expect(await shadow.findByLabelText('Email')).toBeInTheDocument();
    await waitFor(() => expect(shadow.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument());
    expect(shadow.queryByRole('link', { name: 'Sign in with SSO' })).not.toBeInTheDocument();
  });
});
