import type { PortalConfig } from '@motorpool/api';
import { createContext, useContext } from 'react';

/**
 * What the public screens assume when `GET accounts/portal-config/` cannot be
 * read: the default brand with every optional feature off (spec §9:
 * registration is disabled by default), so a failure never opens a door.
 */
export const FALLBACK_PORTAL_CONFIG: PortalConfig = {
  brand: 'default',
  title: 'Motorpool',
  logo_url: '/brand/default-logo.svg',
  side_image_url: null,
  registration_enabled: false,
  sso_url: null,
  privacy_policy_url: null,
  terms_url: null,
  password_recovery: 'email',
  register_type: 'email',
  remember_me_days: 300,
  subdomain_redirect: false,
  dev_mailbox: false,
};

export const PortalConfigContext = createContext<PortalConfig>(FALLBACK_PORTAL_CONFIG);

/** The portal configuration of this host, loaded once when the portal starts. */
export function usePortalConfig(): PortalConfig {
  return useContext(PortalConfigContext);
}
