import { Navigate, Outlet } from 'react-router';
import { useCarriedSearch } from '../embed';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { usePortalConfig } from '../portal-config/portal-config';

type EnabledRouteProps = {
  /** The portal-configuration switch that must be on. */
  feature: 'registration_enabled' | 'dev_mailbox';
  /** What a visitor gets while it is off: sign-in, or the not-found page as if the route did not exist. */
  otherwise: 'login' | 'not-found';
};

/** Routes that exist only when the server switches them on (spec §2 /register; the development mailbox). */
export function EnabledRoute({ feature, otherwise }: EnabledRouteProps) {
  const enabled = usePortalConfig()[feature];
  const search = useCarriedSearch();
  if (enabled) return <Outlet />;
  if (otherwise === 'login') return <Navigate to={{ pathname: '/login', search }} replace />;
  return <NotFoundPage />;
}
