import type { Invite } from '@motorpool/api';
import { createElement } from 'react';
import { dispatchFromHost } from '../element/element-events';
import { createMotorpoolElement } from '../element/motorpool-element';
import { isThemeName } from '../theme/theme-names';
import { ConnectedInviteUser } from './ConnectedInviteUser';

export const INVITE_USER_TAG = 'motorpool-invite-user';
export const INVITE_SENT_EVENT = 'motorpool-invite-sent';

export type InviteSentEventDetail = { invite: Invite };

declare global {
  interface GlobalEventHandlersEventMap {
    [INVITE_SENT_EVENT]: CustomEvent<InviteSentEventDetail>;
  }
}

type InviteUserElementProps = { apiBase?: string; heading?: string; theme?: string; container?: HTMLElement };

function InviteUserElement({ apiBase, heading, theme, container }: InviteUserElementProps) {
  return createElement(ConnectedInviteUser, {
    apiBase: apiBase || undefined,
    heading: heading || undefined,
    theme: isThemeName(theme) ? theme : undefined,
    onInvited: (invite) => dispatchFromHost<InviteSentEventDetail>(container, INVITE_SENT_EVENT, { invite }),
  });
}

/**
 * `<motorpool-invite-user>`: invites a person into the signed-in
 * organisation (spec §7 `POST invite-user/`) with name, email, role and
 * branch; the roles and branches offered come from `GET invite/options/`.
 * Reads the shared session that `<motorpool-sign-in>` fills.
 *
 * @attr api-base - Origin of the Motorpool server; absent uses the session's.
 * @attr heading - The form's heading; 'Invite a user' by default.
 * @attr theme - `default` or `fleet-share`.
 *
 * @event motorpool-invite-sent - `{ detail: { invite } }` after the server accepted an invitation. Bubbles, composed.
 *
 * @csspart base - The widget's outermost box (its panel, card or bar).
 * @csspart heading - The panel's heading.
 * @csspart form - The invitation's `<form>`.
 */
export const MotorpoolInviteUserElement = createMotorpoolElement(INVITE_USER_TAG, InviteUserElement, {
  props: { apiBase: 'string', heading: 'string', theme: 'string' },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-invite-user': InstanceType<typeof MotorpoolInviteUserElement>;
  }
}
