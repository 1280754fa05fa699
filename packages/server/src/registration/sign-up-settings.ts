import { and, eq, inArray } from 'drizzle-orm';
import {
  isAskFieldRequired,
  messages,
  recoveryChoices,
  SIGN_UP_QUESTIONS,
  signUpSettingsMessages,
  type AskField,
  type SignUpQuestion,
  type SignUpSettings,
  type SignUpSettingsView,
} from '@motorpool/api';
import type { PasswordRecovery, ServerConfig } from '../config';
import type { Database } from '../db/database';
import { employeeExtensions, roles, users } from '../db/schema';
import { badRequest } from '../http/errors';
import { readSetting, SETTING_KEYS, writeSetting } from '../settings/organisation-settings';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';
import { ACTIVE } from './register-driver';
import { readRegistrationSettings, readSignUpApprovers, type RegistrationSettingValue } from './registration-settings';

const isQuestion = (alias: string): alias is SignUpQuestion => Object.hasOwn(SIGN_UP_QUESTIONS, alias);

/**
 * The organisation's own recovery channel, within the server's: with
 * PASSWORD_RECOVERY=either each organisation may narrow it; otherwise the
 * server's one channel is every organisation's.
 */
export async function organisationPasswordRecovery(db: Database, scope: OrganisationScope, server: PasswordRecovery): Promise<PasswordRecovery> {
  const stored = await readSetting(db, scope, SETTING_KEYS.passwordRecovery);
  return recoveryChoices(server).find((choice) => choice === stored) ?? server;
}

type ApproverMember = SignUpSettingsView['approvers'][number] & { userId: number };

/** Active, undeleted members of the organisation, found by member pk or by user id. */
async function activeMembers(db: Database, scope: OrganisationScope, by: { memberPks?: number[]; userIds?: number[] }): Promise<ApproverMember[]> {
  const filter = by.memberPks ? inArray(employeeExtensions.id, by.memberPks) : inArray(employeeExtensions.userId, by.userIds ?? []);
  const rows = await db
    .select({ pk: employeeExtensions.id, userId: users.id, firstName: users.firstName, lastName: users.lastName, role: roles.name })
    .from(employeeExtensions)
    .innerJoin(users, eq(users.id, employeeExtensions.userId))
    .innerJoin(roles, eq(roles.id, employeeExtensions.roleId))
    .where(
      and(inOrganisation(employeeExtensions.organisationId, scope), filter, eq(employeeExtensions.status, ACTIVE), eq(employeeExtensions.isDeleted, false)),
    )
    .orderBy(users.firstName, users.lastName);
  return rows.map((row) => ({ pk: row.pk, userId: row.userId, name: `${row.firstName} ${row.lastName}`.trim(), role: row.role }));
}

export async function readSignUpSettings(db: Database, scope: OrganisationScope, config: Pick<ServerConfig, 'registrationEnabled' | 'passwordRecovery'>) {
  const [registration, approverUserIds, recovery] = await Promise.all([
    readRegistrationSettings(db, scope),
    readSignUpApprovers(db, scope),
    organisationPasswordRecovery(db, scope, config.passwordRecovery),
  ]);
  const approvers = approverUserIds.length ? await activeMembers(db, scope, { userIds: approverUserIds }) : [];
  const view: SignUpSettingsView = {
    settings: {
      self_sign_up: registration.selfSignUp,
      auto_accept: registration.autoAccept,
      questions: registration.askFields
        .filter((field) => isQuestion(field.alias))
        .map((field) => ({ alias: field.alias as SignUpQuestion, required: isAskFieldRequired(field) })),
      approvers: approvers.map((approver) => approver.pk),
      password_recovery: recovery,
    },
    approvers: approvers.map(({ pk, name, role }) => ({ pk, name, role })),
    registration_enabled: config.registrationEnabled,
    server_password_recovery: config.passwordRecovery,
  };
  return { view, terms: registration.terms, askFields: registration.askFields };
}

/** The sign-up's questions as ask fields; a question asked before keeps the options it had. */
function askFieldsOf(questions: SignUpSettings['questions'], before: readonly AskField[]): AskField[] {
  return questions.map(({ alias, required }) => {
    const earlier = before.find((field) => field.alias === alias);
    const { label, data_type } = SIGN_UP_QUESTIONS[alias];
    return { name: alias, label, data_type, alias, visibility: required ? null : false, ...(earlier?.options ? { options: earlier.options } : {}) };
  });
}

/**
 * Checks a change against what the server allows and who belongs to the
 * organisation, then writes the three settings it spans. Answers 400 naming
 * the field; the caller runs it in the transaction that audits it.
 */
export async function writeSignUpSettings(
  db: Database,
  scope: OrganisationScope,
  config: Pick<ServerConfig, 'registrationEnabled' | 'passwordRecovery'>,
  body: SignUpSettings,
  before: Awaited<ReturnType<typeof readSignUpSettings>>,
): Promise<void> {
  const fields: Record<string, string> = {};
  // An organisation already open stays saveable when the server's switch is off; it only cannot be opened.
  if (body.self_sign_up && !before.view.settings.self_sign_up && !config.registrationEnabled) fields.self_sign_up = signUpSettingsMessages.registrationDisabled;
  if (!recoveryChoices(config.passwordRecovery).includes(body.password_recovery))
    fields.password_recovery = signUpSettingsMessages.recoveryNotAllowed(config.passwordRecovery);
  const approvers = body.approvers.length ? await activeMembers(db, scope, { memberPks: [...new Set(body.approvers)] }) : [];
  if (approvers.length !== new Set(body.approvers).size) fields.approvers = signUpSettingsMessages.approverNotMember;
  else if (body.self_sign_up && !body.auto_accept && approvers.length === 0) fields.approvers = signUpSettingsMessages.approverNeeded;
  if (Object.keys(fields).length) throw badRequest(messages.request.invalid, { fields });

  const registration: RegistrationSettingValue = {
    self_sign_up: body.self_sign_up,
    auto_accept: body.auto_accept,
    ask_fields: askFieldsOf(body.questions, before.askFields),
    terms: before.terms,
  };
  await writeSetting(db, scope, SETTING_KEYS.registration, registration);
  await writeSetting(db, scope, SETTING_KEYS.signUpApprovers, approvers.map((approver) => approver.userId).join(','));
  await writeSetting(db, scope, SETTING_KEYS.passwordRecovery, body.password_recovery);
}
