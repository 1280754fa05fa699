import type { Infer } from 'superstruct';
import { listOf } from '../structs/common';
import { RoleDetail, type RoleWrite } from '../structs/roles';
import type { Requester } from './request';

const RoleDetailList = listOf(RoleDetail);
export type RoleDetailList = Infer<typeof RoleDetailList>;

/** The roles screen's calls (super users); the forms read names only through `listRoles`. */
export function roleCalls(request: Requester) {
  return {
    /** `GET roles/summary/`: every role with its permissions and member count. */
    listRoleDetails: () => request('tfm', 'roles/summary/', {}, RoleDetailList),
    getRole: (pk: number) => request('tfm', `roles/${pk}/`, {}, RoleDetail),
    createRole: (body: RoleWrite) => request('tfm', 'roles/', { method: 'POST', body }, RoleDetail),
    updateRole: (pk: number, body: RoleWrite) => request('tfm', `roles/${pk}/`, { method: 'PUT', body }, RoleDetail),
    /** Refused with 409 while members hold the role, and for a default role. */
    deleteRole: (pk: number) => request('tfm', `roles/${pk}/`, { method: 'DELETE' }),
  };
}
