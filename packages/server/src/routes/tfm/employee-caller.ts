import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import type { Actor } from '../../employees/permissions';
import type { OrganisationScope } from '../../tenancy/tenancy';

/** The request's organisation scope and the caller as the member rules see them, for the employee routes. */
export function callerScope(c: Context<AppEnv>): { scope: OrganisationScope; actor: Actor } {
  const scope = c.get('scope');
  const { tenancy } = scope;
  const { user } = c.get('caller');
  return {
    scope,
    actor: {
      userId: user.id,
      isSystemAdmin: user.isSystemAdmin,
      industry: tenancy.organisation?.industry ?? '',
      permissions: tenancy.permissions,
      now: c.get('clock')(),
    },
  };
}
