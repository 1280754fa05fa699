import type { ProfileForRules } from './caller';

/**
 * 'Enable Hubs' (spec §7 settings by key): whether the selected organisation
 * works with hubs. The server decides it per request (packages/server
 * src/settings/hubs.ts) and says it on the profile's current organisation,
 * so widgets and portal read it from there, never from a copy of their own.
 */
export const hubsMessages = {
  /** The title of every hub write the server refuses while hubs are off (409). */
  off: 'Hubs are turned off for this organisation. An administrator can turn them on in General Settings.',
} as const;

/** Hubs are on for the profile's current organisation; off when it does not say (a profile from before the setting, or none yet). */
export function hubsEnabledFor(profile: Pick<ProfileForRules, 'current_organisation'> | null | undefined): boolean {
  return profile?.current_organisation?.hubs_enabled === true;
}
