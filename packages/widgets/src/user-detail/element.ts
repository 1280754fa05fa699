import { createElement } from 'react';
import { createMotorpoolElement } from '../element/motorpool-element';
import { isThemeName } from '../theme/theme-names';
import { ConnectedUserDetail } from './ConnectedUserDetail';

export const USER_DETAIL_TAG = 'motorpool-user-detail';

type UserDetailElementProps = {
  apiBase?: string;
  theme?: string;
  pk?: number;
  includeDeleted?: boolean;
};

function UserDetailElement({ apiBase, theme, pk, includeDeleted }: UserDetailElementProps) {
  if (typeof pk !== 'number' || !Number.isInteger(pk) || pk <= 0) return null;
  return createElement(ConnectedUserDetail, {
    key: pk,
    apiBase: apiBase || undefined,
    theme: isThemeName(theme) ? theme : undefined,
    pk,
    includeDeleted: includeDeleted === true,
  });
}

/**
 * `<motorpool-user-detail>`: one user, read-only (spec §2): General Details,
 * License Details, the organisation's custom fields and Bookings (Vehicle
 * Name, Date-Time). Long lists show 'View More'; the hubs and branches the
 * user is associated with open under 'View Details' ('Other Details'). It
 * reads the shared session that `<motorpool-sign-in>` fills. Bookings arrive
 * with the bookings feature; until then the section says there are none to show.
 *
 * Renders in its own shadow root with the widgets' CSS built in: the page's
 * CSS does not reach it, and the widget's CSS does not leak out. Pop-overs
 * render inside that root.
 *
 * @attr api-base - Origin of the Motorpool server; empty or absent uses the session's, by default the page's own origin.
 * @attr theme - `default` or `fleet-share` (which says 'Phone Number'); any other value falls back to the page's theme.
 * @attr pk - The user (employees-extensions pk) to show; nothing renders without a valid one.
 * @attr include-deleted - `true` shows a deleted user too.
 *
 * @cssproperty --motorpool-color-brand - 'View More' and 'View Details' links.
 * @cssproperty --motorpool-color-text, --motorpool-color-muted-text - Values and labels.
 * @cssproperty --motorpool-color-surface, --motorpool-color-border - Card, pop-overs and rules.
 * @cssproperty --motorpool-color-danger, --motorpool-color-danger-surface - A failed load.
 * @cssproperty --motorpool-color-focus-ring - Focus ring.
 * @cssproperty --motorpool-radius-control, --motorpool-radius-surface - Corner radii.
 * @cssproperty --motorpool-font-family, --motorpool-font-size-small, --motorpool-font-size-body, --motorpool-font-size-heading - Type.
 * @cssproperty --motorpool-space-xs … --motorpool-space-xl - Spacing scale.
 *
 * @csspart base - The widget's outermost box (its panel, card or bar).
 * @csspart heading - The panel's heading.
 */
export const MotorpoolUserDetailElement = createMotorpoolElement(USER_DETAIL_TAG, UserDetailElement, {
  props: { apiBase: 'string', theme: 'string', pk: 'number', includeDeleted: 'boolean' },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-user-detail': InstanceType<typeof MotorpoolUserDetailElement>;
  }
}
