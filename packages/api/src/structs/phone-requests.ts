import { nullable, object, optional, string, type Infer } from 'superstruct';
import { messages } from '../messages';
import { newPassword } from './accounts';
import { PrimaryKey } from './common';
import { emailAddress, linkToken, oneTimeCode, presentedPassword } from './fields';
import { extensionFields, requiredPk, requiredText, userEmail, userStatus, withReminderRule } from './employee-write';
import { contactNumber, phoneNumber } from './phone';
import { SignUpDetails } from './registration';

/*
 * The request structs that check a phone number. They live apart from their
 * siblings (account-recovery.ts, registration.ts, employee-write.ts), which
 * the API client imports for its response structs: a module the client
 * imports sits in every element's shared chunk, and these would bring
 * libphonenumber along (see phone.ts).
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

/** The person part of the user form. */
export const UserWrite = object({
  first_name: requiredText('first_name', 50),
  last_name: requiredText('last_name', 50),
  email: userEmail,
  phone: optional(nullable(contactNumber)),
});
export type UserWrite = Infer<typeof UserWrite>;

/**
 * `POST employees-extensions/` and `PUT employees-extensions/{pk}/` (spec §7
 * "user payload"): save is an update when pk is given, else a create (spec §4).
 */
export const EmployeeWrite = withReminderRule(
  object({
    pk: optional(PrimaryKey),
    user: UserWrite,
    role: requiredPk('role'),
    status: userStatus,
    branch: requiredPk('branch'),
    ...extensionFields,
  }),
);
export type EmployeeWrite = Infer<typeof EmployeeWrite>;

/** `PUT update-email-phone/{pk}/` (spec §7). */
export const UpdateEmailPhoneRequest = object({ user: object({ email: userEmail, phone: optional(nullable(contactNumber)) }) });
export type UpdateEmailPhoneRequest = Infer<typeof UpdateEmailPhoneRequest>;
