import { array, boolean, define, literal, nullable, object, optional, string, type, type Infer, type Struct } from 'superstruct';
import { emailAddress, organisationChoice, presentedPassword, boundedText, PASSWORD_MAX_LENGTH } from './fields';
import { PrimaryKey } from './common';
import { OrganisationSummary } from './organisation';

export const NEW_PASSWORD_MIN_LENGTH = 6;
export const newPasswordMessages = {
  required: 'Password is required',
  tooLong: 'Password is too Long',
  weak: 'Password must be at least 6 characters and contain one lower case, one upper case, one number and one special character',
  mismatch: 'Passwords must be same.',
} as const;

/** A password being chosen (spec §5 New password). */
export const newPassword: Struct<string, null> = define<string>('newPassword', (value) => {
  if (typeof value !== 'string' || value.length === 0) return newPasswordMessages.required;
  if (value.length > PASSWORD_MAX_LENGTH) return newPasswordMessages.tooLong;
  const strong = value.length >= NEW_PASSWORD_MIN_LENGTH && /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value) && /[^A-Za-z0-9]/.test(value);
  return strong || newPasswordMessages.weak;
});

/** `POST user/login/` body. `organisation_id` is sent once the person picked one in the chooser. */
export const LoginRequest = object({
  email: emailAddress,
  password: presentedPassword,
  organisation_id: optional(organisationChoice),
  /** Keeps the session for the brand's remember-me period instead of one day (spec §4 Remember me). */
  remember_me: optional(boolean()),
});
export type LoginRequest = Infer<typeof LoginRequest>;

/** Successful sign-in. With two-factor on, no token comes back and the code goes to /otp-submit. */
export const LoginResponse = type({
  response_status: literal('success'),
  token: nullable(string()),
  two_factor: boolean(),
  organisation: nullable(PrimaryKey),
});
export type LoginResponse = Infer<typeof LoginResponse>;

/** Error code and payload when the email belongs to several organisations (spec §4 Login). */
export const LOGIN_ORGANISATION_REQUIRED = 'organisation_required';
export const LoginOrganisationChoices = type({
  code: literal(LOGIN_ORGANISATION_REQUIRED),
  organisations: array(OrganisationSummary),
});

/** `PUT user/me/`: only the fields given are changed. */
export const UpdateMeRequest = object({
  first_name: optional(boundedText('First Name', 150, { required: true })),
  last_name: optional(boundedText('Last Name', 150, { required: true })),
  profile_image: optional(nullable(boundedText('Profile Photo', 2048))),
});
export type UpdateMeRequest = Infer<typeof UpdateMeRequest>;

/** `PUT preference/user-preference/{id}/`. */
export const UpdatePreferenceRequest = object({ value: boundedText('Value', 2000) });
export type UpdatePreferenceRequest = Infer<typeof UpdatePreferenceRequest>;

/** `POST user/invite/`: invite someone into the caller's organisation with the default role. */
export const InviteRequest = object({ email: emailAddress, invitee_name: boundedText('Name', 150, { required: true }) });
export type InviteRequest = Infer<typeof InviteRequest>;
export const ImageUploadRequest = object({ file_name: boundedText('File name', 255, { required: true }) });
export type ImageUploadRequest = Infer<typeof ImageUploadRequest>;
/** First step of the photo upload: a one-time URL to send the file to as multipart field `file`. */
export const ImageUploadResponse = type({ url: string(), fields: optional(type({})) });
export type ImageUploadResponse = Infer<typeof ImageUploadResponse>;
/** Second step: where the stored photo is served, the value for `profile_image`. */
export const UploadedImage = type({ url: string() });
export type UploadedImage = Infer<typeof UploadedImage>;
