import type { PermissionName } from '@motorpool/api';
import { useMatches } from 'react-router';

/** The frames a page can live in (spec §2); docs/portal-routes.md says which route uses which. */
export type PortalLayoutName = 'dashboard' | 'header' | 'bare' | 'auth';

/**
 * What the route table declares about a route, on React Router's `handle`:
 * layout routes name their layout, pages their permission and breadcrumbs.
 * The deepest declaration wins, so a page can refine what its parents say.
 */
export type RouteHandle = {
  layout?: PortalLayoutName;
  /** The permission a page needs (spec §2, §6), or a list of which any one will do; the protected-route wrapper checks it against the profile. */
  permission?: PermissionName | readonly PermissionName[];
  /** Breadcrumbs; a crumb starting with `:` is replaced by that route parameter (spec §2 Heading bar). */
  crumbs?: readonly string[];
  /**
   * The page whose heading-bar actions the server grants (`organisations.getPermissionItems`).
   * Upcoming pages name none, so they offer no buttons that would do nothing.
   */
  pageKey?: string;
  /** Spec §2: `/bookings-calendar-view` suppresses the welcome toast. */
  suppressWelcome?: boolean;
  /** Spec §2: `/bookings-calendar-view` suppresses the alert area (the toasts' "Messages" region); the calendar announces its own changes. */
  suppressAlerts?: boolean;
  /** The page uses the window's whole width (a calendar's timeline), not the reading column. */
  fullWidth?: boolean;
};

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null;
}

/** Merges the handles of a match chain, deepest last. */
export function mergeHandles(handles: readonly unknown[]): RouteHandle {
  return Object.assign({}, ...handles.filter(isRouteHandle));
}

/** The merged handle of the route being shown. */
export function useRouteHandle(): RouteHandle {
  return mergeHandles(useMatches().map((match) => match.handle));
}
