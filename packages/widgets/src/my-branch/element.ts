import { createElement } from 'react';
import { dispatchFromHost } from '../element/element-events';
import { createMotorpoolElement } from '../element/motorpool-element';
import { isThemeName } from '../theme/theme-names';
import { ConnectedMyBranch } from './ConnectedMyBranch';

export const MY_BRANCH_TAG = 'motorpool-my-branch';
export const MY_BRANCH_SAVED_EVENT = 'motorpool-my-branch-saved';

export type MyBranchSavedEventDetail = { pk: number };

declare global {
  interface GlobalEventHandlersEventMap {
    [MY_BRANCH_SAVED_EVENT]: CustomEvent<MyBranchSavedEventDetail>;
  }
}

type MyBranchElementProps = { apiBase?: string; theme?: string; container?: HTMLElement };

function MyBranchElement({ apiBase, theme, container }: MyBranchElementProps) {
  return createElement(ConnectedMyBranch, {
    apiBase: apiBase || undefined,
    theme: isThemeName(theme) ? theme : undefined,
    onSaved: (pk) => dispatchFromHost<MyBranchSavedEventDetail>(container, MY_BRANCH_SAVED_EVENT, { pk }),
  });
}

/**
 * `<motorpool-my-branch>`: the branch the signed-in branch manager manages
 * (`GET my-branch/`): type, address, time zone, managers and status shown
 * read-only, and what they may change themselves (`PUT my-branch/`): the
 * help desk number, email and message, the toll-free number, the important
 * note and the business hours per weekday. Someone who manages no branch
 * sees the server's 'You do not manage a branch.' Saves show 'Saving...',
 * then a toast (render a `Toaster` on the page).
 *
 * Renders in its own shadow root with the widgets' CSS built in: the page's
 * CSS does not reach it, and the widget's CSS does not leak out.
 *
 * @attr api-base - Origin of the Motorpool server; absent uses the session's.
 * @attr theme - `default` or `fleet-share`.
 *
 * @event motorpool-my-branch-saved - `{ detail: { pk } }` after a save. Bubbles, composed.
 *
 * @csspart base - The widget's outermost box (its panel, card or bar).
 * @csspart heading - The panel's heading.
 * @csspart form - The branch's `<form>`.
 * @csspart actions - The row of buttons that ends the form (Save, Cancel).
 */
export const MotorpoolMyBranchElement = createMotorpoolElement(MY_BRANCH_TAG, MyBranchElement, {
  props: { apiBase: 'string', theme: 'string' },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-my-branch': InstanceType<typeof MotorpoolMyBranchElement>;
  }
}
