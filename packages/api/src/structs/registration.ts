import { array, boolean, define, enums, nullable, object, optional, string, type, unknown, type Infer, type Struct } from 'superstruct';
import { messages } from '../messages';
import { emailAddress, boundedText, linkToken, oneTimeCode } from './fields';
import { NamedRef, PrimaryKey, jsonValue } from './common';
import { UserTag } from './tags';

export const ORGANISATION_CODE_MAX_DIGITS = 5;

/** Organisation code typed at sign-up: up to 5 digits, leading zeros allowed (spec §3, §9). */
export const organisationCode: Struct<string, null> = define<string>('organisationCode', (value) => {
  if (value === undefined || value === null || value === '') return messages.signUp.organisationRequired;
  if (typeof value !== 'string' || !/^\d{1,5}$/.test(value) || Number(value) === 0) return messages.signUp.organisationInvalid;
  return true;
});

/** Sign-up email: same bounds as everywhere, with the sign-up wording for a bad address. */
export const signUpEmail: Struct<string, null> = define<string>('signUpEmail', (value) => {
  const result = emailAddress.validate(value);
  if (!result[0]) return true;
  const message = result[0].message;
  return message === messages.email.invalid ? messages.signUp.emailInvalid : message;
});

/** Sign-up step 0 (spec §3 Sign-up and registration). */
export const SignUpDetails = object({
  first_name: define<string>(
    'firstName',
    (value) => (typeof value === 'string' && value.trim() !== '' && value.length <= 150) || messages.signUp.firstNameRequired,
  ),
  last_name: define<string>(
    'lastName',
    (value) => (typeof value === 'string' && value.trim() !== '' && value.length <= 150) || messages.signUp.lastNameRequired,
  ),
  email: signUpEmail,
  org: organisationCode,
});
export type SignUpDetails = Infer<typeof SignUpDetails>;

export const ASK_FIELD_DATA_TYPES = ['free_text_field', 'textselect', 'multitextselect', 'date'] as const;

/**
 * A field the organisation asks drivers for at sign-up (spec §3). `alias` is
 * the key in the driver payload; Branch is always appended with alias `branch`.
 */
export const AskField = type({
  name: string(),
  label: string(),
  data_type: enums(ASK_FIELD_DATA_TYPES),
  alias: string(),
  visibility: optional(nullable(jsonValue)),
  options: optional(array(type({ value: string(), label: string() }))),
});
export type AskField = Infer<typeof AskField>;

/**
 * Spec §5: "Branch is required when branch visibility is not False"; the same
 * reading applies to every asked field. A field whose visibility is False is
 * still shown, as optional. The sign-up form and the server both ask this.
 */
export function isAskFieldRequired(field: Pick<AskField, 'visibility'>): boolean {
  const visibility = field.visibility;
  if (visibility === false) return false;
  if (typeof visibility === 'string' && ['false', 'optional'].includes(visibility.trim().toLowerCase())) return false;
  return true;
}

export const TermsAndConditions = type({
  TermsAndConditionsUserRegistration: type({
    preferredType: enums(['link', 'content']),
    link: optional(nullable(string())),
    content: optional(nullable(string())),
  }),
});
export type TermsAndConditions = Infer<typeof TermsAndConditions>;

/** `POST domains/validate/`: is this organisation open to this email, and what will it ask. */
export const SignUpCheckRequest = object({ email: signUpEmail, organisation: organisationCode, self_sign_up: optional(boolean()) });
export type SignUpCheckRequest = Infer<typeof SignUpCheckRequest>;
export const SignUpCheck = type({
  organisation: NamedRef,
  askFields: array(AskField),
  is_auto_accepted: boolean(),
  /** The organisation's default phone country (company settings): where the phone field of step 2 starts. */
  phone_country: optional(type({ country_code: string(), dial_code: string() })),
});
export type SignUpCheck = Infer<typeof SignUpCheck>;

/** `GET user-registration-setting/?email=`: the on-blur email check. */
export const RegistrationEmailCheck = type({ email: string(), available: boolean() });
export type RegistrationEmailCheck = Infer<typeof RegistrationEmailCheck>;

