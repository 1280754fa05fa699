import type { PortalConfig } from '@motorpool/api';
import { applyTheme } from '@motorpool/widgets';
import { useEffect, useState, type ReactNode } from 'react';
import { requestPortalConfig } from '../boot/first-requests';
import { brandTheme } from './brand-theme';
import { FALLBACK_PORTAL_CONFIG, PortalConfigContext } from './portal-config';

/**
 * Loads the host's portal configuration (brand, public-screen switches) once
 * and renders the portal only when it is known, so no screen flashes in the
 * wrong brand. Themes the whole document with the brand (OrganisationTheme
 * sets the page icon: the brand's logo, or the organisation's favicon); page titles read the brand's title through `PageTitle`. An
 * unreadable configuration falls back to the default brand with optional
 * features off.
 */
export function PortalConfigProvider({ children }: { children: ReactNode }) {
  const [config, setConfig] = useState<PortalConfig | null>(null);

  useEffect(() => {
    let current = true;
    requestPortalConfig().then(
      (loaded) => {
        if (current) setConfig(loaded);
      },
      (error: unknown) => {
        console.warn('Motorpool: portal configuration unavailable; using the default brand', error);
        if (current) setConfig(FALLBACK_PORTAL_CONFIG);
      },
    );
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    if (!config) return;
    applyTheme(document.documentElement, brandTheme(config));
  }, [config]);

  if (!config) return null;
  return <PortalConfigContext value={config}>{children}</PortalConfigContext>;
}
