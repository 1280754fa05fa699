import type { Infer } from 'superstruct';
import { MessageResponse } from '../structs/account-recovery';
import { listOf } from '../structs/common';
import { AccountMembership } from '../structs/memberships';
import type { Requester } from './request';

const AccountMembershipList = listOf(AccountMembership);
export type AccountMembershipList = Infer<typeof AccountMembershipList>;

/** The signed-in person's own memberships (accounts service): what their profile lists, and leaving one. */
export function membershipCalls(request: Requester) {
  return {
    /** `GET user/memberships/`: every organisation the person belongs to, with role, branch and status. */
    listMemberships: () => request('accounts', 'user/memberships/', {}, AccountMembershipList),
    /**
     * `DELETE user/memberships/{organisation_pk}/`: leaves that organisation (its membership is deleted as the
     * organisation's own delete does, and sessions signed in to it end). Refused (409) for its only administrator.
     */
    leaveMembership: (organisationPk: number) => request('accounts', `user/memberships/${organisationPk}/`, { method: 'DELETE' }, MessageResponse),
  };
}
export type MembershipCalls = ReturnType<typeof membershipCalls>;
