import type { EmployeeListQuery } from '@motorpool/api';
import { createElement } from 'react';
import { pageSizeOr } from '../ui/data-table/features';
import { dispatchFromHost } from '../element/element-events';
import { createMotorpoolElement } from '../element/motorpool-element';
import { isThemeName } from '../theme/theme-names';
import { ConnectedUserTable } from './ConnectedUserTable';

export const USER_TABLE_TAG = 'motorpool-user-table';
export const USER_EDIT_EVENT = 'motorpool-user-edit';
export const USER_OPEN_EVENT = 'motorpool-user-open';
export const USER_NOTES_EVENT = 'motorpool-user-notes';
export const USER_RAISE_INCIDENT_EVENT = 'motorpool-user-raise-incident';
export const USER_QUERY_CHANGE_EVENT = 'motorpool-user-query-change';

/** The user a row action was chosen on. */
export type UserActionEventDetail = { pk: number };
export type UserQueryChangeEventDetail = { query: EmployeeListQuery };

declare global {
  interface GlobalEventHandlersEventMap {
    [USER_EDIT_EVENT]: CustomEvent<UserActionEventDetail>;
    [USER_OPEN_EVENT]: CustomEvent<UserActionEventDetail>;
    [USER_NOTES_EVENT]: CustomEvent<UserActionEventDetail>;
    [USER_RAISE_INCIDENT_EVENT]: CustomEvent<UserActionEventDetail>;
    [USER_QUERY_CHANGE_EVENT]: CustomEvent<UserQueryChangeEventDetail>;
  }
}

type UserTableElementProps = {
  apiBase?: string;
  organisation?: number;
  pageSize?: number;
  theme?: string;
  /** Set by r2wc: the element's shadow root. */
  container?: HTMLElement;
};

function UserTableElement({ apiBase, organisation, pageSize, theme, container }: UserTableElementProps) {
  const announce = (type: string) => (pk: number) => dispatchFromHost<UserActionEventDetail>(container, type, { pk });
  return createElement(ConnectedUserTable, {
    apiBase: apiBase || undefined,
    // r2wc turns a missing or non-numeric attribute into undefined or NaN; either means the session's organisation.
    organisation: organisation && Number.isInteger(organisation) && organisation > 0 ? organisation : undefined,
    pageSize: pageSizeOr(pageSize),
    theme: isThemeName(theme) ? theme : undefined,
    onEdit: announce(USER_EDIT_EVENT),
    onOpen: announce(USER_OPEN_EVENT),
    onNotes: announce(USER_NOTES_EVENT),
    onRaiseIncident: announce(USER_RAISE_INCIDENT_EVENT),
    onQueryChange: (query) => dispatchFromHost<UserQueryChangeEventDetail>(container, USER_QUERY_CHANGE_EVENT, { query }),
  });
}

/**
 * `<motorpool-user-table>`: the users table of spec §2 for the signed-in
 * session. The 24 columns in order (Action first, 150 px, pinned while the
 * table scrolls sideways), sorting by the sortable headers, a filter in each
 * header, search, 'Include deleted users', pages of 1, 2, 10, 15, 20, 30, 45
 * or 60 rows, and a column choice kept as the person's
 * `user_table_hidden_columns` preference. Rows are virtualised.
 *
 * Row actions follow the viewer's permissions (spec §6): edit (when the
 * server allows it), view, delete (disabled with the spec's tooltip when the
 * user is booked or deleted; confirmed in a dialog), reset password
 * (employee_activate), notes (note_read), raise incident (incident_write),
 * reactivate (user_activate, deleted users) and unlock sign-in
 * (employee_activate: lifts a sign-in paused after failed attempts). Past
 * six, the rest go into a 'more' menu. Delete, reset password, reactivate and
 * unlock sign-in are done here, with toasts (render a `Toaster` on the page);
 * the others fire the events below.
 *
 * Renders in its own shadow root with the widgets' CSS built in: the page's
 * CSS does not reach it, and the widget's CSS does not leak out.
 *
 * @attr api-base - Origin of the Motorpool server; empty or absent uses the session's.
 * @attr organisation - The organisation (pk) whose users to show; absent uses the session's selected one.
 * @attr page-size - Rows per page to start with: 1, 2, 10, 15, 20, 30, 45 or 60 (15 otherwise).
 * @attr theme - `default` or `fleet-share`.
 *
 * @event motorpool-user-edit - `{ detail: { pk } }`: Edit was chosen; open the user's edit form.
 * @event motorpool-user-open - `{ detail: { pk } }`: View was chosen; open the user's read-only detail.
 * @event motorpool-user-notes - `{ detail: { pk } }`: Notes was chosen.
 * @event motorpool-user-raise-incident - `{ detail: { pk } }`: Raise incident was chosen.
 * @event motorpool-user-query-change - `{ detail: { query } }`: the search, filters, order or page changed; `query` is what
 *   `GET employees-extensions/` receives, so an export of the filtered set can send the same.
 *
 * All events bubble and are composed.
 *
 * @cssproperty --motorpool-color-brand - Sort arrows, hovered actions, links and the loading bar.
 * @cssproperty --motorpool-color-brand-contrast - Text on the delete button.
 * @cssproperty --motorpool-color-text, --motorpool-color-muted-text - Cells, headers and empty cells.
 * @cssproperty --motorpool-color-surface, --motorpool-color-page-background - Table, header and hover backgrounds.
 * @cssproperty --motorpool-color-border - Grid lines, inputs and menus.
 * @cssproperty --motorpool-color-success, --motorpool-color-danger - Status badges; the delete button.
 * @cssproperty --motorpool-color-focus-ring - Focus ring.
 * @cssproperty --motorpool-radius-control, --motorpool-radius-surface - Corner radii.
 * @cssproperty --motorpool-font-family, --motorpool-font-size-small, --motorpool-font-size-body, --motorpool-font-weight-strong - Type.
 * @cssproperty --motorpool-space-xs … --motorpool-space-xl - Spacing scale.
 *
 * @csspart base - The widget's outermost box (its panel, card or bar).
 * @csspart toolbar - The row of search, filters and actions above the table.
 * @csspart table - The `<table>` of rows.
 * @csspart cards - The rows as cards, in place of the table when the element's box is narrow.
 */
export const MotorpoolUserTableElement = createMotorpoolElement(USER_TABLE_TAG, UserTableElement, {
  props: { apiBase: 'string', organisation: 'number', pageSize: 'number', theme: 'string' },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-user-table': InstanceType<typeof MotorpoolUserTableElement>;
  }
}
