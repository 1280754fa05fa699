import { MessageResponse } from '../structs/account-recovery';
import type { UpdateUserBranchRequest, UpdateUserHubRequest } from '../structs/employee-write';
import type { Requester } from './request';

/**
 * Switch Hub and Switch Branch of the user menu (spec §2): a module apart from
 * the other employee calls, so the menu every page shows does not bring the
 * employee forms' structs.
 */
export function placeSwitchCalls(request: Requester) {
  return {
    /** `PUT update-user-hub/`: Switch Hub — the member's branch becomes one of their hubs. */
    updateUserHub: (body: UpdateUserHubRequest) => request('tfm', 'update-user-hub/', { method: 'PUT', body }, MessageResponse),
    /** `PUT update-user-branch/`: Switch Branch — the member's branch becomes another of their branches. */
    updateUserBranch: (body: UpdateUserBranchRequest) => request('tfm', 'update-user-branch/', { method: 'PUT', body }, MessageResponse),
  };
}
