import { array, boolean, enums, nullable, optional, string, type, validate, type Infer } from 'superstruct';
import { AskField, DriverRegistration, type TermsAndConditions } from '@motorpool/api';
import type { Database } from '../db/database';
import { parseQueryPk } from '../http/query';
import { readSetting, SETTING_KEYS } from '../settings/organisation-settings';
import type { OrganisationScope } from '../tenancy/tenancy';

// Branch is appended by the server, never configured; the flags and custom-field tags are not questions.
const NOT_ASKABLE = new Set(['branch', 'isActive', 'checked', 'user_tags']);

/** Driver-payload keys an ask-field may name as its alias. */
export const ASKABLE_ALIASES = Object.keys(DriverRegistration.schema).filter((alias) => !NOT_ASKABLE.has(alias));

const TermsSetting = type({
  preferredType: enums(['link', 'content']),
  link: optional(nullable(string())),
  content: optional(nullable(string())),
});

/** The `registration` setting's JSON. */
export const RegistrationSettingValue = type({
  self_sign_up: boolean(),
  auto_accept: boolean(),
  ask_fields: array(AskField),
  terms: optional(nullable(TermsSetting)),
});
export type RegistrationSettingValue = Infer<typeof RegistrationSettingValue>;

export type RegistrationSettings = {
  selfSignUp: boolean;
  autoAccept: boolean;
  askFields: AskField[];
  terms: Infer<typeof TermsSetting> | null;
};

/** An organisation that never configured sign-up is closed to it. */
const CLOSED: RegistrationSettings = { selfSignUp: false, autoAccept: false, askFields: [], terms: null };

export async function readRegistrationSettings(db: Database, scope: OrganisationScope): Promise<RegistrationSettings> {
  const stored = await readSetting(db, scope, SETTING_KEYS.registration);
  if (stored === undefined) return CLOSED;
  const [error, value] = validate(stored, RegistrationSettingValue);
  if (error) {
    // A broken setting must not open sign-up by accident; say so where an operator will look.
    console.warn(`[registration] organisation ${scope.organisationId} has an invalid registration setting: ${error.message}`);
    return CLOSED;
  }
  const askFields = value.ask_fields.filter((field) => {
    if (ASKABLE_ALIASES.includes(field.alias)) return true;
    console.warn(`[registration] organisation ${scope.organisationId} asks for unknown field "${field.alias}"; ignored`);
    return false;
  });
  return { selfSignUp: value.self_sign_up, autoAccept: value.auto_accept, askFields, terms: value.terms ?? null };
}

/** The terms shown at the OTP step; without organisation terms, the portal-wide terms link (TERMS_URL). */
export function termsAndConditions(settings: RegistrationSettings, portalTermsUrl: string | null): TermsAndConditions {
  const terms = settings.terms ?? { preferredType: 'link' as const, link: portalTermsUrl, content: null };
  return {
    TermsAndConditionsUserRegistration: { preferredType: terms.preferredType, link: terms.link ?? null, content: terms.content ?? null },
  };
}

/** USER_SIGNUP_APPROVER: "3, 7" (spec §6); a JSON list of pks is read the same way. */
export async function readSignUpApprovers(db: Database, scope: OrganisationScope): Promise<number[]> {
  const stored = await readSetting(db, scope, SETTING_KEYS.signUpApprovers);
  const parts =
    typeof stored === 'string' ? stored.split(',') : Array.isArray(stored) ? stored.map(String) : typeof stored === 'number' ? [String(stored)] : [];
  return parts.map((part) => parseQueryPk(part.trim())).filter((pk) => pk !== null);
}
