import { accountsCalls, type PortalConfig } from '@motorpool/api';
import { useEffect, useState } from 'react';
import { sessionRequester } from '../../session/session-api';

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
    accountsCalls(sessionRequester(apiBase))
      .getPortalConfig()
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

/**
 * The server's logo as the page can load it: a path the server gives (`/uploads/…`)
 * is its own, not the partner page's, so it is resolved against the API base.
 */
export function serverLogo(config: PortalConfig | null, apiBase: string | undefined): { src: string; alt: string } | null {
  if (!config?.logo_url) return null;
  const base = apiBase || (typeof document === 'undefined' ? undefined : document.baseURI);
  try {
    return { src: new URL(config.logo_url, base).href, alt: config.title };
  } catch {
    return { src: config.logo_url, alt: config.title };
  }
}
