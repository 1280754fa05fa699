import { boolean, enums, nullable, object, optional, string, type, type Infer } from 'superstruct';
import { messages } from '../messages';
import { PrimaryKey } from './common';
import { newPassword } from './accounts';
import { emailAddress, linkToken, oneTimeCode, presentedPassword } from './fields';

/** `POST user/login/otp/submit/`: the second step of a two-factor sign-in. */
export const OtpSubmitRequest = object({ email: emailAddress, otp: oneTimeCode });
export type OtpSubmitRequest = Infer<typeof OtpSubmitRequest>;

/** Plain acknowledgements: the message a screen shows as it is. */
export const MessageResponse = type({ message: string() });
export type MessageResponse = Infer<typeof MessageResponse>;

/** `POST user/new-password/` (reset link) and `POST user/employee/activate/` (welcome link). */
export const SetPasswordRequest = object({
  jwt_token: linkToken(messages.resetPassword.incomplete),
  new_password: newPassword,
  confirm_password: string(),
});
export type SetPasswordRequest = Infer<typeof SetPasswordRequest>;

/**
 * `POST user/employee/activate/`: the password is required only while the
 * account has none; an account that already has one is activated by the link alone.
 */
export const ActivateEmployeeRequest = object({
  jwt_token: linkToken(messages.activation.invalid),
  new_password: optional(newPassword),
  confirm_password: optional(string()),
});
export type ActivateEmployeeRequest = Infer<typeof ActivateEmployeeRequest>;

export const LINK_TOKEN_TYPES = ['password_reset', 'activation'] as const;
export type LinkTokenType = (typeof LINK_TOKEN_TYPES)[number];

/** `POST user/verify-token/`: is a reset or activation link still good, and for whom. */
export const VerifyLinkTokenRequest = object({ type: enums(LINK_TOKEN_TYPES), token: linkToken(messages.activation.invalid) });
export const LinkTokenDetails = type({
  email: string(),
  first_name: string(),
  /** True when the person must choose a password to finish (activation without a password yet, or any reset). */
  needs_password: boolean(),
});
export type LinkTokenDetails = Infer<typeof LinkTokenDetails>;

export const ChangePasswordRequest = object({
  password: presentedPassword,
  new_password: newPassword,
  confirm_new_password: string(),
});
export type ChangePasswordRequest = Infer<typeof ChangePasswordRequest>;

export const ChangeEmailRequest = object({ password: presentedPassword, new_email: emailAddress });
export type ChangeEmailRequest = Infer<typeof ChangeEmailRequest>;

export const OtpOnlyRequest = object({ otp: oneTimeCode });
export type OtpOnlyRequest = Infer<typeof OtpOnlyRequest>;

export const PASSWORD_RECOVERY_TYPES = ['email', 'phone', 'either'] as const;
export const BRANDS = ['default', 'fleet-share'] as const;
export type Brand = (typeof BRANDS)[number];

/**
 * `GET accounts/portal-config/`: what the public screens need before anyone
 * signs in, decided by the server from its settings and the request's host.
 */
export const PortalConfig = type({
  brand: enums(BRANDS),
  title: string(),
  logo_url: nullable(string()),
  side_image_url: nullable(string()),
  registration_enabled: boolean(),
  sso_url: nullable(string()),
  privacy_policy_url: nullable(string()),
  terms_url: nullable(string()),
  password_recovery: enums(PASSWORD_RECOVERY_TYPES),
  register_type: enums(['email', 'phone']),
  /** Days the remembered sign-in is kept: 300 default brand, 7 fleet-share (spec §4, §9). */
  remember_me_days: PrimaryKey,
  subdomain_redirect: boolean(),
  dev_mailbox: boolean(),
});
export type PortalConfig = Infer<typeof PortalConfig>;
