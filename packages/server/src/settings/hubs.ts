import { hubsMessages } from '@motorpool/api';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import type { OrganisationScope } from '../tenancy/tenancy';
import { readSetting, SETTING_KEYS } from './organisation-settings';

/**
 * The one place that decides whether an organisation works with hubs ('Enable
 * Hubs', spec §7 settings by key; off when never saved). Read from the
 * database on every request that needs it, never cached in memory, so every
 * instance of the server sees a change at once.
 */
export async function hubsEnabled(db: Database, scope: OrganisationScope): Promise<boolean> {
  return (await readSetting(db, scope, SETTING_KEYS.enableHubs)) === true;
}

/**
 * 409 rather than 403: the caller may well hold the right to change hubs; it
 * is the organisation's current state that refuses the write, and turning
 * hubs on lets the same request through.
 */
export const hubsOffError = () => new HttpError(409, hubsMessages.off, { code: 'hubs_off' });

/** Refuses a write that creates, changes or assigns a hub while the organisation has hubs turned off. */
export async function requireHubs(db: Database, scope: OrganisationScope): Promise<void> {
  if (!(await hubsEnabled(db, scope))) throw hubsOffError();
}
