import { createElement } from 'react';
import { dispatchFromHost } from '../element/element-events';
import { createMotorpoolElement } from '../element/motorpool-element';
import { isThemeName } from '../theme/theme-names';
import { parseRoleId } from './role-editor-values';
import { ConnectedRoleEditor } from './ConnectedRoleEditor';

export const ROLE_EDITOR_TAG = 'motorpool-role-editor';
export const ROLE_EDITOR_NAVIGATE_EVENT = 'motorpool-role-editor-navigate';

/** Where the editor sends the person: a role's pk as text (the one just created), or null for the roles list. */
export type RoleEditorNavigateEventDetail = { id: string | null };

declare global {
  interface GlobalEventHandlersEventMap {
    [ROLE_EDITOR_NAVIGATE_EVENT]: CustomEvent<RoleEditorNavigateEventDetail>;
  }
}

type RoleEditorElementProps = { apiBase?: string; theme?: string; role?: string; container?: HTMLElement };

function RoleEditorElement({ apiBase, theme, role, container }: RoleEditorElementProps) {
  return createElement(ConnectedRoleEditor, {
    apiBase: apiBase || undefined,
    theme: isThemeName(theme) ? theme : undefined,
    roleId: parseRoleId(role),
    onNavigate: (to) => dispatchFromHost<RoleEditorNavigateEventDetail>(container, ROLE_EDITOR_NAVIGATE_EVENT, { id: to === null ? null : String(to) }),
  });
}

/**
 * `<motorpool-role-editor>`: one role (spec §2 /user-roles/{id}) or a new
 * one: its name and the permission catalogue grouped by area, each
 * permission a checkbox with its description. The admin role's
 * organisation_write and super_users are shown checked and locked with the
 * reason. A custom role nobody holds can be deleted after a confirmation;
 * otherwise the editor says why not, and shows the server's refusal. After a
 * save the signed-in profile is read again, so the page follows the viewer's
 * own permissions. Saves show a toast (render a `Toaster` on the page).
 *
 * Renders in its own shadow root with the widgets' CSS built in: the page's
 * CSS does not reach it, and the widget's CSS does not leak out.
 *
 * @attr api-base - Origin of the Motorpool server; absent uses the session's.
 * @attr theme - `default` or `fleet-share`.
 * @attr role - The role's pk, or `new` to add one.
 *
 * @event motorpool-role-editor-navigate - `{ detail: { id } }`: the created role's pk as text, or null for Back to roles and after a delete. Bubbles, composed.
 *
 * @csspart base - The widget's outermost box (its card).
 * @csspart heading - The card's heading.
 */
export const MotorpoolRoleEditorElement = createMotorpoolElement(ROLE_EDITOR_TAG, RoleEditorElement, {
  props: { apiBase: 'string', theme: 'string', role: 'string' },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-role-editor': InstanceType<typeof MotorpoolRoleEditorElement>;
  }
}
