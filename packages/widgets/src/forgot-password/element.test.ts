import { messages } from '@motorpool/api';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerMotorpoolElements } from '../elements';
import { portalConfig, resetLink, STRONG_PASSWORD } from '../test-support/account-fixtures';
import { typeInShadow, withinShadow } from '../element/shadow-queries';
import { fakeServer, failure, ok } from '../test-support/fake-server';
import { FORGOT_PASSWORD_TAG, MotorpoolForgotPasswordElement, PASSWORD_RESET_EVENT, type PasswordResetEventDetail } from './element';

const API_BASE = 'https://api.motorpool.test';
const CONFIG = 'GET /api/v1/accounts/portal-config/';

beforeEach(() => {
  registerMotorpoolElements();
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('<motorpool-forgot-password>', () => {
  it('is registered with the other elements', () => {
    expect(customElements.get(FORGOT_PASSWORD_TAG)).toBe(MotorpoolForgotPasswordElement);
  });

  it("asks for what the server's recovery setting says, pre-filled from the email attribute", async () => {
    fakeServer({ [CONFIG]: [ok({ ...portalConfig, password_recovery: 'either' })] });

    document.body.innerHTML = `<${FORGOT_PASSWORD_TAG} api-base="${API_BASE}" email="dana@example.test"></${FORGOT_PASSWORD_TAG}>`;
    const shadow = withinShadow(FORGOT_PASSWORD_TAG);

    expect(await shadow.findByLabelText('Phone number')).toBeInTheDocument();
    expect(shadow.getByLabelText('Email')).toHaveValue('dana@example.test');
  });

  it('falls back to email recovery when the settings cannot be loaded', async () => {
    fakeServer({ [CONFIG]: [failure(500, messages.request.unexpected)] });

    document.body.innerHTML = `<${FORGOT_PASSWORD_TAG} api-base="${API_BASE}"></${FORGOT_PASSWORD_TAG}>`;
    const shadow = withinShadow(FORGOT_PASSWORD_TAG);

    expect(await shadow.findByLabelText('Email')).toBeInTheDocument();
    expect(shadow.queryByLabelText('Phone number')).not.toBeInTheDocument();
  });

  it('resets the password from a token and tells the host page with a composed, bubbling event', async () => {
    fakeServer({
      [CONFIG]: [ok(portalConfig)],
      'POST /api/v1/accounts/user/verify-token/': [ok(resetLink)],
      'POST /api/v1/accounts/user/new-password/': [ok({ message: messages.resetPassword.success })],
    });
    const reset = vi.fn<(event: CustomEvent<PasswordResetEventDetail>) => void>();
    document.addEventListener(PASSWORD_RESET_EVENT, reset);
    const user = userEvent.setup();

    document.body.innerHTML = `<${FORGOT_PASSWORD_TAG} api-base="${API_BASE}" token="reset.token-1" theme="fleet-share"></${FORGOT_PASSWORD_TAG}>`;
    const shadow = withinShadow(FORGOT_PASSWORD_TAG);
    const element = document.querySelector(FORGOT_PASSWORD_TAG);

    await typeInShadow(user, await shadow.findByLabelText('New Password'), STRONG_PASSWORD);
    await typeInShadow(user, shadow.getByLabelText('Confirm Password'), STRONG_PASSWORD);
    await user.click(shadow.getByRole('button', { name: 'Reset Password' }));

    await waitFor(() => expect(reset).toHaveBeenCalledTimes(1));
    const event = reset.mock.calls[0]![0];
    expect(event.detail).toEqual({ message: messages.resetPassword.success });
    expect(event.target).toBe(element);
    expect(event.bubbles && event.composed).toBe(true);
    expect(element?.shadowRoot?.querySelector('[data-motorpool-theme="fleet-share"]')).not.toBeNull();
    document.removeEventListener(PASSWORD_RESET_EVENT, reset);
  });
});
