import { createElement } from 'react';
import { dispatchFromHost } from '../element/element-events';
import { createMotorpoolElement } from '../element/motorpool-element';
import { isThemeName } from '../theme/theme-names';
import { ConnectedRoleTable } from './ConnectedRoleTable';

export const ROLE_TABLE_TAG = 'motorpool-role-table';
export const ROLE_OPEN_EVENT = 'motorpool-role-open';

/** The role to open: its pk as text, or 'new' to add one. */
export type RoleOpenEventDetail = { id: string };

declare global {
  interface GlobalEventHandlersEventMap {
    [ROLE_OPEN_EVENT]: CustomEvent<RoleOpenEventDetail>;
  }
}

type RoleTableElementProps = { apiBase?: string; theme?: string; container?: HTMLElement };

function RoleTableElement({ apiBase, theme, container }: RoleTableElementProps) {
  return createElement(ConnectedRoleTable, {
    apiBase: apiBase || undefined,
    theme: isThemeName(theme) ? theme : undefined,
    onOpen: (id) => dispatchFromHost<RoleOpenEventDetail>(container, ROLE_OPEN_EVENT, { id: String(id) }),
  });
}

/**
 * `<motorpool-role-table>`: the organisation's roles (spec §2 /user-roles)
 * with their member counts, whether each is a default or custom role, and
 * the admin role's badge. Super users get Add role and Edit (the host opens
 * the editor on `motorpool-role-open`) and, for a custom role nobody holds,
 * Delete after a confirmation; other rows say why they cannot be deleted.
 * Deletes show a toast (render a `Toaster` on the page).
 *
 * Renders in its own shadow root with the widgets' CSS built in: the page's
 * CSS does not reach it, and the widget's CSS does not leak out.
 *
 * @attr api-base - Origin of the Motorpool server; absent uses the session's.
 * @attr theme - `default` or `fleet-share`.
 *
 * @event motorpool-role-open - `{ detail: { id } }`: the role's pk as text, or `new`. Bubbles, composed.
 *
 * @csspart base - The widget's outermost box (its card).
 * @csspart heading - The card's heading.
 * @csspart toolbar - The heading and Add role.
 * @csspart rows - The `<ul>` of roles.
 */
export const MotorpoolRoleTableElement = createMotorpoolElement(ROLE_TABLE_TAG, RoleTableElement, {
  props: { apiBase: 'string', theme: 'string' },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-role-table': InstanceType<typeof MotorpoolRoleTableElement>;
  }
}
