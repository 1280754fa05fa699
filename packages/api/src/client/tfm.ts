import type { Infer } from 'superstruct';
import { listOf } from '../structs/common';
import { Invite } from '../structs/invite';
import { MessageResponse } from '../structs/account-recovery';
import {
  AcceptedInvite,
  InviteDetails,
  InviteOptions,
  RegistrationEmailCheck,
  RegistrationRequest,
  RegistrationResult,
  RegistrationVerification,
  SignUpCheck,
  TermsAndConditions,
  type CreateInviteRequest,
  type RegistrationPayload,
  type SendRegistrationOtpRequest,
  type SignUpCheckRequest,
  type VerifyRegistrationOtpRequest,
} from '../structs/registration';
import type { AcceptInviteRequest } from '../structs/phone-requests';
import type { Requester } from './request';

const InviteList = listOf(Invite);
export type InviteList = Infer<typeof InviteList>;
const RegistrationRequestList = listOf(RegistrationRequest);
export type RegistrationRequestList = Infer<typeof RegistrationRequestList>;

export type PageQuery = { page?: number; page_size?: number };

/** Calls of the fleet (tfm) service (spec §7), added as the server implements them. */
export function tfmCalls(request: Requester) {
  return {
    /** `POST domains/validate/`: sign-up step 0 — is the organisation open to this email, and what it asks. */
    checkSignUp: (body: SignUpCheckRequest) => request('tfm', 'domains/validate/', { method: 'POST', body, organisation: null }, SignUpCheck),
    /** `GET user-registration-setting/?email=`: the on-blur check that the email is free. */
    checkRegistrationEmail: (email: string) => request('tfm', 'user-registration-setting/', { query: { email }, organisation: null }, RegistrationEmailCheck),
    /** `POST token/create/`: sends (or resends) the sign-up OTP. */
    sendRegistrationOtp: (body: SendRegistrationOtpRequest) => request('tfm', 'token/create/', { method: 'POST', body, organisation: null }, MessageResponse),
    /** `POST token/verify/`: checks the sign-up OTP. */
    verifyRegistrationOtp: (body: VerifyRegistrationOtpRequest) =>
      request('tfm', 'token/verify/', { method: 'POST', body, organisation: null }, RegistrationVerification),
    /** `GET terms-and-conditions/`: the organisation's registration terms. */
    getTermsAndConditions: (organisation: number) => request('tfm', 'terms-and-conditions/', { organisation }, TermsAndConditions),
    /** `POST registration-request/` with the organisation header: submits the sign-up. */
    register: (organisation: number, body: RegistrationPayload) =>
      request('tfm', 'registration-request/', { method: 'POST', body, organisation }, RegistrationResult),
    /** `GET registration-request/`: pending sign-ups, for the approvers of USER_SIGNUP_APPROVER. */
    listRegistrationRequests: (query: PageQuery = {}) => request('tfm', 'registration-request/', { query }, RegistrationRequestList),
    /** `POST registration-request/{pk}/accept/`. */
    acceptRegistrationRequest: (pk: number) => request('tfm', `registration-request/${pk}/accept/`, { method: 'POST' }, MessageResponse),

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
export type TfmCalls = ReturnType<typeof tfmCalls>;
