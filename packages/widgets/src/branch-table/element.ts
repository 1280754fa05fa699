import { createElement } from 'react';
import { positiveInteger } from '../fields/branch/element-props';
import { pageSizeOr } from '../ui/data-table/features';
import { dispatchFromHost } from '../element/element-events';
import { createMotorpoolElement } from '../element/motorpool-element';
import { isThemeName } from '../theme/theme-names';
import { ConnectedBranchTable } from './ConnectedBranchTable';

export const BRANCH_TABLE_TAG = 'motorpool-branch-table';
export const BRANCH_EDIT_EVENT = 'motorpool-branch-edit';
export const BRANCH_OPEN_EVENT = 'motorpool-branch-open';
export const BRANCH_DELETED_EVENT = 'motorpool-branch-deleted';

/** The branch a row action was chosen on. */
export type BranchActionEventDetail = { pk: number };

declare global {
  interface GlobalEventHandlersEventMap {
    [BRANCH_EDIT_EVENT]: CustomEvent<BranchActionEventDetail>;
    [BRANCH_OPEN_EVENT]: CustomEvent<BranchActionEventDetail>;
    [BRANCH_DELETED_EVENT]: CustomEvent<BranchActionEventDetail>;
  }
}

type BranchTableElementProps = {
  apiBase?: string;
  organisation?: number;
  pageSize?: number;
  theme?: string;
  /** Set by r2wc: the element's shadow root. */
  container?: HTMLElement;
};

function BranchTableElement({ apiBase, organisation, pageSize, theme, container }: BranchTableElementProps) {
  const announce = (type: string) => (pk: number) => dispatchFromHost<BranchActionEventDetail>(container, type, { pk });
  return createElement(ConnectedBranchTable, {
    apiBase: apiBase || undefined,
    organisation: positiveInteger(organisation) ?? undefined,
    pageSize: pageSizeOr(pageSize),
    theme: isThemeName(theme) ? theme : undefined,
    onEdit: announce(BRANCH_EDIT_EVENT),
    onOpen: announce(BRANCH_OPEN_EVENT),
    onDeleted: announce(BRANCH_DELETED_EVENT),
  });
}

/**
 * `<motorpool-branch-table>`: the branches and hubs of the signed-in
 * session's organisation (spec §3 Branch / hub): Action, Name, Type (Branch
 * or Hub), Address, Time Zone (Asia/Kolkata when none is set), Managers and
 * Status (Active green, Inactive red). Search, the Type and Status filters and
 * the order by name are the server's; pages of 1, 2, 10, 15, 20, 30, 45 or 60
 * rows. View and Edit fire the events below; Delete asks first, then deletes
 * with a toast, or shows the server's refusal (a branch that still has
 * members) as a toast (render a `Toaster` on the page). Edit and Delete show
 * only to holders of organisation_write or super_users (spec §6).
 *
 * Renders in its own shadow root with the widgets' CSS built in: the page's
 * CSS does not reach it, and the widget's CSS does not leak out.
 *
 * @attr api-base - Origin of the Motorpool server; empty or absent uses the session's.
 * @attr organisation - The organisation (pk) whose branches to show; absent uses the session's selected one.
 * @attr page-size - Rows per page to start with: 1, 2, 10, 15, 20, 30, 45 or 60 (15 otherwise).
 * @attr theme - `default` or `fleet-share`.
 *
 * @event motorpool-branch-edit - `{ detail: { pk } }`: Edit was chosen; open the branch form. Bubbles, composed.
 * @event motorpool-branch-open - `{ detail: { pk } }`: the name or View was chosen. Bubbles, composed.
 * @event motorpool-branch-deleted - `{ detail: { pk } }` after a branch was deleted. Bubbles, composed.
 *
 * @cssproperty --motorpool-color-success, --motorpool-color-danger - Active and Inactive badges.
 * @cssproperty --motorpool-color-brand - Names, hovered actions and the loading bar.
 * @cssproperty --motorpool-color-surface, --motorpool-color-border, --motorpool-color-muted-text - Table.
 *
 * @csspart base - The widget's outermost box (its panel, card or bar).
 * @csspart toolbar - The row of search, filters and actions above the table.
 * @csspart table - The `<table>` of rows.
 * @csspart cards - The rows as cards, in place of the table when the element's box is narrow.
 */
export const MotorpoolBranchTableElement = createMotorpoolElement(BRANCH_TABLE_TAG, BranchTableElement, {
  props: { apiBase: 'string', organisation: 'number', pageSize: 'number', theme: 'string' },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-branch-table': InstanceType<typeof MotorpoolBranchTableElement>;
  }
}
