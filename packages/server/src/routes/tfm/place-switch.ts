import { Hono, type Context } from 'hono';
import { maySwitchBranch, maySwitchHub, maySwitchPlaceOf, messages, UpdateUserBranchRequest, UpdateUserHubRequest } from '@motorpool/api';
import type { AppEnv } from '../../app-env';
import { authenticate } from '../../auth/authenticate';
import { switchPlace } from '../../employees/place-switch';
import { readBody } from '../../http/input';
import { requireHubs } from '../../settings/hubs';
import { callerOf, enforce } from '../../tenancy/permissions';
import { organisationScope } from '../../tenancy/tenancy';

/** The caller's own membership: switching is a personal choice from the user menu, never made for someone else. */
function ownMembership(c: Context<AppEnv>, employee: number) {
  const scope = c.get('scope');
  const { tenancy } = scope;
  enforce(tenancy.membership !== null && maySwitchPlaceOf(callerOf(tenancy), employee), messages.placeSwitch.notYours);
  return { scope, membership: tenancy.membership, tenancy };
}

/** `/api/v1/tfm/update-user-hub/` and `update-user-branch/`: Switch Hub and Switch Branch of spec §2. */
export const hubSwitchRoutes = new Hono<AppEnv>().use(authenticate, organisationScope).put('/', async (c) => {
  const body = await readBody(c, UpdateUserHubRequest);
  const { scope, membership, tenancy } = ownMembership(c, body.employee);
  // Who may switch is asked first; whether the organisation has hubs at all (409) only of those who may.
  enforce(maySwitchHub(callerOf(tenancy), true), messages.placeSwitch.hubsNotYours);
  const db = c.get('db');
  await requireHubs(db, scope);
  await switchPlace(db, scope, membership.extensionId, 'hubs', body.hub);
  return c.json({ message: messages.placeSwitch.hubUpdated });
});

/** `update-user-branch/`: the caller moves themselves to another branch. */
export const branchSwitchRoutes = new Hono<AppEnv>().use(authenticate, organisationScope).put('/', async (c) => {
  const body = await readBody(c, UpdateUserBranchRequest);
  const { scope, membership, tenancy } = ownMembership(c, body.employee);
  enforce(maySwitchBranch(callerOf(tenancy)), messages.placeSwitch.branchesNotYours);
  await switchPlace(c.get('db'), scope, membership.extensionId, 'branches', body.branch);
  return c.json({ message: messages.placeSwitch.branchUpdated });
});
