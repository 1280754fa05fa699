import type { LinkTokenDetails, PortalConfig } from '@motorpool/api';

/** Plain data for the account-flow stories and tests; never imported by the library itself. */

export const portalConfig: PortalConfig = {
  brand: 'default',
  title: 'Motorpool',
  logo_url: null,
  side_image_url: null,
  registration_enabled: false,
  sso_url: null,
  privacy_policy_url: null,
  terms_url: null,
  password_recovery: 'email',
  register_type: 'email',
  remember_me_days: 300,
  subdomain_redirect: false,
  dev_mailbox: true,
};

/** A logo that needs no server: the fleet-share wordmark as a data URL. */
export const fleetShareLogo = {
  src: `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><rect width="40" height="40" rx="4" fill="#d0021b"/><path d="M10 28V12h14v4h-9v3h8v4h-8v5z" fill="#fff"/><text x="50" y="27" font-family="Arial, sans-serif" font-size="18" font-weight="700" fill="#231f20">Fleet Share</text></svg>',
  )}`,
  alt: 'Fleet Share',
};

export const resetLink: LinkTokenDetails = { email: 'dana@example.test', first_name: 'Dana', needs_password: true };

/** A welcome link for an account that has no password yet. */
export const activationLink: LinkTokenDetails = { email: 'riley@example.test', first_name: 'Riley', needs_password: true };

/** A valid new password under spec §5: 6+ characters, lower, upper, digit, special. */
export const STRONG_PASSWORD = 'Fleet@2025';
