import { createElement } from 'react';
import { dispatchFromHost } from '../element/element-events';
import { createMotorpoolElement } from '../element/motorpool-element';
import { serverLogo, usePortalConfig } from '../api/portal-config/use-portal-config';
import { isThemeName } from '../theme/theme-names';
import { ConnectedForgotPassword } from './ConnectedForgotPassword';

export const FORGOT_PASSWORD_TAG = 'motorpool-forgot-password';
export const PASSWORD_RESET_EVENT = 'motorpool-password-reset';

export type PasswordResetEventDetail = { message: string };

declare global {
  interface GlobalEventHandlersEventMap {
    [PASSWORD_RESET_EVENT]: CustomEvent<PasswordResetEventDetail>;
  }
}

type ForgotPasswordElementProps = {
  apiBase?: string;
  theme?: string;
  token?: string;
  email?: string;
  loginHref?: string;
  /** Set by r2wc: the element's shadow root. */
  container?: HTMLElement;
};

function ForgotPasswordElement({ apiBase, theme, token, email, loginHref, container }: ForgotPasswordElementProps) {
  const { config, settled } = usePortalConfig(apiBase || undefined);
  // The request form's fields depend on the configured recovery type: wait for it rather than swap fields under the cursor.
  if (!settled && !token) return null;
  return createElement(ConnectedForgotPassword, {
    apiBase: apiBase || undefined,
    theme: isThemeName(theme) ? theme : undefined,
    token: token || null,
    email: email || undefined,
    passwordRecovery: config?.password_recovery,
    logo: serverLogo(config, apiBase || undefined),
    loginHref: loginHref || undefined,
    onPasswordReset: (message) => dispatchFromHost<PasswordResetEventDetail>(container, PASSWORD_RESET_EVENT, { message }),
  });
}

/**
 * `<motorpool-forgot-password>`: forgot and reset password (spec §2, §4, §5)
 * as a custom element. Without a token it asks for the email, phone or either
 * (the server's `password_recovery` setting for its host), then shows the
 * same confirmation whether or not the account exists. With a token (the
 * emailed reset link) it checks the link and asks for the new password.
 * The element never navigates; the host decides where to go after the reset.
 *
 * Renders in its own shadow root with the widgets' CSS built in: the page's
 * CSS does not reach it, and the widget's CSS does not leak out.
 *
 * @attr api-base - Origin of the Motorpool server; empty or absent uses the session's, by default the page's own origin.
 * @attr theme - `default` or `fleet-share`; any other value falls back to the page's theme.
 * @attr token - The reset link's token: starts at the new-password step. Changing it starts again.
 * @attr email - Pre-fills the request form's email.
 * @attr login-href - Where "Back to Login" goes; default `/login`.
 *
 * @event motorpool-password-reset - `{ detail: { message } }`, once the new password is saved; the message is the
 *   server's confirmation, for a toast. Bubbles, composed.
 *
 * @cssproperty --motorpool-color-brand, --motorpool-color-danger, --motorpool-color-success, … - The same theme
 *   variables as `<motorpool-sign-in>`; `--motorpool-color-success` accents the confirmations.
 *
 * @csspart base - The widget's outermost box (its panel, card or bar).
 * @csspart heading - The panel's heading.
 * @csspart form - The current step's `<form>`.
 */
export const MotorpoolForgotPasswordElement = createMotorpoolElement(FORGOT_PASSWORD_TAG, ForgotPasswordElement, {
  props: { apiBase: 'string', theme: 'string', token: 'string', email: 'string', loginHref: 'string' },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-forgot-password': InstanceType<typeof MotorpoolForgotPasswordElement>;
  }
}
