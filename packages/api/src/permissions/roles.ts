import { holds, type Holder } from './caller';

/**
 * Creating, changing and deleting roles: super users only. A role decides what
 * its members may do, super_users included, so whoever shapes roles could give
 * themselves anything; organisation_write alone (settings and structure) must
 * not reach that far.
 */
export function mayManageRoles(caller: Holder): boolean {
  return holds(caller, 'super_users');
}
