import type { Infer } from 'superstruct';
import { listOf } from '../structs/common';
import { MessageResponse } from '../structs/account-recovery';
import {
  RegistrationEmailCheck,
  RegistrationRequest,
  RegistrationResult,
  RegistrationVerification,
  SignUpCheck,
  TermsAndConditions,
  type RegistrationPayload,
  type SendRegistrationOtpRequest,
  type SignUpCheckRequest,
  type VerifyRegistrationOtpRequest,
} from '../structs/registration';
import type { PageQuery, Requester } from './request';

const RegistrationRequestList = listOf(RegistrationRequest);
export type RegistrationRequestList = Infer<typeof RegistrationRequestList>;

/** Self sign-up (spec §3 Registration) and the approvers' queue of pending sign-ups. */
export function registrationCalls(request: Requester) {
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
  };
}
export type RegistrationCalls = ReturnType<typeof registrationCalls>;
