import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerMotorpoolElements, SIGNED_IN_EVENT, type SignedInEventDetail } from '../elements';
import { portalConfig } from '../test-support/account-fixtures';
import { typeInShadow, withinShadow } from '../element/shadow-queries';
import { fakeServer, ok } from '../test-support/fake-server';
import { profile } from '../test-support/fixtures';
import { sessionStore } from '../session/session-store';
import { MotorpoolTwoFactorElement, TWO_FACTOR_TAG } from './element';

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

describe('<motorpool-two-factor>', () => {
  it('is registered with the other elements', () => {
    expect(customElements.get(TWO_FACTOR_TAG)).toBe(MotorpoolTwoFactorElement);
  });

  it('finishes the sign-in for its email and fires motorpool-signed-in from the element', async () => {
    const { callsTo } = fakeServer({
      'GET /api/v1/accounts/portal-config/': [ok(portalConfig)],
      'POST /api/v1/accounts/user/login/otp/submit/': [ok({ response_status: 'success', token: 'token-2fa', two_factor: true, organisation: 11 })],
      'GET /api/v1/accounts/user/profile/': [ok(profile)],
    });
    const signedIn = vi.fn<(event: CustomEvent<SignedInEventDetail>) => void>();
    document.addEventListener(SIGNED_IN_EVENT, signedIn);
    const user = userEvent.setup();

    document.body.innerHTML = `<${TWO_FACTOR_TAG} api-base="${API_BASE}" email="dana@example.test"></${TWO_FACTOR_TAG}>`;
    const shadow = withinShadow(TWO_FACTOR_TAG);
    const element = document.querySelector(TWO_FACTOR_TAG);

    expect(await shadow.findByText('dana@example.test')).toBeInTheDocument();
    await typeInShadow(user, shadow.getByLabelText('Sign-in code'), '123456');
    await user.click(shadow.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(signedIn).toHaveBeenCalledTimes(1));
    expect(signedIn.mock.calls[0]![0].target).toBe(element);
    expect(signedIn.mock.calls[0]![0].detail).toEqual({ profile });
    expect(callsTo('POST /api/v1/accounts/user/login/otp/submit/')[0]?.body).toEqual({ email: 'dana@example.test', otp: '123456' });
    expect(sessionStore.getState().token).toBe('token-2fa');
    document.removeEventListener(SIGNED_IN_EVENT, signedIn);
  });
});
