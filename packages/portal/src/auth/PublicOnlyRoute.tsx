import { sessionStore } from '@motorpool/widgets';
import { useState } from 'react';
import { Navigate, Outlet, useLocation, type Location } from 'react-router';
import { useCarriedSearch } from '../embed';
import { readLoginQuery } from '../pages/login/login-query';

const LOGIN_PATHS = new Set(['/', '/login']);

/** A sign-in link with a token (`/login?access_token=`), which replaces whatever session there is. */
function carriesToken({ pathname, search }: Location): boolean {
  return LOGIN_PATHS.has(pathname.replace(/\/+$/, '') || '/') && readLoginQuery(search).token !== null;
}

/**
 * Public-only routes of spec §2 (sign-in and the account flows before it):
 * someone who arrives already signed in goes to the dashboard, unless they
 * arrive with a token link. Only the arrival counts: while the sign-in form
 * works, it stores the token before it finishes, and it must not be cut off.
 */
export function PublicOnlyRoute() {
  const search = useCarriedSearch();
  const location = useLocation();
  const [signedInOnArrival] = useState(() => sessionStore.getState().token !== null && !carriesToken(location));
  if (signedInOnArrival) return <Navigate to={{ pathname: '/dashboard', search }} replace />;
  return <Outlet />;
}
