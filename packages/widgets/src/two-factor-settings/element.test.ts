import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerMotorpoolElements } from '../elements';
import { withinShadow } from '../element/shadow-queries';
import { sessionStore } from '../session/session-store';
import { fakeServer, ok } from '../test-support/fake-server';
import { MotorpoolTwoFactorSettingsElement, TWO_FACTOR_SETTINGS_TAG } from './element';

beforeEach(() => {
  localStorage.clear();
  sessionStore.getState().signIn({ token: 'token-1', organisation: 11 });
  registerMotorpoolElements();
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('<motorpool-two-factor-settings>', () => {
  it('is registered with the other elements and shows the status in its shadow root', async () => {
    expect(customElements.get(TWO_FACTOR_SETTINGS_TAG)).toBe(MotorpoolTwoFactorSettingsElement);
    fakeServer({ 'GET /api/v1/accounts/user/two-factor/': [ok({ enabled: true, required_by: null })] });
    document.body.innerHTML = `<${TWO_FACTOR_SETTINGS_TAG} api-base="https://api.motorpool.test"></${TWO_FACTOR_SETTINGS_TAG}>`;
    await waitFor(() => expect(withinShadow(TWO_FACTOR_SETTINGS_TAG).getByRole('button', { name: 'Turn off' })).toBeInTheDocument());
    expect(withinShadow(TWO_FACTOR_SETTINGS_TAG).getByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();
  });
});