/** `POST token/create/`: send (or resend) the sign-up OTP. */
export const SendRegistrationOtpRequest = object({ email: signUpEmail, name: optional(boundedText('Name', 300)) });
export type SendRegistrationOtpRequest = Infer<typeof SendRegistrationOtpRequest>;

/** `POST token/verify/`: the OTP typed in step 1; answers a short-lived proof that the email was verified. */
export const VerifyRegistrationOtpRequest = object({ email: signUpEmail, token: oneTimeCode });
export type VerifyRegistrationOtpRequest = Infer<typeof VerifyRegistrationOtpRequest>;
export const RegistrationVerification = type({ verification_token: string() });

const Phone = object({ dialCode: string(), number: string(), countryCode: string() });

/** Driver details of sign-up step 2 (spec §3 Driver registration payload); what is required depends on the ask-fields. */
export const DriverRegistration = object({
  user_tags: optional(array(UserTag)),
  isActive: optional(boolean()),
  checked: optional(boolean()),
  dateOfBirth: optional(nullable(string())),
  departments: optional(array(unknown())),
  branch: optional(nullable(object({ pk: PrimaryKey }))),
  costCentre: optional(nullable(jsonValue)),
  licenseCountryOfIssue: optional(nullable(string())),
  licenseClass: optional(array(string())),
  licenseNumber: optional(nullable(string())),
  licenseState: optional(nullable(string())),
  phone: optional(nullable(Phone)),
  manager: optional(nullable(string())),
  employeeId: optional(nullable(string())),
  licenseValidUpto: optional(nullable(string())),
});
export type DriverRegistration = Infer<typeof DriverRegistration>;

/** `POST registration-request/` (organisation header): the whole sign-up. */
export const RegistrationPayload = object({
  first_name: SignUpDetails.schema.first_name,
  last_name: SignUpDetails.schema.last_name,
  email: signUpEmail,
  verification_token: linkToken(messages.otp.verificationRequired),
  terms_accepted: define<true>('termsAccepted', (value) => value === true || messages.otp.termsRequired),
  driver: optional(DriverRegistration),
});
export type RegistrationPayload = Infer<typeof RegistrationPayload>;

export const RegistrationResult = type({ is_auto_accepted: boolean(), message: string() });
export type RegistrationResult = Infer<typeof RegistrationResult>;

export const REGISTRATION_REQUEST_STATUSES = ['Pending Approval', 'Active', 'Rejected'] as const;

/** A pending (or decided) self-registration, as approvers list it. */
export const RegistrationRequest = type({
  pk: PrimaryKey,
  name: string(),
  email: string(),
  branch: nullable(NamedRef),
  status: type({ name: string() }),
  created_at: string(),
});
export type RegistrationRequest = Infer<typeof RegistrationRequest>;

/** `POST invite-user/`. */
export const CreateInviteRequest = object({
  email: emailAddress,
  name: boundedText('Name', 150, { required: true }),
  role: PrimaryKey,
  branch: PrimaryKey,
});
export type CreateInviteRequest = Infer<typeof CreateInviteRequest>;

/** `GET invite/options/`: what an inviter may choose from. */
export const InviteOptions = type({ roles: array(NamedRef), branches: array(NamedRef) });
export type InviteOptions = Infer<typeof InviteOptions>;

/** `POST invite/validate/`. */
export const ValidateInviteRequest = object({ token: linkToken(messages.invite.tokenRequired), email: optional(emailAddress) });
export const InviteDetails = type({
  email: string(),
  name: string(),
  organisation: NamedRef,
  role: NamedRef,
  branch: NamedRef,
  /** True when the invited email already has a Motorpool account (then no new password is asked). */
  existing_account: boolean(),
});
export type InviteDetails = Infer<typeof InviteDetails>;

export const AcceptedInvite = type({ token: string(), organisation: PrimaryKey });
export type AcceptedInvite = Infer<typeof AcceptedInvite>;
