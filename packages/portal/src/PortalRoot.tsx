import { Toaster, visuallyHidden } from '@motorpool/widgets';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { installEnterTogglesCheckbox } from './keyboard/enter-toggles-checkbox';
import { OrganisationTheme } from './portal-config/OrganisationTheme';
import { PortalConfigProvider } from './portal-config/PortalConfigProvider';
import { useRouteHandle } from './routing/route-handle';
import { useRouteFocus } from './routing/route-focus';

/** Above every layout: the host's configuration and brand, the organisation's theme over it, and the toast area. */
export function PortalRoot() {
  useEffect(installEnterTogglesCheckbox, []);
  const { suppressAlerts = false } = useRouteHandle();
  const pageAnnouncement = useRouteFocus();
  return (
    <PortalConfigProvider>
      <OrganisationTheme />
      <Outlet />
      {/* A live region without the status role: pages keep `status` for their own messages. */}
      <p className={visuallyHidden} aria-live="polite" aria-atomic="true">
        {pageAnnouncement}
      </p>
      {/* Centred, so the header's bell and account menu stay in reach while a toast shows. */}
      {suppressAlerts ? null : (
        <section aria-label="Messages">
          <Toaster placement="top-center" />
        </section>
      )}
    </PortalConfigProvider>
  );
}

/**
 * Shown while the first page's code loads (pages loaded on demand): nothing,
 * as while the configuration loads, so no half-branded screen flashes.
 */
export function PortalStarting() {
  return null;
}
