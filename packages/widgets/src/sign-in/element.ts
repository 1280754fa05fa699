import { createElement } from 'react';
import { dispatchFromHost } from '../element/element-events';
import { createMotorpoolElement } from '../element/motorpool-element';
import { serverLogo, usePortalConfig } from '../api/portal-config/use-portal-config';
import { isThemeName } from '../theme/theme-names';
import { ConnectedSignIn } from './ConnectedSignIn';
import { SIGNED_IN_EVENT, TWO_FACTOR_REQUIRED_EVENT, type SignedInEventDetail, type TwoFactorRequiredEventDetail } from '../element/events/sign-in-events';

export { SIGNED_IN_EVENT, TWO_FACTOR_REQUIRED_EVENT, type SignedInEventDetail, type TwoFactorRequiredEventDetail } from '../element/events/sign-in-events';

export const SIGN_IN_TAG = 'motorpool-sign-in';

type SignInElementProps = {
  apiBase?: string;
  theme?: string;
  forgotPasswordHref?: string;
  registerHref?: string;
  ssoHref?: string;
  /** Set by r2wc: the element's shadow root. */
  container?: HTMLElement;
};

function SignInElement({ apiBase, theme, forgotPasswordHref, registerHref, ssoHref, container }: SignInElementProps) {
  // Registration, SSO, the privacy link, the remember-me period and the logo are the server's settings for its host.
  const { config } = usePortalConfig(apiBase || undefined);
  return createElement(ConnectedSignIn, {
    apiBase: apiBase || undefined,
    theme: isThemeName(theme) ? theme : undefined,
    logo: serverLogo(config, apiBase || undefined),
    registrationEnabled: config?.registration_enabled ?? false,
    rememberMeDays: config?.remember_me_days,
    ssoUrl: config?.sso_url,
    privacyPolicyUrl: config?.privacy_policy_url,
    forgotPasswordHref: forgotPasswordHref || undefined,
    registerHref: registerHref || undefined,
    ssoHref: ssoHref || undefined,
    onSignedIn: (profile) => dispatchFromHost<SignedInEventDetail>(container, SIGNED_IN_EVENT, { profile }),
    onTwoFactorRequired: (email) => dispatchFromHost<TwoFactorRequiredEventDetail>(container, TWO_FACTOR_REQUIRED_EVENT, { email }),
  });
}

/**
 * `<motorpool-sign-in>`: the sign-in form (spec §2, §4, §5) as a custom element.
 * A successful sign-in fills the shared session (token, organisation,
 * profile) that every other Motorpool widget on the page reads; the element
 * never navigates, the host decides where to go next.
 *
 * It loads the server's portal config for its host: the register link shows
 * only when registration is enabled, the SSO link only when an SSO address is
 * configured, the privacy link when one is set, and "Remember me" keeps the
 * email (never the password) for the configured number of days.
 *
 * Renders in its own shadow root with the widgets' CSS built in: the page's
 * CSS does not reach it, and the widget's CSS does not leak out.
 *
 * @attr api-base - Origin of the Motorpool server; empty or absent uses the session's, by default the page's own origin.
 * @attr theme - `default` or `fleet-share`; any other value falls back to the page's theme.
 *   Removing an attribute keeps its last value (r2wc does not reset props); set it to `default` instead.
 * @attr forgot-password-href - Where "Forgot password?" goes; default `/forgot-password` (the portal's page).
 * @attr register-href - Where "Register" goes when registration is enabled; default `/register`.
 * @attr sso-href - Where "Sign in with SSO" goes when SSO is configured; default `/sso`.
 *
 * @event motorpool-signed-in - `{ detail: { profile } }`, after the token and profile are in the session. Bubbles, composed.
 * @event motorpool-two-factor-required - `{ detail: { email } }`, when the account needs a one-time code next
 *   (spec §4); show `<motorpool-two-factor email="…">`. Bubbles, composed.
 *
 * @cssproperty --motorpool-color-brand - Submit button, links and chooser hint accent.
 * @cssproperty --motorpool-color-brand-contrast - Text on the brand colour.
 * @cssproperty --motorpool-color-text - Body text.
 * @cssproperty --motorpool-color-muted-text - Secondary text.
 * @cssproperty --motorpool-color-surface - Card and input background.
 * @cssproperty --motorpool-color-page-background - Hint background.
 * @cssproperty --motorpool-color-border - Card and input borders.
 * @cssproperty --motorpool-color-danger - Field errors and the failure alert.
 * @cssproperty --motorpool-color-danger-surface - Failure alert background.
 * @cssproperty --motorpool-color-focus-ring - Focus ring around inputs and the button.
 * @cssproperty --motorpool-radius-control - Corner radius of inputs, the button and notices.
 * @cssproperty --motorpool-radius-surface - Corner radius of the card.
 * @cssproperty --motorpool-font-family - Font of the whole form.
 * @cssproperty --motorpool-font-size-small, --motorpool-font-size-body, --motorpool-font-size-heading - Type scale.
 * @cssproperty --motorpool-space-xs … --motorpool-space-xl - Spacing scale.
 *
 * @csspart base - The widget's outermost box (its panel, card or bar).
 * @csspart heading - The panel's heading.
 * @csspart form - The sign-in `<form>`.
 */
export const MotorpoolSignInElement = createMotorpoolElement(SIGN_IN_TAG, SignInElement, {
  props: { apiBase: 'string', theme: 'string', forgotPasswordHref: 'string', registerHref: 'string', ssoHref: 'string' },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-sign-in': InstanceType<typeof MotorpoolSignInElement>;
  }
}
