import type { PortalConfig } from '@motorpool/api';
import { useEffect, useState } from 'react';
import { sessionApiClient } from '../../session/session-api';

export type PortalConfigState = {
  /** The server's settings for this host; null until loaded, and when they could not be. */
  config: PortalConfig | null;
  /** True once the request finished, either way. */
  settled: boolean;
};

/**
 * Loads `GET accounts/portal-config/` for an element on a page that has no
 * portal around it (a partner page): registration, SSO, privacy link,
 * remember-me period and recovery type are the server's to decide.
 */
export function usePortalConfig(apiBase: string | undefined, { enabled = true }: { enabled?: boolean } = {}): PortalConfigState {
  const [state, setState] = useState<PortalConfigState>({ config: null, settled: !enabled });
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    sessionApiClient(apiBase)
      .accounts.getPortalConfig()
      .then(
        (config) => current && setState({ config, settled: true }),
        // Without the settings the element still works, with the product defaults.
        () => current && setState({ config: null, settled: true }),
      );
    return () => {
      current = false;
    };
  }, [apiBase, enabled]);
  return state;
}
