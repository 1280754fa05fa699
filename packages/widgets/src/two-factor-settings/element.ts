import { createElement } from 'react';
import type { TwoFactorStatus } from '@motorpool/api';
import { dispatchFromHost } from '../element/element-events';
import { createMotorpoolElement } from '../element/motorpool-element';
import { isThemeName } from '../theme/theme-names';
import { ConnectedTwoFactorSettings } from './ConnectedTwoFactorSettings';

export const TWO_FACTOR_SETTINGS_TAG = 'motorpool-two-factor-settings';
export const TWO_FACTOR_CHANGED_EVENT = 'motorpool-two-factor-changed';

type TwoFactorSettingsElementProps = {
  apiBase?: string;
  theme?: string;
  /** Set by r2wc: the element's shadow root. */
  container?: HTMLElement;
};

function TwoFactorSettingsElement({ apiBase, theme, container }: TwoFactorSettingsElementProps) {
  return createElement(ConnectedTwoFactorSettings, {
    apiBase: apiBase || undefined,
    theme: isThemeName(theme) ? theme : undefined,
    onChange: (twoFactor) => dispatchFromHost<TwoFactorStatus>(container, TWO_FACTOR_CHANGED_EVENT, twoFactor),
  });
}

/**
 * `<motorpool-two-factor-settings>`: the signed-in person's two-step sign-in,
 * for a profile page: on or off, turned on with a code emailed to them and
 * off with their password, and kept on while an organisation of theirs
 * requires it. Uses the shared session.
 *
 * Renders in its own shadow root with the widgets' CSS built in: the page's
 * CSS does not reach it, and the widget's CSS does not leak out.
 *
 * @attr api-base - Origin of the Motorpool server; empty or absent uses the session's.
 * @attr theme - `default` or `fleet-share`.
 *
 * @event motorpool-two-factor-changed - `{ detail: { enabled, required_by } }`, after it was turned on or off. Bubbles, composed.
 *
 * @cssproperty --motorpool-color-brand, --motorpool-color-danger, … - The theme variables.
 *
 * @csspart base - The card.
 * @csspart heading - The card's heading.
 * @csspart actions - The row of buttons (Turn on, Turn off; Confirm and Cancel while a step shows).
 */
export const MotorpoolTwoFactorSettingsElement = createMotorpoolElement(TWO_FACTOR_SETTINGS_TAG, TwoFactorSettingsElement, {
  props: { apiBase: 'string', theme: 'string' },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-two-factor-settings': InstanceType<typeof MotorpoolTwoFactorSettingsElement>;
  }
}
