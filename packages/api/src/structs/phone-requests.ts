import { nullable, object, optional, string, type Infer } from 'superstruct';
import { messages } from '../messages';
import { newPassword } from './accounts';
import { PrimaryKey } from './common';
import { emailAddress, linkToken, oneTimeCode, presentedPassword } from './fields';
import { phoneNumber } from './phone';
import { SignUpDetails } from './registration';

/*
 * The account request structs that check a phone number. They live apart from
 * their siblings (account-recovery.ts, registration.ts), which the API client
 * imports for its response structs: a module the client imports sits in every
 * element's shared chunk, and these would bring libphonenumber along (see
 * phone.ts). The user form's writes are kept apart for the same reason, in
 * user-write.ts.
 */

/**
 * `POST user/recover-password/`: email or phone, per the configured recovery
 * type. The answer is the same whether or not an account exists.
 */
export const RecoverPasswordRequest = object({
  email: optional(emailAddress),
  phone: optional(phoneNumber(messages.forgotPassword.phoneInvalid)),
  organisation_id: optional(PrimaryKey),
});
export type RecoverPasswordRequest = Infer<typeof RecoverPasswordRequest>;

/** `POST user/activate/`: the 6-digit account verification code (spec §3 Verification). */
export const ActivateRequest = object({
  token: oneTimeCode,
  email: optional(emailAddress),
  phone: optional(phoneNumber(messages.forgotPassword.phoneInvalid)),
});
export type ActivateRequest = Infer<typeof ActivateRequest>;

/** `POST user/resend-activation/`: a new verification code. */
export const ResendActivationRequest = object({
  email: optional(emailAddress),
  phone: optional(phoneNumber(messages.forgotPassword.phoneInvalid)),
});
export type ResendActivationRequest = Infer<typeof ResendActivationRequest>;

export const ChangePhoneRequest = object({
  password: presentedPassword,
  new_phone: phoneNumber(messages.driverDetails.phoneInvalid),
  country_code: string(),
});
export type ChangePhoneRequest = Infer<typeof ChangePhoneRequest>;

/** `POST invite-user/update/`: the invited person's account set-up. */
export const AcceptInviteRequest = object({
  token: linkToken(messages.invite.tokenRequired),
  employee_extension: object({
    first_name: SignUpDetails.schema.first_name,
    last_name: SignUpDetails.schema.last_name,
    phone: optional(nullable(phoneNumber(messages.driverDetails.phoneInvalid))),
    password: optional(newPassword),
    confirm_password: optional(string()),
  }),
});
export type AcceptInviteRequest = Infer<typeof AcceptInviteRequest>;
