import { createElement } from 'react';
import { dispatchFromHost } from '../element/element-events';
import { createMotorpoolElement } from '../element/motorpool-element';
import { isThemeName } from '../theme/theme-names';
import { ConnectedMemberAdminFlag } from './ConnectedMemberAdminFlag';

export const MEMBER_ADMIN_FLAG_TAG = 'motorpool-member-admin-flag';
export const ADMIN_FLAG_CHANGED_EVENT = 'motorpool-admin-flag-changed';

type MemberAdminFlagElementProps = {
  pk?: number;
  apiBase?: string;
  theme?: string;
  /** Set by r2wc: the element's shadow root. */
  container?: HTMLElement;
};

function MemberAdminFlagElement({ pk, apiBase, theme, container }: MemberAdminFlagElementProps) {
  if (!pk) return null;
  return createElement(ConnectedMemberAdminFlag, {
    pk,
    apiBase: apiBase || undefined,
    theme: isThemeName(theme) ? theme : undefined,
    onChange: (flag) => dispatchFromHost<{ is_business_admin: boolean }>(container, ADMIN_FLAG_CHANGED_EVENT, { is_business_admin: flag }),
  });
}

/**
 * `<motorpool-member-admin-flag pk="12">`: a member's admin flag (spec §4)
 * for a user's page, with who changed it and when. For super users: the
 * server refuses anyone else. Uses the shared session.
 *
 * Renders in its own shadow root with the widgets' CSS built in.
 *
 * @attr pk - The member (employee extension) pk.
 * @attr api-base - Origin of the Motorpool server; empty or absent uses the session's.
 * @attr theme - `default` or `fleet-share`.
 *
 * @event motorpool-admin-flag-changed - `{ detail: { is_business_admin } }` after a change was saved. Bubbles, composed.
 *
 * @cssproperty --motorpool-color-brand, --motorpool-color-danger, … - The theme variables.
 *
 * @csspart base - The card.
 * @csspart heading - The card's heading.
 */
export const MotorpoolMemberAdminFlagElement = createMotorpoolElement(MEMBER_ADMIN_FLAG_TAG, MemberAdminFlagElement, {
  props: { pk: 'number', apiBase: 'string', theme: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'motorpool-member-admin-flag': InstanceType<typeof MotorpoolMemberAdminFlagElement>;
  }
}
