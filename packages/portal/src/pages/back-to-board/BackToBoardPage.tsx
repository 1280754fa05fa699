import { sessionStore } from '@motorpool/widgets';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useCarriedSearch } from '../../embed';

/**
 * `/back-to-board`: a system admin's "Back to my board" leaves the organisation
 * they were looking at (spec §2 Sidebar) and returns to the dashboard, whose
 * wrapper loads the profile without an organisation.
 */
export function BackToBoardPage() {
  const navigate = useNavigate();
  const search = useCarriedSearch();
  useEffect(() => {
    const session = sessionStore.getState();
    // Only once: clearing the organisation reloads the profile, which shows this page again until the navigation lands.
    if (session.profile?.is_system_admin && session.organisation !== null) session.selectOrganisation(null);
    navigate({ pathname: '/dashboard', search }, { replace: true });
  }, [navigate, search]);
  return null;
}
