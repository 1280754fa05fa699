import type { Brand, PortalConfig } from '@motorpool/api';
import type { ServerConfig } from './config';

/** Spec §1: configured hosts get the custom fleet-share brand; every other host the default one. */
export function brandForHost(hostHeader: string | undefined, config: Pick<ServerConfig, 'customFleetHosts'>): Brand {
  const host = (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '');
  return config.customFleetHosts.includes(host) ? 'fleet-share' : 'default';
}

const BRAND_DETAILS: Record<Brand, { title: string; logo: string; sideImage: string | null; rememberMeDays: number }> = {
  default: { title: 'Motorpool', logo: '/brand/default-logo.svg', sideImage: null, rememberMeDays: 300 },
  'fleet-share': { title: 'FleetShare', logo: '/brand/fleet-share-logo.svg', sideImage: '/brand/fleet-share-side.svg', rememberMeDays: 7 },
};

/** The product's name as people on this brand's hosts know it: what messages call it. */
export function brandTitle(brand: Brand): string {
  return BRAND_DETAILS[brand].title;
}

export function rememberMeDays(brand: Brand): number {
  return BRAND_DETAILS[brand].rememberMeDays;
}

export function portalConfigFor(brand: Brand, config: ServerConfig): PortalConfig {
  const details = BRAND_DETAILS[brand];
  return {
    brand,
    title: details.title,
    logo_url: details.logo,
    side_image_url: details.sideImage,
    registration_enabled: config.registrationEnabled,
    sso_url: config.ssoUrl,
    privacy_policy_url: config.privacyPolicyUrl,
    terms_url: config.termsUrl,
    password_recovery: config.passwordRecovery,
    register_type: config.registerType,
    remember_me_days: details.rememberMeDays,
    subdomain_redirect: config.subdomainRedirect,
    dev_mailbox: config.devMailbox !== 'off',
  };
}
