import { masterConfigMessages, messages, type FieldErrors } from '@motorpool/api';
import type { Database } from '../../db/database';
import type { users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { licenceClassesListed } from '../../master-config/lookup-checks';
import type { OrganisationScope } from '../../tenancy/tenancy';
import type { accountByEmail } from '../checks';
import type { Actor } from '../permissions';
import type { OrganisationLookups } from '../references';
import { checkAccess, checkChange, type CheckSubject } from './check';
import { parseSave, type WriteKind } from './parse';
import { persistMember } from './persist';
import { earliestToday, plan, type Change } from './plan';
import { resolveFacts, resolveMember } from './resolve';

export type Activation = { userId: number; email: string; firstName: string };

/**
 * Adding someone whose account is already in use: the invitation to send
 * instead of a member, carrying the membership the payload chose (everything
 * but the account's own fields), applied when its holder accepts.
 */
export type PendingInvitation = { email: string; name: string; roleId: number; branchId: number; membership: Record<string, unknown> };

export type SaveFailure = { ok: false; status: 400 | 403 | 404 | 409; title: string; fields: FieldErrors };
export type SaveSuccess = {
  ok: true;
  /** Null only for a dry-run create. */
  extensionId: number | null;
  created: boolean;
  /** Whether the save changes anything (always true for a create). */
  changed: boolean;
  /** A new account, or one that never set a password: send it the activation link once the transaction commits. */
  activation: Activation | null;
  /** Nothing was saved: the account is in use, so its holder is to be invited (after the transaction). */
  invitation: PendingInvitation | null;
};
export type SaveResult = SaveSuccess | SaveFailure;

export type SaveOptions = {
  /** The member to update (the path's pk); without it an `employee` payload's own pk, else a create. */
  pk?: number | null;
  /** Read once and pass for many rows; read per call otherwise. */
  lookups?: OrganisationLookups;
  /** Check everything, write nothing. */
  dryRun?: boolean;
};

const fail = (status: SaveFailure['status'], title: string, fields: FieldErrors = {}): SaveFailure => ({ ok: false, status, title, fields });

/** A failure as the HTTP error the routes answer with. */
export const failureError = (failure: SaveFailure) => new HttpError(failure.status, failure.title, { fields: failure.fields });

function invitationFor(change: Change, account: Partial<typeof users.$inferInsert>): PendingInvitation {
  const { user: _account, pk: _pk, ...membership } = change;
  return {
    email: account.email ?? '',
    name: `${account.firstName ?? ''} ${account.lastName ?? ''}`.trim(),
    roleId: change.role ?? 0,
    branchId: change.branch ?? 0,
    membership,
  };
}

function activationFor(existing: Awaited<ReturnType<typeof accountByEmail>>, account: Partial<typeof users.$inferInsert>): Activation | null {
  if (existing) return existing.passwordHash === null ? { userId: existing.id, email: existing.email, firstName: existing.firstName } : null;
  return { userId: 0, email: account.email ?? '', firstName: account.firstName ?? '' };
}

/**
 * Validates one payload for one member and saves it, inside the caller's
 * transaction, as a pipeline: parse the payload, resolve the member and the
 * organisation's lookups, check the edit rights, plan the change, resolve
 * what the checks ask of the database, check the change (the same step the
 * import runs per row), persist. Everything the person could correct comes
 * back as a failure with field messages (status 400), as do permission
 * refusals (403), an unknown member (404) and a deleted one (409); routes
 * turn a failure into the HTTP error with `failureError`.
 */
export async function saveEmployee(
  tx: Database,
  scope: OrganisationScope,
  actor: Actor,
  kind: WriteKind,
  body: unknown,
  options: SaveOptions = {},
): Promise<SaveResult> {
  const parsed = parseSave(kind, body, options.pk);
  if (!parsed.ok) return fail(400, parsed.title, parsed.fields);
  const { change, pk } = parsed;

  const { lookups, target, state } = await resolveMember(tx, scope, pk, actor.now, options.lookups);
  if (target === undefined) return fail(404, messages.request.notFound);
  const subject: CheckSubject = { actor, lookups, kind, change, target, state, today: earliestToday(actor.now) };
  const refusal = checkAccess(subject);
  if (refusal) return fail(refusal.status, refusal.title, refusal.fields);

  const planned = plan(change, target, state);
  const facts = await resolveFacts(tx, scope, actor, target, planned);
  const checked = checkChange(subject, planned, facts);
  if (checked.heldAccount) return fail(checked.heldAccount.status, checked.heldAccount.title, checked.heldAccount.fields);
  if (checked.hubsOff) return fail(checked.hubsOff.status, checked.hubsOff.title, checked.hubsOff.fields);
  const classes = planned.extension.licenseClass;
  // A list already refused (too long) keeps its own message.
  if (classes && !checked.fields.license_class && !(await licenceClassesListed(tx, scope, classes, target?.extension.licenseClass ?? []))) {
    checked.fields.license_class = masterConfigMessages.licenceClassNotInList;
  }
  if (Object.keys(checked.fields).length > 0) return fail(400, messages.request.invalid, checked.fields);
  if (checked.roleNotAssignable) return fail(403, messages.userForm.roleNotAssignable, { role: messages.userForm.roleNotAssignable });

  if (checked.invite)
    return { ok: true, created: false, changed: false, extensionId: null, activation: null, invitation: invitationFor(change, planned.account) };
  const isNew = target === null;
  const existingAccount = isNew && !facts.emailIsMember ? facts.emailAccount : null;
  const activation = isNew ? activationFor(existingAccount, planned.account) : null;
  const result = { ok: true as const, created: isNew, changed: isNew || planned.changed.size > 0, invitation: null };
  if (options.dryRun) return { ...result, extensionId: target?.extension.id ?? null, activation: null };

  const persisted = await persistMember(tx, scope, { target, existingAccount, planned, tagWrites: checked.tagWrites, now: actor.now });
  if (!persisted.ok) return fail(400, messages.request.invalid, persisted.fields);
  return { ...result, extensionId: persisted.saved.extensionId, activation: activation && { ...activation, userId: persisted.saved.userId } };
}

/** For routes: the save, or its failure thrown as the HTTP error. */
export async function saveEmployeeOrThrow(...args: Parameters<typeof saveEmployee>): Promise<SaveSuccess> {
  const result = await saveEmployee(...args);
  if (!result.ok) throw failureError(result);
  return result;
}
