import { AdminFlag } from '../structs/admin-flag';
import type { Requester } from './request';

/** `tfm/employees-extensions/{pk}/admin-flag/`: a member's admin flag (spec §4). */
export function adminFlagCalls(request: Requester) {
  const path = (pk: number) => `employees-extensions/${pk}/admin-flag/`;
  return {
    getAdminFlag: (pk: number) => request('tfm', path(pk), {}, AdminFlag),
    updateAdminFlag: (pk: number, body: AdminFlag) => request('tfm', path(pk), { method: 'PUT', body }, AdminFlag),
  };
}
