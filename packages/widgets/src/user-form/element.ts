import { USER_FORM_LABELS } from '@motorpool/api';
import { createElement } from 'react';
import { dispatchFromHost } from '../element/element-events';
import { createMotorpoolElement } from '../element/motorpool-element';
import { isThemeName } from '../theme/theme-names';
import { ConnectedUserForm, type UserSavedDetail } from './ConnectedUserForm';
import type { UserFormField } from './user-form-values';

export const USER_FORM_TAG = 'motorpool-user-form';
export const USER_SAVED_EVENT = 'motorpool-user-saved';
export const USER_DELETED_EVENT = 'motorpool-user-deleted';
export const USER_CANCEL_EVENT = 'motorpool-user-cancel';

export type UserSavedEventDetail = UserSavedDetail;
export type UserDeletedEventDetail = { pk: number };
export type UserCancelEventDetail = { pk: number | null };

declare global {
  interface GlobalEventHandlersEventMap {
    [USER_SAVED_EVENT]: CustomEvent<UserSavedEventDetail>;
    [USER_DELETED_EVENT]: CustomEvent<UserDeletedEventDetail>;
    [USER_CANCEL_EVENT]: CustomEvent<UserCancelEventDetail>;
  }
}

type UserFormElementProps = {
  apiBase?: string;
  theme?: string;
  pk?: number;
  includeDeleted?: boolean;
  requiredFields?: string;
  /** Set by r2wc: the element's shadow root. */
  container?: HTMLElement;
};

/** `required-fields="date_of_birth, license_number"`: the known field names, in any case; others are ignored. */
export function parseRequiredFields(text: string | undefined): UserFormField[] | undefined {
  if (!text?.trim()) return undefined;
  const known = Object.keys(USER_FORM_LABELS);
  return text
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name): name is UserFormField => known.includes(name));
}

const validPk = (pk: number | undefined) => (typeof pk === 'number' && Number.isInteger(pk) && pk > 0 ? pk : null);

function UserFormElement({ apiBase, theme, pk, includeDeleted, requiredFields, container }: UserFormElementProps) {
  const userPk = validPk(pk);
  return createElement(ConnectedUserForm, {
    // A new pk is a new record: start over rather than carry values across.
    key: userPk ?? 'new',
    apiBase: apiBase || undefined,
    theme: isThemeName(theme) ? theme : undefined,
    pk: userPk,
    includeDeleted: includeDeleted === true,
    requiredFields: parseRequiredFields(requiredFields),
    onSaved: (detail) => dispatchFromHost<UserSavedEventDetail>(container, USER_SAVED_EVENT, detail),
    onDeleted: (detail) => dispatchFromHost<UserDeletedEventDetail>(container, USER_DELETED_EVENT, detail),
    onCancel: () => dispatchFromHost<UserCancelEventDetail>(container, USER_CANCEL_EVENT, { pk: userPk }),
  });
}

/**
 * `<motorpool-user-form>`: Add New User and Edit User (spec §2, §3, §5, §6,
 * §8) as a custom element, for a signed-in session (it reads the shared
 * session that `<motorpool-sign-in>` fills). Without `pk` it adds a user
 * (Save, Cancel, Submit; 'New User' in a CustomFleet organisation); with
 * `pk` it edits that user (Save, Delete, Cancel), read-only where the
 * server's `edit_scope` says so. Save of a new user keeps the form open,
 * emptied, for the next one; Submit saves and announces that the person is
 * done. Success toasts ('USER DETAILS ADDED SUCCESSFULLY', …) go to the
 * page's `<Toaster>`; failures show in the form, with every value kept.
 *
 * Renders in its own shadow root with the widgets' CSS built in: the page's
 * CSS does not reach it, and the widget's CSS does not leak out. The delete
 * confirmation and calendars render inside that root, never in a portal.
 *
 * @attr api-base - Origin of the Motorpool server; empty or absent uses the session's, by default the page's own origin.
 * @attr theme - `default` or `fleet-share` (the fleet-share brand also says 'Phone Number'); any other value falls back to the page's theme.
 * @attr pk - The user (employees-extensions pk) to edit; absent to add one. Changing it starts over with that user.
 * @attr include-deleted - `true` loads a deleted user too (shown read-only).
 * @attr required-fields - Comma-separated field names (`employee_id`, `date_of_birth`, `phone`, `license_number`, …,
 *   the keys of `USER_FORM_LABELS`) that must be filled in, each saying 'X is required' ('DOB is required').
 *   Absent: those the save payload requires (first_name, last_name, email, branch, status, role).
 *   Removing the attribute keeps its last value (r2wc does not reset props); set it to the list you want instead.
 *
 * @event motorpool-user-saved - `{ detail: { pk, created, done, invited } }` after a save. `created` is true for a new user;
 *   `done` is true after Submit or an edit's Save (close the form), false after Save of a new user (the form stays,
 *   empty, for the next). `invited` is true when the email belongs to an account already in use: its holder was sent
 *   an invitation, nobody was added yet, and `pk` is null. Bubbles, composed.
 * @event motorpool-user-deleted - `{ detail: { pk } }` after the user was deleted (status Deleted). Bubbles, composed.
 * @event motorpool-user-cancel - `{ detail: { pk } }` (pk null when adding) when Cancel is pressed; nothing is saved.
 *   Bubbles, composed.
 *
 * @cssproperty --motorpool-color-brand - Buttons, focus and chosen options.
 * @cssproperty --motorpool-color-brand-contrast - Text on the brand colour.
 * @cssproperty --motorpool-color-text, --motorpool-color-muted-text - Text, optional marks and hints.
 * @cssproperty --motorpool-color-surface, --motorpool-color-page-background - Card, inputs, read-only inputs and notes.
 * @cssproperty --motorpool-color-border - Card, section and input borders.
 * @cssproperty --motorpool-color-danger, --motorpool-color-danger-surface - Field errors, the failure alert and Delete.
 * @cssproperty --motorpool-color-focus-ring - Focus ring.
 * @cssproperty --motorpool-radius-control, --motorpool-radius-surface - Corner radii.
 * @cssproperty --motorpool-font-family, --motorpool-font-size-small, --motorpool-font-size-body, --motorpool-font-size-heading - Type.
 * @cssproperty --motorpool-space-xs … --motorpool-space-xl - Spacing scale.
 *
 * @csspart base - The widget's outermost box (its panel, card or bar).
 * @csspart heading - The panel's heading.
 * @csspart form - The user's `<form>`.
 * @csspart actions - The row of buttons that ends the form (Save, Cancel).
 */
export const MotorpoolUserFormElement = createMotorpoolElement(USER_FORM_TAG, UserFormElement, {
  props: { apiBase: 'string', theme: 'string', pk: 'number', includeDeleted: 'boolean', requiredFields: 'string' },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-user-form': InstanceType<typeof MotorpoolUserFormElement>;
  }
}
