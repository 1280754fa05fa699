import { Toaster } from '@motorpool/widgets';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { installEnterTogglesCheckbox } from './keyboard/enter-toggles-checkbox';
import { PortalConfigProvider } from './portal-config/PortalConfigProvider';
import { useRouteHandle } from './routing/route-handle';

/** Above every layout: the host's configuration and brand, and the toast area. */
export function PortalRoot() {
  useEffect(installEnterTogglesCheckbox, []);
  const { suppressAlerts = false } = useRouteHandle();
  return (
    <PortalConfigProvider>
      <Outlet />
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
