import { messages } from '@motorpool/api';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerMotorpoolElements } from '../elements';
import { typeInShadow, withinShadow } from '../element/shadow-queries';
import { fakeServer, ok } from '../test-support/fake-server';
import { signUpCheck, signUpDetails } from '../test-support/registration-fixtures';
import { MotorpoolSignUpElement, REGISTERED_EVENT, SIGN_UP_TAG, type RegisteredEventDetail } from './element';

const API_BASE = 'https://api.motorpool.test';
const TFM = '/api/v1/tfm';

beforeEach(() => {
  registerMotorpoolElements();
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('<motorpool-sign-up>', () => {
  it('is defined once, however often registration runs', () => {
    registerMotorpoolElements();
    expect(customElements.get(SIGN_UP_TAG)).toBe(MotorpoolSignUpElement);
  });

  it('registers against its api-base and tells the host page once the thank-you is read', async () => {
    const { calls } = fakeServer({
      [`GET ${TFM}/user-registration-setting/`]: [ok({ email: signUpDetails.email, available: true })],
      [`POST ${TFM}/domains/validate/`]: [ok({ ...signUpCheck, askFields: [], is_auto_accepted: true })],
      [`POST ${TFM}/token/create/`]: [ok({ message: messages.signUp.otpSent })],
      [`GET ${TFM}/terms-and-conditions/`]: [ok({ TermsAndConditionsUserRegistration: { preferredType: 'link', link: '/terms' } })],
      [`POST ${TFM}/token/verify/`]: [ok({ verification_token: 'verified.token-1' })],
      [`POST ${TFM}/registration-request/`]: [ok({ is_auto_accepted: true, message: 'Registered' }, 201)],
    });
    const registered = vi.fn<(event: CustomEvent<RegisteredEventDetail>) => void>();
    document.addEventListener(REGISTERED_EVENT, registered);
    const user = userEvent.setup();

    document.body.innerHTML = `<${SIGN_UP_TAG} api-base="${API_BASE}" theme="fleet-share"></${SIGN_UP_TAG}>`;
    const shadow = withinShadow(SIGN_UP_TAG);
    const element = document.querySelector(SIGN_UP_TAG);

    await typeInShadow(user, await shadow.findByLabelText('First Name'), signUpDetails.first_name);
    await typeInShadow(user, shadow.getByLabelText('Last Name'), signUpDetails.last_name);
    await typeInShadow(user, shadow.getByLabelText('Email'), signUpDetails.email);
    await typeInShadow(user, shadow.getByLabelText('Organisation Code'), signUpDetails.org);
    await user.click(shadow.getByRole('button', { name: 'Request OTP' }));
    await typeInShadow(user, await shadow.findByLabelText('OTP'), '123456');
    await user.click(shadow.getByRole('checkbox', { name: /Terms and Conditions/ }));
    await user.click(shadow.getByRole('button', { name: 'Verify OTP' }));
    const dialog = await shadow.findByRole('dialog', { name: messages.signUp.thankYou });
    expect(registered).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    expect(registered).toHaveBeenCalledTimes(1);
    const event = registered.mock.calls[0]![0];
    expect(event.detail).toEqual({ isAutoAccepted: true });
    expect(event.target).toBe(element);
    expect(event.bubbles && event.composed).toBe(true);
    expect(calls[0]?.path.startsWith('/api/v1/tfm/')).toBe(true);
    expect(element?.shadowRoot?.querySelector('[data-motorpool-theme="fleet-share"]')).not.toBeNull();
    document.removeEventListener(REGISTERED_EVENT, registered);
  });
});
