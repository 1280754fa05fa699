import { createElement } from 'react';
import { dispatchFromHost } from '../element/element-events';
import { createMotorpoolElement } from '../element/motorpool-element';
import { usePortalConfig } from '../api/portal-config/use-portal-config';
import { SIGNED_IN_EVENT, type SignedInEventDetail } from '../element/events/sign-in-events';
import { isThemeName } from '../theme/theme-names';
import { ConnectedTwoFactorCode } from './ConnectedTwoFactorCode';

export const TWO_FACTOR_TAG = 'motorpool-two-factor';

type TwoFactorElementProps = {
  apiBase?: string;
  theme?: string;
  email?: string;
  loginHref?: string;
  /** Set by r2wc: the element's shadow root. */
  container?: HTMLElement;
};

function TwoFactorElement({ apiBase, theme, email, loginHref, container }: TwoFactorElementProps) {
  // Whether registration is on decides the no-organisation rule of spec §4, as on sign-in.
  const { config } = usePortalConfig(apiBase || undefined);
  return createElement(ConnectedTwoFactorCode, {
    // A changed email is a different sign-in: start with an empty form.
    key: email ?? '',
    apiBase: apiBase || undefined,
    email: email ?? '',
    theme: isThemeName(theme) ? theme : undefined,
    logo: config?.logo_url ? { src: config.logo_url, alt: config.title } : null,
    registrationEnabled: config?.registration_enabled ?? false,
    loginHref: loginHref || undefined,
    onSignedIn: (profile) => dispatchFromHost<SignedInEventDetail>(container, SIGNED_IN_EVENT, { profile }),
  });
}

/**
 * `<motorpool-two-factor>`: the second step of a two-factor sign-in (spec §2
 * /otp-submit): the 6-digit code emailed after `<motorpool-sign-in>` fired
 * `motorpool-two-factor-required`. A correct code fills the shared session
 * exactly as a password sign-in does.
 *
 * Renders in its own shadow root with the widgets' CSS built in: the page's
 * CSS does not reach it, and the widget's CSS does not leak out.
 *
 * @attr api-base - Origin of the Motorpool server; empty or absent uses the session's.
 * @attr theme - `default` or `fleet-share`.
 * @attr email - The email from `motorpool-two-factor-required`'s detail. Changing it starts again.
 * @attr login-href - Where "Back to Login" goes; default `/login`.
 *
 * @event motorpool-signed-in - `{ detail: { profile } }`, after the token and profile are in the session. Bubbles, composed.
 *
 * @cssproperty --motorpool-color-brand, --motorpool-color-danger, … - The same theme variables as `<motorpool-sign-in>`.
 *
 * @csspart base - The widget's outermost box (its panel, card or bar).
 * @csspart heading - The panel's heading.
 * @csspart form - The code's `<form>`.
 */
export const MotorpoolTwoFactorElement = createMotorpoolElement(TWO_FACTOR_TAG, TwoFactorElement, {
  props: { apiBase: 'string', theme: 'string', email: 'string', loginHref: 'string' },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-two-factor': InstanceType<typeof MotorpoolTwoFactorElement>;
  }
}
