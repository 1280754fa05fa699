import { and, eq } from 'drizzle-orm';
import type { FieldErrors } from '@motorpool/api';
import type { Database } from '../../db/database';
import { employeeDepartments, employeeReminderRecipients } from '../../db/schema';
import { inOrganisation, type OrganisationScope } from '../../tenancy/tenancy';
import { bookedMembers } from '../booked-members';
import { accountByEmail, accountsHeldByHolders, employeeIdTaken, isActiveMemberEmail, membershipOfEmail } from '../checks';
import type { Actor } from '../permissions';
import { checkRecipients, organisationLookups, type OrganisationLookups } from '../references';
import { loadEmployeeRow, type EmployeeRow } from '../rows';
import { storedTagValues } from '../tags';
import { changedAccountFields, touchedBy, type MemberFacts } from './check';
import { NO_STATE, sortedIds, type CurrentState, type Planned } from './plan';

async function currentState(tx: Database, scope: OrganisationScope, extensionId: number, now: Date): Promise<CurrentState> {
  const [departmentRows, recipientRows, tags, booked] = await Promise.all([
    tx
      .select({ id: employeeDepartments.departmentId })
      .from(employeeDepartments)
      .where(and(inOrganisation(employeeDepartments.organisationId, scope), eq(employeeDepartments.employeeExtensionId, extensionId))),
    tx
      .select({ id: employeeReminderRecipients.recipientExtensionId })
      .from(employeeReminderRecipients)
      .where(and(inOrganisation(employeeReminderRecipients.organisationId, scope), eq(employeeReminderRecipients.employeeExtensionId, extensionId))),
    storedTagValues(tx, scope, [extensionId]),
    bookedMembers(tx, scope, [extensionId], now),
  ]);
  return {
    departmentIds: sortedIds(departmentRows.map((row) => row.id)),
    recipientIds: sortedIds(recipientRows.map((row) => row.id)),
    tags: tags.get(extensionId) ?? new Map(),
    booked: booked.has(extensionId),
  };
}

/** The member a save changes (null for a create; undefined when the pk names none) with what they hold, and the organisation's lookups. */
export type ResolvedMember = { lookups: OrganisationLookups; target: EmployeeRow | null | undefined; state: CurrentState };

export async function resolveMember(
  tx: Database,
  scope: OrganisationScope,
  pk: number | null,
  now: Date,
  lookups?: OrganisationLookups,
): Promise<ResolvedMember> {
  const [resolvedLookups, target] = await Promise.all([
    lookups ?? organisationLookups(tx, scope),
    pk === null ? null : loadEmployeeRow(tx, scope, pk, { includeDeleted: true }).then((row) => row ?? undefined),
  ]);
  return { lookups: resolvedLookups, target, state: target ? await currentState(tx, scope, target.extension.id, now) : NO_STATE };
}

/**
 * What the checks ask the database about one planned change, each question
 * only when the change raises it: whether its Employee ID or line manager is
 * taken or valid, its reminder recipients, who holds its email, and which of
 * the accounts involved are in their holders' hands.
 */
/** The facts of one save, with the account its email names (a create adds that account's holder, or invites them). */
export type SaveFacts = MemberFacts & { emailAccount: Awaited<ReturnType<typeof accountByEmail>> };

export async function resolveFacts(tx: Database, scope: OrganisationScope, actor: Actor, target: EmployeeRow | null, planned: Planned): Promise<SaveFacts> {
  const { extension, account, changed } = planned;
  const touched = touchedBy(target, planned);
  const changesOthersEmail = target !== null && target.user.id !== actor.userId && changed.has('user.email');
  const email = (target === null || changesOthersEmail) && account.email ? account.email : null;
  const [idTaken, managerActive, recipientFields, emailAccount, emailMembership] = await Promise.all([
    touched('employee_id') && extension.employeeId ? employeeIdTaken(tx, scope, extension.employeeId, target?.extension.id ?? null) : false,
    touched('manager') && extension.manager ? isActiveMemberEmail(tx, scope, extension.manager) : true,
    touched('lic_exp_reminder_recipients') && planned.recipientIds ? checkRecipients(tx, scope, planned.recipientIds) : ({} as FieldErrors),
    email ? accountByEmail(tx, email) : null,
    email ? membershipOfEmail(tx, scope, email) : null,
  ]);
  const accountsAsked = [
    ...(target && target.user.id !== actor.userId && changedAccountFields(changed).length > 0 ? [target.user.id] : []),
    ...(target === null && emailAccount && !emailMembership ? [emailAccount.id] : []),
  ];
  return {
    employeeIdTaken: idTaken,
    managerActive,
    recipientFields,
    emailAccountId: emailAccount?.id ?? null,
    emailIsMember: emailMembership !== null,
    heldAccountIds: await accountsHeldByHolders(tx, scope, accountsAsked),
    emailAccount,
  };
}
