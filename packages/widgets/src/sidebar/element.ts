import type { Profile } from '@motorpool/api';
import { createElement } from 'react';
import { dispatchFromHost } from '../element/element-events';
import { createMotorpoolElement } from '../element/motorpool-element';
import { navigateThroughHost } from '../element/navigation/host-navigation';
import { isThemeName } from '../theme/theme-names';
import { ConnectedSidebar } from './ConnectedSidebar';
import { isSidebarPlacement } from './sidebar-rules';

export const SIDEBAR_TAG = 'motorpool-sidebar';
export const SIDEBAR_TOGGLE_EVENT = 'motorpool-sidebar-toggle';
export const ORGANISATION_SWITCHED_EVENT = 'motorpool-organisation-switched';
export const ORGANISATION_REDIRECT_EVENT = 'motorpool-organisation-redirect';

export type SidebarToggleEventDetail = { collapsed: boolean };
export type OrganisationSwitchedEventDetail = { profile: Profile };
export type OrganisationRedirectEventDetail = { url: string };

declare global {
  interface GlobalEventHandlersEventMap {
    [SIDEBAR_TOGGLE_EVENT]: CustomEvent<SidebarToggleEventDetail>;
    [ORGANISATION_SWITCHED_EVENT]: CustomEvent<OrganisationSwitchedEventDetail>;
    [ORGANISATION_REDIRECT_EVENT]: CustomEvent<OrganisationRedirectEventDetail>;
  }
}

type SidebarElementProps = {
  apiBase?: string;
  theme?: string;
  currentPath?: string;
  placement?: string;
  collapsed?: boolean;
  subdomainRedirect?: boolean;
  /** Set by r2wc: the element's shadow root. */
  container?: HTMLElement;
};

function SidebarElement({ apiBase, theme, currentPath, placement, collapsed, subdomainRedirect, container }: SidebarElementProps) {
  return createElement(ConnectedSidebar, {
    apiBase: apiBase || undefined,
    theme: isThemeName(theme) ? theme : undefined,
    currentPath: currentPath || undefined,
    // An unknown value falls back to the default layout rather than to nothing.
    placement: isSidebarPlacement(placement) ? placement : 'side',
    defaultCollapsed: collapsed ?? false,
    subdomainRedirect: subdomainRedirect ?? false,
    onNavigate: navigateThroughHost(container),
    onCollapsedChange: (next) => dispatchFromHost<SidebarToggleEventDetail>(container, SIDEBAR_TOGGLE_EVENT, { collapsed: next }),
    onOrganisationSwitched: (profile) => dispatchFromHost<OrganisationSwitchedEventDetail>(container, ORGANISATION_SWITCHED_EVENT, { profile }),
    onRedirect: (url) => dispatchFromHost<OrganisationRedirectEventDetail>(container, ORGANISATION_REDIRECT_EVENT, { url }),
  });
}

/**
 * `<motorpool-sidebar>`: the portal's navigation (spec §2) for the
 * signed-in session: the menu the server allows (`sidebar-items`), 8 items
 * then 'More', the Helpdesk Information and User Manual panels, and the user
 * drop menu with Profile, Company Settings (organisation_write) and Sign out.
 *
 * With `placement="top"` it is a menu bar across its container instead
 * (spec §3 "navigation layout": top menu bar): the same items and rules, the
 * items that fit in a row and the rest under 'More', groups as drop-downs,
 * the help panels and user menu at the right end, no collapse control. The
 * drop-downs follow the WAI-ARIA disclosure navigation pattern: Enter or
 * Space toggles one, ArrowDown / ArrowUp open it on its first / last link,
 * the arrows, Home and End move inside it, Escape closes it and returns
 * focus to its button; Left and Right move between the bar's controls. The
 * host places the element (under its header) and gives it the width.
 * System admins switch organisation from the user menu; the session's
 * organisation changes, the profile is reloaded and /dashboard opens.
 *
 * Hub managers with additional hubs switch hub, and CustomFleet branch
 * managers with additional branches switch branch, from the user menu
 * (`PUT update-user-hub/`, `update-user-branch/`); the profile is reloaded.
 *
 * Links are real `<a href>`s. A plain click fires `motorpool-navigate`; a host
 * with a router cancels it and routes, otherwise the link is followed.
 * Renders in its own shadow root with the widgets' CSS built in: the page's
 * CSS does not reach it, and the widget's CSS does not leak out.
 *
 * @attr api-base - Origin of the Motorpool server; empty or absent uses the session's.
 * @attr theme - `default` or `fleet-share`.
 * @attr current-path - The page shown now (`/users/42`); its item is marked current.
 * @attr placement - `side` (default): the left sidebar; `top`: the top menu bar. Changing it re-lays the same menu out
 *   without reloading it; set `side` to go back (removing the attribute keeps the last value).
 * @attr collapsed - `true` to start collapsed (58 px); the user's toggle then rules (listen to `motorpool-sidebar-toggle`). Side bar only.
 * @attr subdomain-redirect - `true` when the portal redirects to an organisation's own domain (spec §4).
 *
 * @event motorpool-navigate - `{ detail: { href } }`, cancelable: cancel it to route in the host. Bubbles, composed.
 * @event motorpool-sidebar-toggle - `{ detail: { collapsed } }` after the user collapses or expands it.
 * @event motorpool-organisation-switched - `{ detail: { profile } }` after a switch on this host; `motorpool-navigate` to /dashboard follows.
 * @event motorpool-organisation-redirect - `{ detail: { url } }`: the chosen organisation lives on another domain;
 *   the host should load `url` (its login with the access token). The element never writes the page's URL.
 *
 * @cssproperty --motorpool-color-brand - The current item and the avatar.
 * @cssproperty --motorpool-color-brand-contrast - Text on the brand colour.
 * @cssproperty --motorpool-color-text, --motorpool-color-muted-text - Labels and secondary text.
 * @cssproperty --motorpool-color-surface - Sidebar, bar and panel background.
 * @cssproperty --motorpool-color-page-background - Hover and skeleton background.
 * @cssproperty --motorpool-color-border - Dividers and panel borders.
 * @cssproperty --motorpool-color-success, --motorpool-color-danger, --motorpool-color-danger-surface - Switching notices.
 * @cssproperty --motorpool-color-focus-ring - Focus ring.
 * @cssproperty --motorpool-radius-control, --motorpool-radius-surface - Corner radii.
 * @cssproperty --motorpool-font-family, --motorpool-font-size-small, --motorpool-font-size-body - Type.
 * @cssproperty --motorpool-space-xs … --motorpool-space-xl - Spacing scale.
 *
 * @csspart base - The widget's outermost box (its panel, card or bar).
 */
export const MotorpoolSidebarElement = createMotorpoolElement(SIDEBAR_TAG, SidebarElement, {
  props: {
    apiBase: 'string',
    theme: 'string',
    currentPath: 'string',
    placement: 'string',
    collapsed: 'boolean',
    subdomainRedirect: 'boolean',
  },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-sidebar': InstanceType<typeof MotorpoolSidebarElement>;
  }
}
