import type { VisibilityRulesView } from '@motorpool/api';
import { createElement } from 'react';
import { dispatchFromHost } from '../element/element-events';
import { createMotorpoolElement } from '../element/motorpool-element';
import { isThemeName } from '../theme/theme-names';
import { ConnectedVisibilityRules } from './ConnectedVisibilityRules';

export const VISIBILITY_RULES_TAG = 'motorpool-visibility-rules';
export const VISIBILITY_RULES_SAVED_EVENT = 'motorpool-visibility-rules-saved';

/** The rules as the server saved them. */
export type VisibilityRulesSavedEventDetail = VisibilityRulesView;

declare global {
  interface GlobalEventHandlersEventMap {
    [VISIBILITY_RULES_SAVED_EVENT]: CustomEvent<VisibilityRulesSavedEventDetail>;
  }
}

type VisibilityRulesElementProps = { apiBase?: string; theme?: string; container?: HTMLElement };

function VisibilityRulesElement({ apiBase, theme, container }: VisibilityRulesElementProps) {
  return createElement(ConnectedVisibilityRules, {
    apiBase: apiBase || undefined,
    theme: isThemeName(theme) ? theme : undefined,
    onSaved: (view) => dispatchFromHost<VisibilityRulesSavedEventDetail>(container, VISIBILITY_RULES_SAVED_EVENT, view),
  });
}

/**
 * `<motorpool-visibility-rules>`: what each role of the organisation sees of
 * other drivers' data (issue 21, spec §2 /visibility-rules), for its admins
 * (organisation_write): other drivers' bookings in full, as "Booked" or
 * hidden; their contact details; their incidents; and whether the sign-up
 * requires a branch (spec §5 branch visibility). The server enforces every
 * rule; roles that look after bookings see everything whatever their rules.
 * Under the form, the audit trail, read again after each save. Saves show a
 * toast (render a `Toaster` on the page).
 *
 * Renders in its own shadow root with the widgets' CSS built in.
 *
 * @attr api-base - Origin of the Motorpool server; absent uses the session's.
 * @attr theme - `default` or `fleet-share`.
 *
 * @event motorpool-visibility-rules-saved - `{ detail: VisibilityRulesView }` after a save, as the server saved it. Bubbles, composed.
 *
 * @csspart base - The widget's outermost box (its card).
 * @csspart heading - The card's heading.
 * @csspart form - The rules `<form>`.
 * @csspart role - One role's block of rules.
 * @csspart actions - The row of buttons that ends the form (Save).
 */
export const MotorpoolVisibilityRulesElement = createMotorpoolElement(VISIBILITY_RULES_TAG, VisibilityRulesElement, {
  props: { apiBase: 'string', theme: 'string' },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-visibility-rules': InstanceType<typeof MotorpoolVisibilityRulesElement>;
  }
}
