import type { Context } from 'hono';
import { embedMessages, mayManageEmbedKeys } from '@motorpool/api';
import type { AppEnv } from '../app-env';
import { forbidden } from '../http/errors';
import { callerOf, enforce } from '../tenancy/permissions';
import { requireOrganisation, type OrganisationScope } from '../tenancy/tenancy';

/** An embedded widget must never widen its own reach: keys and tokens come from a signed-in session only. */
export function refuseEmbedCaller(c: Context<AppEnv>): void {
  if (c.get('embed')) throw forbidden(embedMessages.sessionOnly);
}

/** Embed keys open the organisation's data to other sites: @motorpool/api mayManageEmbedKeys. */
export function embedKeyAdminScope(c: Context<AppEnv>): OrganisationScope {
  refuseEmbedCaller(c);
  const tenancy = c.get('tenancy');
  const scope = requireOrganisation(tenancy);
  enforce(mayManageEmbedKeys(callerOf(tenancy)));
  return scope;
}
