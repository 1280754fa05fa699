import { array, boolean, enums, object, refine, type Infer } from 'superstruct';
import { PASSWORD_RECOVERY_TYPES } from './account-recovery';
import { PersonRef, PrimaryKey } from './common';
import type { ASK_FIELD_DATA_TYPES } from './registration';

/**
 * The driver details an organisation may ask for at sign-up (spec §5 Driver
 * details), with the label the sign-up form shows (spec §2 form labels). The
 * branch is not here: the form asks for it whenever branch visibility allows.
 */
export const SIGN_UP_QUESTIONS = {
  employeeId: { label: 'Employee ID', data_type: 'free_text_field' },
  phone: { label: 'Phone Number', data_type: 'free_text_field' },
  manager: { label: "Line Manager's Email", data_type: 'free_text_field' },
  dateOfBirth: { label: 'Date of Birth', data_type: 'date' },
  departments: { label: 'Department', data_type: 'multitextselect' },
  costCentre: { label: 'Cost Centre', data_type: 'textselect' },
  licenseNumber: { label: 'License Number', data_type: 'free_text_field' },
  licenseClass: { label: 'License Class', data_type: 'multitextselect' },
  licenseValidUpto: { label: 'License Expiry Date', data_type: 'date' },
  licenseCountryOfIssue: { label: 'Country of issue', data_type: 'textselect' },
  licenseState: { label: 'State/Region', data_type: 'textselect' },
} as const satisfies Record<string, { label: string; data_type: (typeof ASK_FIELD_DATA_TYPES)[number] }>;
export type SignUpQuestion = keyof typeof SIGN_UP_QUESTIONS;
export const SIGN_UP_QUESTION_ALIASES = Object.keys(SIGN_UP_QUESTIONS) as SignUpQuestion[];

export const signUpSettingsMessages = {
  saved: 'Sign-up and recovery settings saved.',
  registrationDisabled: 'Self sign-up is turned off on this server, so it cannot be opened for this organisation.',
  approverNeeded: 'Choose at least one approver, or accept sign-ups automatically.',
  approverNotMember: 'Every approver must be an active member of this organisation.',
  recoveryNotAllowed: (allowed: string) => `This server recovers passwords by ${allowed} only.`,
  questionTwice: 'Each detail can be asked for once.',
} as const;

/** One question of the sign-up's driver-details step: which detail, and whether an answer is needed. */
export const SignUpQuestionChoice = object({ alias: enums(SIGN_UP_QUESTION_ALIASES), required: boolean() });
export type SignUpQuestionChoice = Infer<typeof SignUpQuestionChoice>;

/**
 * `PUT organisations/sign-up-settings/`: self sign-up to this organisation,
 * who approves it (USER_SIGNUP_APPROVER, spec §6, chosen as members), and
 * how its members recover a forgotten password.
 */
export const SignUpSettings = object({
  self_sign_up: boolean(),
  auto_accept: boolean(),
  questions: refine(array(SignUpQuestionChoice), 'questions', (questions) => {
    const aliases = questions.map((question) => question.alias);
    return new Set(aliases).size === aliases.length || signUpSettingsMessages.questionTwice;
  }),
  /** Member pks (the people picker's), kept as the user pks USER_SIGNUP_APPROVER names. */
  approvers: array(PrimaryKey),
  password_recovery: enums(PASSWORD_RECOVERY_TYPES),
});
export type SignUpSettings = Infer<typeof SignUpSettings>;

/** `GET organisations/sign-up-settings/` (and the `PUT`'s answer): the settings, the approvers named, and what the server allows. */
export const SignUpSettingsView = object({
  settings: SignUpSettings,
  approvers: array(PersonRef),
  /** REGISTRATION_ENABLED: without it nobody signs up anywhere on this server. */
  registration_enabled: boolean(),
  /** PASSWORD_RECOVERY: 'either' lets each organisation choose; otherwise the one channel every organisation uses. */
  server_password_recovery: enums(PASSWORD_RECOVERY_TYPES),
});
export type SignUpSettingsView = Infer<typeof SignUpSettingsView>;

type Recovery = (typeof PASSWORD_RECOVERY_TYPES)[number];

/** The channels an organisation may choose under the server's PASSWORD_RECOVERY. */
export function recoveryChoices(server: Recovery): readonly Recovery[] {
  return server === 'either' ? PASSWORD_RECOVERY_TYPES : [server];
}
