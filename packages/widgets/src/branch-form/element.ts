import { createElement } from 'react';
import { positiveInteger } from '../fields/branch/element-props';
import { dispatchFromHost } from '../element/element-events';
import { createMotorpoolElement } from '../element/motorpool-element';
import { isThemeName } from '../theme/theme-names';
import { ConnectedBranchForm, type BranchSavedDetail } from './ConnectedBranchForm';

export const BRANCH_FORM_TAG = 'motorpool-branch-form';
export const BRANCH_SAVED_EVENT = 'motorpool-branch-saved';
export const BRANCH_CANCEL_EVENT = 'motorpool-branch-cancel';

export type BranchSavedEventDetail = BranchSavedDetail;
export type BranchCancelEventDetail = { pk: number | null };

declare global {
  interface GlobalEventHandlersEventMap {
    [BRANCH_SAVED_EVENT]: CustomEvent<BranchSavedEventDetail>;
    [BRANCH_CANCEL_EVENT]: CustomEvent<BranchCancelEventDetail>;
  }
}

type BranchFormElementProps = {
  apiBase?: string;
  pk?: number;
  year?: number;
  theme?: string;
  /** Set by r2wc: the element's shadow root. */
  container?: HTMLElement;
};

function BranchFormElement({ apiBase, pk, year, theme, container }: BranchFormElementProps) {
  const branchPk = positiveInteger(pk);
  return createElement(ConnectedBranchForm, {
    // A new pk is another branch: start over rather than carry values across.
    key: branchPk ?? 'new',
    apiBase: apiBase || undefined,
    pk: branchPk,
    year: positiveInteger(year) ?? undefined,
    theme: isThemeName(theme) ? theme : undefined,
    onSaved: (detail) => dispatchFromHost<BranchSavedEventDetail>(container, BRANCH_SAVED_EVENT, detail),
    onCancel: () => dispatchFromHost<BranchCancelEventDetail>(container, BRANCH_CANCEL_EVENT, { pk: branchPk }),
  });
}

/**
 * `<motorpool-branch-form>`: Add Branch and Edit Branch for the signed-in
 * session (spec §3 Branch / hub): name, type (branch or hub), address with
 * country and state, a searchable IANA time zone (the organisation's default when left empty),
 * business hours per weekday (with 'Copy Monday to weekdays'), help desk
 * number, email and message and whether they replace the company's, the
 * toll-free number and important note, key and vehicle pickup locations,
 * tolerance time, details, links, the branch custom fields (airport tags
 * while 'Flight Details Required' is Yes), notifications, vehicle documents,
 * managers and Active. An existing branch also lists its holidays, year by
 * year, to add and delete. Saves show 'Saving...', then a toast (render a
 * `Toaster` on the page); a failure keeps everything typed, with the
 * server's messages on their fields.
 *
 * Renders in its own shadow root with the widgets' CSS built in: the page's
 * CSS does not reach it, and the widget's CSS does not leak out.
 *
 * @attr api-base - Origin of the Motorpool server; absent uses the session's.
 * @attr pk - The branch or hub to edit; absent to add one.
 * @attr year - The year of holidays shown first; this year by default.
 * @attr theme - `default` or `fleet-share`.
 *
 * @event motorpool-branch-saved - `{ detail: { pk, created } }` after a save. Bubbles, composed.
 * @event motorpool-branch-cancel - `{ detail: { pk } }`: Cancel was pressed. Bubbles, composed.
 *
 * @cssproperty --motorpool-color-brand, --motorpool-color-brand-contrast - Buttons and focus.
 * @cssproperty --motorpool-color-danger, --motorpool-color-danger-surface - Errors.
 * @cssproperty --motorpool-color-text, --motorpool-color-muted-text, --motorpool-color-surface, --motorpool-color-border - Card and fields.
 *
 * @csspart base - The widget's outermost box (its panel, card or bar).
 * @csspart heading - The panel's heading.
 * @csspart form - The branch's `<form>`.
 * @csspart actions - The row of buttons that ends the form (Save, Cancel).
 */
export const MotorpoolBranchFormElement = createMotorpoolElement(BRANCH_FORM_TAG, BranchFormElement, {
  props: { apiBase: 'string', pk: 'number', year: 'number', theme: 'string' },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-branch-form': InstanceType<typeof MotorpoolBranchFormElement>;
  }
}
