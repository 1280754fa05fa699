import { Hono, type Context } from 'hono';
import { mayManageRoles, roleMessages, RoleWrite } from '@motorpool/api';
import type { AppEnv } from '../../app-env';
import { authenticate } from '../../auth/authenticate';
import { roles } from '../../db/schema';
import { pathKey, readBody } from '../../http/input';
import { createRole, deleteRole, listRoleDetails, roleDetail, updateRole, type RoleEditor } from '../../roles/roles';
import { enforce } from '../../tenancy/permissions';
import { organisationScope, type OrganisationScope } from '../../tenancy/tenancy';
import { organisationNames, whole } from './named-lists';

/** The scope of a roles-screen call: refused (403) unless the caller may manage roles. */
function roleManagerScope(c: Context<AppEnv>): OrganisationScope {
  const scope = c.get('scope');
  enforce(mayManageRoles(scope.tenancy), roleMessages.mayNotManage);
  return scope;
}

const editorOf = (c: Context<AppEnv>): RoleEditor => ({ userId: c.get('caller').user.id, now: c.get('clock')() });

/**
 * `roles/` (issue 21, spec §2 /user-roles): every member's forms read the
 * names (`GET roles/`); super users read the details and create, change and
 * delete roles. `summary/` is registered before `:pk/`, which would otherwise take it.
 */
export const roleRoutes = new Hono<AppEnv>()
  .use(authenticate, organisationScope)
  .get('/', organisationNames(roles))
  .get('/summary/', async (c) => c.json(whole(await listRoleDetails(c.get('db'), roleManagerScope(c)))))
  .get('/:pk/', async (c) => {
    const scope = roleManagerScope(c);
    return c.json(await roleDetail(c.get('db'), scope, pathKey(c.req.param('pk'))));
  })
  .post('/', async (c) => {
    const scope = roleManagerScope(c);
    return c.json(await createRole(c.get('db'), scope, await readBody(c, RoleWrite), editorOf(c)), 201);
  })
  .put('/:pk/', async (c) => {
    const scope = roleManagerScope(c);
    const pk = pathKey(c.req.param('pk'));
    return c.json(await updateRole(c.get('db'), scope, pk, await readBody(c, RoleWrite), editorOf(c)));
  })
  .delete('/:pk/', async (c) => {
    const scope = roleManagerScope(c);
    await deleteRole(c.get('db'), scope, pathKey(c.req.param('pk')), editorOf(c));
    return c.json({ message: roleMessages.deleted });
  });
