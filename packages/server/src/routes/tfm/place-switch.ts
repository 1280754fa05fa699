import { Hono, type Context } from 'hono';
import { INDUSTRY_CUSTOM_FLEET, messages, UpdateUserBranchRequest, UpdateUserHubRequest } from '@motorpool/api';
import type { AppEnv } from '../../app-env';
import { authenticate } from '../../auth/authenticate';
import { switchPlace } from '../../employees/place-switch';
import { forbidden } from '../../http/errors';
import { readBody } from '../../http/input';
import { organisationScope } from '../../tenancy/tenancy';

/** Spec §2: who has the Switch Hub menu. */
const HUB_SWITCH_ROLES = new Set(['Hub Manager', 'HubBranch']);

/** The caller's own membership: switching is a personal choice from the user menu, never made for someone else. */
function ownMembership(c: Context<AppEnv>, employee: number) {
  const scope = c.get('scope');
  const { tenancy } = scope;
  if (!tenancy.membership || tenancy.membership.extensionId !== employee) throw forbidden(messages.placeSwitch.notYours);
  return { scope, membership: tenancy.membership, tenancy };
}

/** `/api/v1/tfm/update-user-hub/` and `update-user-branch/`: Switch Hub and Switch Branch of spec §2. */
export const hubSwitchRoutes = new Hono<AppEnv>().use(authenticate, organisationScope).put('/', async (c) => {
  const body = await readBody(c, UpdateUserHubRequest);
  const { scope, membership } = ownMembership(c, body.employee);
  if (!HUB_SWITCH_ROLES.has(membership.role.name)) throw forbidden(messages.placeSwitch.hubsNotYours);
  await switchPlace(c.get('db'), scope, membership.extensionId, 'hubs', body.hub);
  return c.json({ message: messages.placeSwitch.hubUpdated });
});

/** `update-user-branch/`: the caller moves themselves to another branch. */
export const branchSwitchRoutes = new Hono<AppEnv>().use(authenticate, organisationScope).put('/', async (c) => {
  const body = await readBody(c, UpdateUserBranchRequest);
  const { scope, membership, tenancy } = ownMembership(c, body.employee);
  if (membership.organisation.industry !== INDUSTRY_CUSTOM_FLEET || !tenancy.permissions.has('is_branch_manager')) {
    throw forbidden(messages.placeSwitch.branchesNotYours);
  }
  await switchPlace(c.get('db'), scope, membership.extensionId, 'branches', body.branch);
  return c.json({ message: messages.placeSwitch.branchUpdated });
});
