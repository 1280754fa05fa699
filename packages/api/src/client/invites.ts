import type { Infer } from 'superstruct';
import { listOf } from '../structs/common';
import { Invite } from '../structs/invite';
import { AcceptedInvite, InviteDetails, InviteOptions, type CreateInviteRequest } from '../structs/registration';
import type { AcceptInviteRequest } from '../structs/phone-requests';
import type { PageQuery, Requester } from './request';

const InviteList = listOf(Invite);
export type InviteList = Infer<typeof InviteList>;

/** Invitations: the inviter's side (options, send, list, resend) and the invited person's (validate, accept). */
export function inviteCalls(request: Requester) {
  return {
    /** `GET invite/options/`: roles and branches an inviter may choose. */
    getInviteOptions: () => request('tfm', 'invite/options/', {}, InviteOptions),
    /** `POST invite-user/`. */
    createInvite: (body: CreateInviteRequest) => request('tfm', 'invite-user/', { method: 'POST', body }, Invite),
    /** `GET invite-user/`. */
    listInvites: (query: PageQuery = {}) => request('tfm', 'invite-user/', { query }, InviteList),
    /** `POST invite-user/resend-invite/?invite_pk=`: refused once the invite is accepted. */
    resendInvite: (invitePk: number) => request('tfm', 'invite-user/resend-invite/', { method: 'POST', query: { invite_pk: invitePk } }, Invite),
    /** `POST invite/validate/`: what an invitation link offers. */
    validateInvite: (token: string, email?: string) =>
      request('tfm', 'invite/validate/', { method: 'POST', body: email ? { token, email } : { token }, organisation: null }, InviteDetails),
    /** `POST invite-user/update/`: the invited person sets up the account and is signed in. */
    acceptInvite: (body: AcceptInviteRequest) => request('tfm', 'invite-user/update/', { method: 'POST', body, organisation: null }, AcceptedInvite),
  };
}
export type InviteCalls = ReturnType<typeof inviteCalls>;
