import type { Navigate } from '@motorpool/widgets';
import { useLocation, useNavigate } from 'react-router';
import { leavePortal } from './leave-portal';

/**
 * The `onNavigate` the widgets take: their links to portal pages move inside
 * the router, keeping embedded mode; links to another origin leave the portal.
 */
export function useWidgetNavigate(): Navigate {
  const navigate = useNavigate();
  const { search } = useLocation();
  return (href) => {
    const target = new URL(href, window.location.href);
    if (target.origin !== window.location.origin) {
      leavePortal(target.href);
      return;
    }
    const embed = new URLSearchParams(search).get('embed');
    if (embed !== null && !target.searchParams.has('embed')) target.searchParams.set('embed', embed);
    navigate({ pathname: target.pathname, search: target.search, hash: target.hash });
  };
}
