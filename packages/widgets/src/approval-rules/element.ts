import { createElement } from 'react';
import { dispatchFromHost } from '../element/element-events';
import { createMotorpoolElement } from '../element/motorpool-element';
import { isThemeName } from '../theme/theme-names';
import { ConnectedApprovalRules, type ApprovalRulesChange } from './ConnectedApprovalRules';

export const APPROVAL_RULES_TAG = 'motorpool-approval-rules';
export const APPROVAL_RULES_CHANGE_EVENT = 'motorpool-approval-rules-change';

/** What changed: a rule (added, updated, deleted, by pk) or the line-manager setting. */
export type ApprovalRulesChangeEventDetail = ApprovalRulesChange;

declare global {
  interface GlobalEventHandlersEventMap {
    [APPROVAL_RULES_CHANGE_EVENT]: CustomEvent<ApprovalRulesChangeEventDetail>;
  }
}

type ApprovalRulesElementProps = { apiBase?: string; theme?: string; container?: HTMLElement };

function ApprovalRulesElement({ apiBase, theme, container }: ApprovalRulesElementProps) {
  return createElement(ConnectedApprovalRules, {
    apiBase: apiBase || undefined,
    theme: isThemeName(theme) ? theme : undefined,
    onChange: (change) => dispatchFromHost<ApprovalRulesChangeEventDetail>(container, APPROVAL_RULES_CHANGE_EVENT, change),
  });
}

/**
 * `<motorpool-approval-rules>`: the organisation's booking approval rules
 * (spec §2 /booking-approval-rules) for its administrators (organisation_write
 * or super_users; anyone else gets the server's refusal). First the switch
 * "Line Manager is required on bookings" (spec §5), saved as it is turned;
 * then the rules: Name, Applies to in words ('Bookings at Parramatta by
 * Drivers, 8 hours or longer', 'Every booking'), Approvers and Active, with
 * Edit (a dialog) and Delete (after 'Delete approval rule {name}?') on each
 * row and Add Approval Rule above. In a box narrower than 40rem the rows
 * are cards. Saves show a toast (render a `Toaster` on the page); the
 * server's refusals show on the field they name.
 *
 * Renders in its own shadow root with the widgets' CSS built in: the page's
 * CSS does not reach it, and the widget's CSS does not leak out.
 *
 * @attr api-base - Origin of the Motorpool server; absent uses the session's.
 * @attr theme - `default` or `fleet-share`.
 *
 * @event motorpool-approval-rules-change - `{ detail: { change: 'added' | 'updated' | 'deleted', pk } }` after a rule changed, `{ detail: { change: 'line-manager', required } }` after the setting was saved. Bubbles, composed.
 *
 * @csspart base - The widget's outermost box (its card).
 * @csspart heading - The card's heading.
 * @csspart toolbar - The row above the rules: their heading and Add Approval Rule.
 * @csspart table - The `<table>` of rules, in a wide box.
 * @csspart cards - The rules as cards, in a narrow box.
 */
export const MotorpoolApprovalRulesElement = createMotorpoolElement(APPROVAL_RULES_TAG, ApprovalRulesElement, {
  props: { apiBase: 'string', theme: 'string' },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-approval-rules': InstanceType<typeof MotorpoolApprovalRulesElement>;
  }
}
