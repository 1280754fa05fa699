import { is } from 'superstruct';
import { IncidentSettings } from '@motorpool/api';
import type { Database } from '../db/database';
import { readSetting, writeSetting } from '../settings/organisation-settings';
import type { OrganisationScope } from '../tenancy/tenancy';

/** Where `/incident-settings` is kept in organisation_settings. */
export const INCIDENT_SETTINGS_KEY = 'incident_settings';

/** What an organisation that never saved its incident settings gets: the branch hears of every incident, the hub too of critical ones. */
export const DEFAULT_INCIDENT_SETTINGS: IncidentSettings = {
  notify_on_new: ['branch_manager'],
  notify_on_critical: ['branch_manager', 'hub_manager'],
};

export async function readIncidentSettings(db: Database, scope: OrganisationScope): Promise<IncidentSettings> {
  const stored = await readSetting(db, scope, INCIDENT_SETTINGS_KEY);
  return is(stored, IncidentSettings) ? stored : DEFAULT_INCIDENT_SETTINGS;
}

/** Each kind once, in the order of the list the form shows. */
export async function writeIncidentSettings(db: Database, scope: OrganisationScope, settings: IncidentSettings): Promise<IncidentSettings> {
  const value: IncidentSettings = { notify_on_new: [...new Set(settings.notify_on_new)], notify_on_critical: [...new Set(settings.notify_on_critical)] };
  await writeSetting(db, scope, INCIDENT_SETTINGS_KEY, value);
  return value;
}
