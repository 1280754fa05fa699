import type { Invite } from '@motorpool/api';
import { createElement } from 'react';
import { pageSizeOr } from '../ui/data-table/features';
import { dispatchFromHost } from '../element/element-events';
import { createMotorpoolElement } from '../element/motorpool-element';
import { isThemeName } from '../theme/theme-names';
import { ConnectedInviteTable } from './ConnectedInviteTable';

export const INVITE_TABLE_TAG = 'motorpool-invite-table';
export const INVITE_RESENT_EVENT = 'motorpool-invite-resent';

export type InviteResentEventDetail = { invite: Invite };

declare global {
  interface GlobalEventHandlersEventMap {
    [INVITE_RESENT_EVENT]: CustomEvent<InviteResentEventDetail>;
  }
}

type InviteTableElementProps = {
  apiBase?: string;
  organisation?: number;
  pageSize?: number;
  theme?: string;
  /** Set by r2wc: the element's shadow root. */
  container?: HTMLElement;
};

function InviteTableElement({ apiBase, organisation, pageSize, theme, container }: InviteTableElementProps) {
  return createElement(ConnectedInviteTable, {
    apiBase: apiBase || undefined,
    organisation: organisation && Number.isInteger(organisation) && organisation > 0 ? organisation : undefined,
    pageSize: pageSizeOr(pageSize),
    theme: isThemeName(theme) ? theme : undefined,
    onResent: (invite) => dispatchFromHost<InviteResentEventDetail>(container, INVITE_RESENT_EVENT, { invite }),
  });
}

/**
 * `<motorpool-invite-table>`: the invitations of the signed-in session's
 * organisation (spec §2 Invite table): Action (70 px), Name, Email, Branch,
 * Status, Role, in pages of 1, 2, 10, 15, 20, 30, 45 or 60 rows. Status shows
 * in its colour: Accepted green, Pending Approval grey, Resent black,
 * Expired red. Resend sends the invitation again (an expired one gets a new
 * link); it is disabled once the invitation is accepted (spec §4). Success
 * and failure are toasts (render a `Toaster` on the page). Needs user_write
 * on the server.
 *
 * Renders in its own shadow root with the widgets' CSS built in: the page's
 * CSS does not reach it, and the widget's CSS does not leak out.
 *
 * @attr api-base - Origin of the Motorpool server; empty or absent uses the session's.
 * @attr organisation - The organisation (pk) whose invitations to show; absent uses the session's selected one.
 * @attr page-size - Rows per page to start with: 1, 2, 10, 15, 20, 30, 45 or 60 (15 otherwise).
 * @attr theme - `default` or `fleet-share`.
 *
 * @event motorpool-invite-resent - `{ detail: { invite } }` after an invitation was resent, with its new status. Bubbles, composed.
 *
 * @cssproperty --motorpool-color-success, --motorpool-color-danger, --motorpool-color-text - Accepted, Expired and Resent badges.
 * @cssproperty --motorpool-color-brand - Hovered actions and the loading bar.
 * @cssproperty --motorpool-color-muted-text, --motorpool-color-page-background, --motorpool-color-border - Headers, Pending Approval, lines.
 * @cssproperty --motorpool-color-surface - Table background.
 * @cssproperty --motorpool-color-focus-ring - Focus ring.
 * @cssproperty --motorpool-radius-control, --motorpool-radius-surface - Corner radii.
 * @cssproperty --motorpool-font-family, --motorpool-font-size-small, --motorpool-font-size-body, --motorpool-font-weight-strong - Type.
 * @cssproperty --motorpool-space-xs … --motorpool-space-xl - Spacing scale.
 *
 * @csspart base - The widget's outermost box (its panel, card or bar).
 * @csspart table - The `<table>` of rows.
 * @csspart cards - The rows as cards, in place of the table when the element's box is narrow.
 */
export const MotorpoolInviteTableElement = createMotorpoolElement(INVITE_TABLE_TAG, InviteTableElement, {
  props: { apiBase: 'string', organisation: 'number', pageSize: 'number', theme: 'string' },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-invite-table': InstanceType<typeof MotorpoolInviteTableElement>;
  }
}
