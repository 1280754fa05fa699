import { array, boolean, enums, nullable, object, optional, string, type, unknown, type Infer } from 'superstruct';
import { emailAddress, boundedText } from './fields';
import { PrimaryKey } from './common';
import { UserTag } from './tags';

/** Sign-up step 0 (spec §3 Sign-up and registration). */
export const SignUpDetails = object({
  first_name: boundedText('First name', 150, { required: true }),
  last_name: boundedText('Last name', 150, { required: true }),
  email: emailAddress,
  org: string(),
});
export type SignUpDetails = Infer<typeof SignUpDetails>;

export const ResetTokenRequest = object({
  email: optional(emailAddress),
  phone: optional(string()),
  organisation_id: optional(PrimaryKey),
});

export const VerificationRequest = object({ token: string(), email: optional(emailAddress), phone: optional(string()) });

const Phone = object({ dialCode: string(), number: string(), countryCode: string() });

/** Driver self-registration with the organisation's asked-for fields. */
export const DriverRegistration = object({
  user_tags: optional(array(UserTag)),
  isActive: optional(boolean()),
  checked: optional(boolean()),
  dateOfBirth: optional(nullable(string())),
  departments: optional(array(unknown())),
  branch: object({ pk: PrimaryKey }),
  costCentre: optional(nullable(unknown())),
  licenseCountryOfIssue: optional(nullable(string())),
  licenseClass: array(string()),
  licenseNumber: optional(nullable(string())),
  licenseState: optional(nullable(string())),
  phone: optional(Phone),
  manager: optional(nullable(string())),
  employeeId: optional(nullable(string())),
  licenseValidUpto: optional(nullable(string())),
});
export type DriverRegistration = Infer<typeof DriverRegistration>;

export const ASK_FIELD_DATA_TYPES = ['free_text_field', 'textselect', 'multitextselect', 'date'] as const;

/** A field the organisation asks drivers for at sign-up; Branch is always appended. */
export const AskField = type({
  name: string(),
  label: string(),
  data_type: enums(ASK_FIELD_DATA_TYPES),
  alias: string(),
  visibility: optional(nullable(unknown())),
});
export type AskField = Infer<typeof AskField>;

export const TermsAndConditions = type({
  TermsAndConditionsUserRegistration: type({
    preferredType: string(),
    link: optional(nullable(string())),
    content: optional(nullable(string())),
  }),
});

/** Approve or decline from a signed email link (spec §3 Booking action). */
export const BookingActionRequest = object({
  pk: PrimaryKey,
  signature: string(),
  action: enums(['approve', 'decline']),
  reason: optional(string()),
});
export type BookingActionRequest = Infer<typeof BookingActionRequest>;
