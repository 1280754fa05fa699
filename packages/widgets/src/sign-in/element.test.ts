import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerMotorpoolElements } from '../elements';
import { organisations, profile } from '../private/fixtures';
import { sessionStore } from '../session/session-store';
import { MotorpoolSignInElement, SIGNED_IN_EVENT, SIGN_IN_TAG } from './element';

const API_BASE = 'https://api.motorpool.test';

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
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const body = String(input).endsWith('/user/login/')
        ? { response_status: 'success', token: 'token-1', two_factor: false, organisation: 11 }
        : profile;
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetch);
    const signedIn = vi.fn<(event: CustomEvent<{ profile: typeof profile }>) => void>();
    document.addEventListener(SIGNED_IN_EVENT, signedIn);
    const user = userEvent.setup();

    document.body.innerHTML = `<${SIGN_IN_TAG} api-base="${API_BASE}" theme="fleet-share"></${SIGN_IN_TAG}>`;
    const element = document.querySelector(SIGN_IN_TAG);

    await user.type(await screen.findByLabelText('Email'), 'dana@example.test');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(signedIn).toHaveBeenCalledTimes(1));
    const event = signedIn.mock.calls[0]![0];
    expect(event.detail).toEqual({ profile });
    expect(event.target).toBe(element);
    expect(event.bubbles && event.composed).toBe(true);
    expect(String(fetch.mock.calls[0]![0])).toBe(`${API_BASE}/api/v1/accounts/user/login/`);
    expect(element?.querySelector('[data-motorpool-theme="fleet-share"]')).not.toBeNull();
    expect(sessionStore.getState().organisation).toBe(organisations[0]?.pk);
    document.removeEventListener(SIGNED_IN_EVENT, signedIn);
  });
});
