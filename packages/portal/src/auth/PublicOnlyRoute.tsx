import { sessionStore } from '@motorpool/widgets';
import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useCarriedSearch } from '../embed';

/**
 * Public-only routes of spec §2 (sign-in): someone who arrives already signed
 * in goes to the dashboard. Only the arrival counts: while the sign-in form
 * works, it stores the token before it finishes, and it must not be cut off.
 */
export function PublicOnlyRoute() {
  const search = useCarriedSearch();
  const [signedInOnArrival] = useState(() => sessionStore.getState().token !== null);
  if (signedInOnArrival) return <Navigate to={{ pathname: '/dashboard', search }} replace />;
  return <Outlet />;
}
