import { Outlet } from 'react-router';
import { PortalConfigProvider } from './portal-config/PortalConfigProvider';
import { ToastProvider } from './toasts/ToastProvider';

/** Above every layout: the host's configuration and brand, and the toast area. */
export function PortalRoot() {
  return (
    <PortalConfigProvider>
      <ToastProvider>
        <Outlet />
      </ToastProvider>
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
