import { and, inArray, sql, type SQL } from 'drizzle-orm';
import {
  masterConfigMessages,
  EmployeeWrite,
  importMessages,
  messages,
  validateWith,
  type FieldErrors,
  type ImportLine,
  type ImportRowError,
  type ImportSummary,
} from '@motorpool/api';
import type { Database } from '../../db/database';
import { employeeDepartments, employeeExtensions, employeeReminderRecipients, employeeTagValues, users } from '../../db/schema';
import { insertInvitations, type Inviter } from '../../invitations/invitations';
import { classesInList, listedLicenceClasses } from '../../master-config/lookup-checks';
import { ACTIVE_MEMBER_STATUSES } from '../../tenancy/memberships';
import { inOrganisation, type OrganisationScope } from '../../tenancy/tenancy';
import { bookedMembers } from '../booked-members';
import { LICENCE_REMINDER_FIELDS, planLicenceReminders } from '../licence-expiry';
import { accountsHeldByHolders } from '../checks';
import type { Actor } from '../permissions';
import { organisationLookups, type OrganisationLookups } from '../references';
import { loadEmployeeRows, type EmployeeRow } from '../rows';
import type { TagWrites } from '../../custom-fields/check';
import { storedTagValues } from '../tags';
import {
  checkAccess,
  checkChange,
  earliestToday,
  plan,
  sortedIds,
  updateMember,
  type CheckSubject,
  type CurrentState,
  type MemberFacts,
  type Planned,
} from '../write';
import { deliverQueuedMail, queueInvitations, queueWelcomes, type ActivationContext, type QueuedActivation } from './activation-mail';
import type { Sheet } from './file-reading';
import { bindColumns, nameLookups, rowToChange, type Binding, type NameLookups } from './row-mapping';

/** Rows saved per transaction: short enough to keep PGlite's one connection free for other requests, long enough to batch. */
const IMPORT_CHUNK_SIZE = 500;
/** Rows written from which the import refreshes the planner's statistics (again each time they double, and at the end). */
const ANALYZE_AFTER_ROWS = 1_000;

/** Rows checked between two progress lines. */
const PROGRESS_EVERY = 500;
/** Values per lookup query when reading what the whole file points at. */
const LOOKUP_CHUNK = 5_000;

/**
 * Thousands of new rows leave the planner's statistics behind: it went on
 * believing the members table tiny, checked every foreign key with a scan,
 * and each chunk took longer than the last. PGlite has no autovacuum to catch
 * up and PostgreSQL's comes a minute later, so the import refreshes them
 * itself; afterwards an export of the new members was ten times faster too.
 */
async function refreshStatistics(db: Database): Promise<void> {
  await db.execute(sql`analyze ${users}, ${employeeExtensions}, ${employeeDepartments}, ${employeeTagValues}`);
}

export type PreparedImport = { sheet: Sheet; bindings: Binding[]; lookups: OrganisationLookups; names: NameLookups };

/** Everything an import needs before its first row: the organisation's names and rules, and which column holds what (400 if the header is wrong). */
export async function prepareImport(db: Database, scope: OrganisationScope, sheet: Sheet): Promise<PreparedImport> {
  const [lookups, names] = await Promise.all([organisationLookups(db, scope), nameLookups(db, scope)]);
  return { sheet, bindings: bindColumns(sheet.header.cells, lookups.userTagGroups), lookups, names };
}

type Account = { id: number; email: string; firstName: string; hasPassword: boolean };

/** One row after every check: its errors by column label, or what saving it does. */
type CheckedRow = {
  number: number;
  errors: Record<string, string>;
  /** `invite`: the account is already in use, so its holder is invited rather than added (as Add New User does). */
  outcome: 'create' | 'update' | 'unchanged' | 'invite' | null;
  email: string;
  employeeId: string;
  target: EmployeeRow | null;
  planned: Planned | null;
  tagWrites: TagWrites;
  /** A create for someone who already has an account (another organisation's member). */
  account: Account | null;
  /** For an invitation: the membership fields the row chose, applied when the holder accepts. */
  membership: Record<string, unknown> | null;
  status: string | null;
  manager: string | null;
};

const lower = (text: string) => text.trim().toLowerCase();
const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

async function inChunks<T, R>(items: readonly T[], read: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const results: R[] = [];
  for (const chunk of chunks([...new Set(items)], LOOKUP_CHUNK)) if (chunk.length > 0) results.push(...(await read(chunk)));
  return results;
}

function idsByOwner(rows: readonly { owner: number; id: number }[]): Map<number, number[]> {
  const map = new Map<number, number[]>();
  for (const { owner, id } of rows) map.set(owner, [...(map.get(owner) ?? []), id]);
  return map;
}

/** What the file's rows point at in the database, read in a few queries for the whole file rather than per row. */
type Existing = {
  memberByEmail: Map<string, number>;
  memberByEmployeeId: Map<string, number>;
  accountByEmail: Map<string, Account>;
  targets: Map<number, EmployeeRow>;
  states: Map<number, CurrentState>;
  /** Accounts in use (see accountsHeldByHolders): their own fields are not this organisation's to change, nor to add them without an invitation. */
  heldAccounts: Set<number>;
  activeMemberEmails: Set<string>;
  /** The organisation's active licence classes (master configuration): what a row may newly give a member. */
  licenceClasses: string[];
};

/** The file's values as a table to join: PostgreSQL then probes the unique indexes (or hashes), whatever the list's length. */
const wanted = (values: readonly string[]) =>
  sql`(values ${sql.join(
    values.map((value) => sql`(${value})`),
    sql`, `,
  )}) as wanted(value)`;

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/*
 * The lookups join the file's values rather than test `lower(x) in (…)`: with
 * thousands of values the planner took the trigram indexes for that, which
 * cost a minute per query on 50,000 members (docs/performance.md).
 */
async function readExisting(db: Database, scope: OrganisationScope, emails: string[], employeeIds: string[], managers: string[], now: Date): Promise<Existing> {
  const inScope = inOrganisation(employeeExtensions.organisationId, scope);
  const [memberEmails, memberEmployeeIds, accounts, activeManagers] = await Promise.all([
    inChunks(emails, (chunk) =>
      rowsOf<{ id: number; email: string }>(
        db,
        sql`select ${employeeExtensions.id} as "id", wanted.value as "email" from ${wanted(chunk)}
            join ${users} on lower(${users.email}) = wanted.value
            join ${employeeExtensions} on ${employeeExtensions.userId} = ${users.id} and ${inScope}`,
      ),
    ),
    inChunks(employeeIds, (chunk) =>
      rowsOf<{ id: number; employeeId: string }>(
        db,
        sql`select ${employeeExtensions.id} as "id", wanted.value as "employeeId" from ${wanted(chunk)}
            join ${employeeExtensions} on ${inScope} and ${employeeExtensions.employeeId} is not null and lower(${employeeExtensions.employeeId}) = wanted.value`,
      ),
    ),
    inChunks(emails, (chunk) =>
      rowsOf<Account>(
        db,
        sql`select ${users.id} as "id", wanted.value as "email", ${users.firstName} as "firstName", ${users.passwordHash} is not null as "hasPassword"
            from ${wanted(chunk)} join ${users} on lower(${users.email}) = wanted.value`,
      ),
    ),
    inChunks(managers, (chunk) =>
      rowsOf<{ email: string }>(
        db,
        sql`select wanted.value as "email" from ${wanted(chunk)}
            join ${users} on lower(${users.email}) = wanted.value and ${users.isActive}
            join ${employeeExtensions} on ${employeeExtensions.userId} = ${users.id} and ${inScope} and not ${employeeExtensions.isDeleted}
              and ${inArray(employeeExtensions.status, ACTIVE_MEMBER_STATUSES)}`,
      ),
    ),
  ]);
  const memberByEmail = new Map(memberEmails.map((row) => [row.email, row.id]));
  const memberByEmployeeId = new Map(memberEmployeeIds.map((row) => [row.employeeId, row.id]));
  const targetIds = [...new Set([...memberByEmail.values(), ...memberByEmployeeId.values()])];
  const targetRows = await inChunks(targetIds, (chunk) => loadEmployeeRows(db, scope, chunk));
  const targets = new Map(targetRows.map((row) => [row.extension.id, row]));
  const userIds = targetRows.map((row) => row.user.id);

  const accountIds = [...userIds, ...accounts.map((account) => account.id)];
  const [departmentRows, recipientRows, tagChunks, bookedChunks, heldChunks] = await Promise.all([
    inChunks(targetIds, (chunk) =>
      db
        .select({ owner: employeeDepartments.employeeExtensionId, id: employeeDepartments.departmentId })
        .from(employeeDepartments)
        .where(and(inOrganisation(employeeDepartments.organisationId, scope), inArray(employeeDepartments.employeeExtensionId, chunk))),
    ),
    inChunks(targetIds, (chunk) =>
      db
        .select({ owner: employeeReminderRecipients.employeeExtensionId, id: employeeReminderRecipients.recipientExtensionId })
        .from(employeeReminderRecipients)
        .where(and(inOrganisation(employeeReminderRecipients.organisationId, scope), inArray(employeeReminderRecipients.employeeExtensionId, chunk))),
    ),
    inChunks(targetIds, async (chunk) => [...(await storedTagValues(db, scope, chunk))]),
    inChunks(targetIds, async (chunk) => [...(await bookedMembers(db, scope, chunk, now))]),
    inChunks(accountIds, async (chunk) => [...(await accountsHeldByHolders(db, scope, chunk))]),
  ]);
  const tags = new Map(tagChunks);
  const booked = new Set(bookedChunks);
  const departmentsByOwner = idsByOwner(departmentRows);
  const recipientsByOwner = idsByOwner(recipientRows);
  const states = new Map(
    targetIds.map((id): [number, CurrentState] => [
      id,
      {
        departmentIds: sortedIds(departmentsByOwner.get(id) ?? []),
        recipientIds: sortedIds(recipientsByOwner.get(id) ?? []),
        tags: tags.get(id) ?? new Map(),
        booked: booked.has(id),
      },
    ]),
  );
  return {
    memberByEmail,
    memberByEmployeeId,
    accountByEmail: new Map(accounts.map((row) => [row.email, row])),
    targets,
    states,
    heldAccounts: new Set(heldChunks),
    activeMemberEmails: new Set(activeManagers.map((row) => row.email)),
    licenceClasses: await listedLicenceClasses(db, scope),
  };
}

/** The column a failure belongs to: the file's own header for that field. */
function labelFinder(bindings: readonly Binding[]) {
  const byKey = new Map<string, string>();
  for (const binding of bindings) {
    if (binding.kind === 'field') byKey.set(binding.key, binding.label);
    else byKey.set(`user_tags.${binding.group.tagGroupName.toLowerCase()}`, binding.label);
  }
  return (path: string): string => {
    const [head = '', ...rest] = path.split('.');
    if (head === 'user_tags') return byKey.get(`user_tags.${rest.join('.').toLowerCase()}`) ?? rest.join('.');
    const key = head === 'user' ? (rest[0] ?? head) : head;
    return byKey.get(key) ?? path;
  };
}

type RuleContext = { actor: Actor; lookups: OrganisationLookups; existing: Existing; today: string };

/** What the save's checks ask of the database, answered for one row from what `readExisting` read for the whole file. */
function rowFacts(existing: Existing, target: EmployeeRow | null, planned: Planned): MemberFacts {
  const employeeIdHolder = planned.extension.employeeId ? existing.memberByEmployeeId.get(lower(planned.extension.employeeId)) : undefined;
  const email = lower(planned.account.email ?? '');
  return {
    employeeIdTaken: employeeIdHolder !== undefined && employeeIdHolder !== target?.extension.id,
    // Settled for the whole file afterwards (settleManagers): a manager may be someone this file adds.
    managerActive: null,
    recipientFields: {},
    emailAccountId: existing.accountByEmail.get(email)?.id ?? null,
    emailIsMember: existing.memberByEmail.has(email),
    heldAccountIds: existing.heldAccounts,
  };
}

/**
 * One row through the member save's own checks (src/employees/write/check.ts),
 * answered from what `readExisting` read for the whole file. A refusal of
 * the whole row is reported on the email column, as it names the person.
 */
type RowCheck = { fields: FieldErrors; planned: Planned | null; tagWrites: TagWrites; invite: boolean };

function checkRow(value: EmployeeWrite, match: { target: EmployeeRow | null }, context: RuleContext): RowCheck {
  const { actor, lookups, existing } = context;
  const { target } = match;
  const state: CurrentState = (target && existing.states.get(target.extension.id)) ?? { departmentIds: [], recipientIds: [], tags: new Map(), booked: false };
  const subject: CheckSubject = { actor, lookups, kind: 'employee', change: value, target, state, today: context.today };
  const refusal = checkAccess(subject);
  if (refusal) {
    const fields = Object.keys(refusal.fields).length > 0 ? refusal.fields : { 'user.email': refusal.title };
    return { fields, planned: null, tagWrites: new Map(), invite: false };
  }
  const planned = plan(value, target, state);
  const checked = checkChange(subject, planned, rowFacts(existing, target, planned));
  const fields: FieldErrors = { ...checked.heldAccount?.fields, ...checked.hubsOff?.fields, ...checked.fields };
  if (checked.roleNotAssignable) fields.role = messages.userForm.roleNotAssignable;
  // As the member save holds a class newly taken to the organisation's list (src/employees/write/save.ts).
  const classes = planned.extension.licenseClass;
  if (classes && !fields.license_class && !classesInList(classes, target?.extension.licenseClass ?? [], existing.licenceClasses)) {
    fields.license_class = masterConfigMessages.licenceClassNotInList;
  }
  return { fields, planned, tagWrites: checked.tagWrites, invite: checked.invite };
}

/** Rows that name the same person as another row: each says where the other is. */
function markRepeats(rows: readonly CheckedRow[], key: (row: CheckedRow) => string, label: string | undefined) {
  if (!label) return;
  const firstRow = new Map<string, number>();
  const repeated = new Map<string, number[]>();
  for (const row of rows) {
    const value = key(row);
    if (value === '') continue;
    if (!firstRow.has(value)) firstRow.set(value, row.number);
    else repeated.set(value, [...(repeated.get(value) ?? [firstRow.get(value) as number]), row.number]);
  }
  for (const numbers of repeated.values()) {
    for (const row of rows.filter((candidate) => numbers.includes(candidate.number))) {
      const other = numbers.find((number) => number !== row.number) as number;
      row.errors[label] ??= importMessages.duplicateInFile(other);
    }
  }
}

export type ImportContext = { db: Database; scope: OrganisationScope; actor: Actor; inviter: Inviter; activation: ActivationContext };
export type ImportFlags = { dryRun: boolean; onlyValid: boolean };

/**
 * Checks every row, then (unless a dry run, or the file has errors and only
 * the valid rows were not asked for) saves the rows that change something,
 * a chunk per transaction. `emit` hears the progress lines and the summary.
 */
export async function runImport(prepared: PreparedImport, context: ImportContext, flags: ImportFlags, emit: (line: ImportLine) => void): Promise<void> {
  const { db, scope, actor } = context;
  const { sheet, bindings, lookups, names } = prepared;
  const total = sheet.rows.length;
  const labelOf = labelFinder(bindings);
  emit({ type: 'progress', phase: 'checking', processed: 0, total });

  const parsed = sheet.rows.map((row) => ({ number: row.number, ...rowToChange(row, bindings, names) }));
  const managers = parsed.map((row) => (typeof row.change.manager === 'string' ? lower(row.change.manager) : '')).filter(Boolean);
  const existing = await readExisting(
    db,
    scope,
    parsed.map((row) => lower(row.email)).filter(Boolean),
    parsed.map((row) => lower(row.employeeId)).filter(Boolean),
    managers,
    actor.now,
  );
  const ruleContext: RuleContext = { actor, lookups, existing, today: earliestToday(actor.now) };

  const checked: CheckedRow[] = [];
  for (const [index, row] of parsed.entries()) {
    const errors: Record<string, string> = { ...row.cellErrors };
    const result: CheckedRow = {
      number: row.number,
      errors,
      outcome: null,
      email: lower(row.email),
      employeeId: lower(row.employeeId),
      target: null,
      planned: null,
      tagWrites: new Map(),
      account: null,
      membership: null,
      status: typeof row.change.status === 'string' ? row.change.status : null,
      manager: typeof row.change.manager === 'string' ? lower(row.change.manager) : null,
    };
    const targetId = existing.memberByEmail.get(result.email) ?? (result.employeeId ? existing.memberByEmployeeId.get(result.employeeId) : undefined);
    result.target = targetId === undefined ? null : (existing.targets.get(targetId) ?? null);
    result.account = result.target ? null : (existing.accountByEmail.get(result.email) ?? null);

    const validated = validateWith(EmployeeWrite, row.change);
    const check = validated.ok ? checkRow(validated.value, result, ruleContext) : null;
    for (const [path, message] of Object.entries(check ? check.fields : validated.ok ? {} : validated.fields)) errors[labelOf(path)] ??= message;
    if (check?.planned && Object.keys(errors).length === 0) {
      result.planned = check.planned;
      result.tagWrites = check.tagWrites;
      result.outcome = !result.target ? 'create' : check.planned.changed.size > 0 || check.tagWrites.size > 0 ? 'update' : 'unchanged';
      if (check.invite && validated.ok) {
        const { user: _account, pk: _pk, ...membership } = validated.value;
        result.outcome = 'invite';
        result.membership = membership;
      }
    }
    checked.push(result);
    if ((index + 1) % PROGRESS_EVERY === 0) {
      emit({ type: 'progress', phase: 'checking', processed: index + 1, total });
      await pause();
    }
  }

  const emailLabel = bindings.find((binding) => binding.kind === 'field' && binding.key === 'email')?.label;
  const employeeIdLabel = bindings.find((binding) => binding.kind === 'field' && binding.key === 'employee_id')?.label;
  markRepeats(checked, (row) => row.email, emailLabel);
  markRepeats(checked, (row) => row.employeeId, employeeIdLabel);
  markRepeats(checked, (row) => (row.target ? String(row.target.extension.id) : ''), emailLabel);
  settleManagers(checked, existing, bindings.find((binding) => binding.kind === 'field' && binding.key === 'manager')?.label);
  for (const row of checked) if (Object.keys(row.errors).length > 0) row.outcome = null;
  emit({ type: 'progress', phase: 'checking', processed: total, total });

  const valid = checked.filter((row) => row.outcome !== null);
  const errors: ImportRowError[] = checked.filter((row) => row.outcome === null).map((row) => ({ row: row.number, fields: row.errors }));
  const saved = !flags.dryRun && (errors.length === 0 || flags.onlyValid);
  const counts = { created: 0, updated: 0, unchanged: 0, invited: 0 };
  const counted = { create: 'created', update: 'updated', unchanged: 'unchanged', invite: 'invited' } as const;
  for (const row of valid) if (row.outcome) counts[counted[row.outcome]] += 1;

  if (saved) {
    const writes = valid.filter((row) => row.outcome !== 'unchanged');
    let processed = 0;
    emit({ type: 'progress', phase: 'saving', processed, total: writes.length });
    let queuedMail = 0;
    let analyzeAt = ANALYZE_AFTER_ROWS;
    for (const chunk of chunks(writes, IMPORT_CHUNK_SIZE)) {
      queuedMail += await db.transaction((tx) => saveChunk(tx, context, chunk));
      processed += chunk.length;
      emit({ type: 'progress', phase: 'saving', processed, total: writes.length });
      if (processed >= analyzeAt || (processed === writes.length && processed >= ANALYZE_AFTER_ROWS)) {
        await refreshStatistics(db);
        analyzeAt = processed * 2;
      }
      await pause();
    }
    if (queuedMail > 0) deliverQueuedMail(db, context.activation, queuedMail);
  }
  const summary: ImportSummary = {
    type: 'summary',
    dry_run: flags.dryRun,
    saved,
    total,
    valid: valid.length,
    ...counts,
    failed: errors.length,
    errors,
    invitations: valid
      .filter((row) => row.outcome === 'invite')
      .map((row) => ({ row: row.number, message: saved ? importMessages.invited : importMessages.toInvite })),
  };
  emit(summary);
}

/**
 * A line manager must be an active member (spec §5, server-checked), or an
 * Active person this file adds: those rows are checked again until no row
 * leans on a manager whose own row failed.
 */
function settleManagers(rows: readonly CheckedRow[], existing: Existing, label: string | undefined) {
  if (!label) return;
  for (;;) {
    // An invited person is no member until they accept, so no manager yet either.
    const activeInFile = new Set(
      rows
        .filter((row) => row.outcome !== null && row.outcome !== 'invite' && Object.keys(row.errors).length === 0 && row.status === 'Active')
        .map((row) => row.email),
    );
    let changed = false;
    for (const row of rows) {
      if (!row.manager || row.errors[label] !== undefined) continue;
      const touched = row.target === null || row.planned?.changed.has('manager');
      if (!touched || existing.activeMemberEmails.has(row.manager) || activeInFile.has(row.manager)) continue;
      row.errors[label] = messages.driverDetails.managerInvalid;
      changed = true;
    }
    if (!changed) return;
  }
}

type SavedMember = { extensionId: number; userId: number };

/**
 * One chunk in one transaction: accounts and memberships inserted in bulk,
 * updates row by row, then departments and tags in bulk, and the invitations
 * of accounts in use. Answers how many emails it queued.
 */
async function saveChunk(tx: Database, context: ImportContext, rows: readonly CheckedRow[]): Promise<number> {
  const { scope } = context;
  const creates = rows.filter((row) => row.outcome === 'create');
  const updates = rows.filter((row) => row.outcome === 'update');
  const saved = new Map<CheckedRow, SavedMember>();

  const newAccounts = creates.filter((row) => row.account === null);
  const inserted =
    newAccounts.length === 0
      ? []
      : await tx
          .insert(users)
          .values(
            newAccounts.map(({ planned }) => ({
              email: planned?.account.email ?? '',
              firstName: planned?.account.firstName ?? '',
              lastName: planned?.account.lastName ?? '',
              phone: planned?.account.phone ?? null,
              countryCode: planned?.account.countryCode ?? null,
            })),
          )
          // Someone may have signed up with one of these emails since the check: their account is used as it is.
          .onConflictDoNothing()
          .returning({ id: users.id, email: sql<string>`lower(${users.email})` });
  const insertedIds = new Map(inserted.map((row) => [row.email, row.id]));
  const raced = newAccounts.filter((row) => !insertedIds.has(row.email)).map((row) => row.email);
  const racedIds = new Map(
    raced.length === 0
      ? []
      : (
          await rowsOf<{ id: number; email: string }>(
            tx,
            sql`select ${users.id} as "id", wanted.value as "email" from ${wanted(raced)} join ${users} on lower(${users.email}) = wanted.value`,
          )
        ).map((row) => [row.email, row.id]),
  );

  const activations: QueuedActivation[] = [];
  const memberValues = creates.map((row) => {
    const userId = row.account?.id ?? insertedIds.get(row.email) ?? racedIds.get(row.email);
    if (userId === undefined) throw new Error(`no account for import row ${row.number}`);
    const needsActivation = row.account ? !row.account.hasPassword : insertedIds.has(row.email);
    if (needsActivation)
      activations.push({ userId, email: row.planned?.account.email ?? row.email, firstName: row.account?.firstName ?? row.planned?.account.firstName ?? '' });
    const extension = row.planned?.extension ?? {};
    return { ...extension, roleId: extension.roleId ?? 0, organisationId: scope.organisationId, userId };
  });
  if (memberValues.length > 0) {
    const members = await tx.insert(employeeExtensions).values(memberValues).returning({ id: employeeExtensions.id, userId: employeeExtensions.userId });
    const byUser = new Map(members.map((member) => [member.userId, member.id]));
    for (const [index, row] of creates.entries()) {
      const userId = memberValues[index]?.userId as number;
      saved.set(row, { extensionId: byUser.get(userId) as number, userId });
    }
  }

  for (const row of updates) saved.set(row, await updateMember(tx, scope, row.target as EmployeeRow, row.planned as Planned));

  const departmentRows = rows.filter((row) => row.planned?.departmentIds && (row.outcome === 'create' || row.planned.changed.has('departments')));
  const replacedDepartments = departmentRows.filter((row) => row.outcome === 'update').map((row) => saved.get(row)?.extensionId as number);
  if (replacedDepartments.length > 0) {
    await tx
      .delete(employeeDepartments)
      .where(and(inOrganisation(employeeDepartments.organisationId, scope), inArray(employeeDepartments.employeeExtensionId, replacedDepartments)));
  }
  const departmentValues = departmentRows.flatMap((row) =>
    (row.planned?.departmentIds ?? []).map((departmentId) => ({
      employeeExtensionId: saved.get(row)?.extensionId as number,
      departmentId,
      organisationId: scope.organisationId,
    })),
  );
  if (departmentValues.length > 0) await tx.insert(employeeDepartments).values(departmentValues);

  const clearedTags = rows.flatMap((row) =>
    [...row.tagWrites].filter(([, value]) => value === null).map(([groupId]) => sql`(${saved.get(row)?.extensionId as number}, ${groupId})`),
  );
  if (clearedTags.length > 0) {
    await tx
      .delete(employeeTagValues)
      .where(
        and(
          inOrganisation(employeeTagValues.organisationId, scope),
          sql`(${employeeTagValues.employeeExtensionId}, ${employeeTagValues.tagGroupId}) in (${sql.join(clearedTags, sql`, `)})`,
        ),
      );
  }
  const tagValues = rows.flatMap((row) =>
    [...row.tagWrites].flatMap(([tagGroupId, value]) =>
      value === null ? [] : [{ employeeExtensionId: saved.get(row)?.extensionId as number, tagGroupId, organisationId: scope.organisationId, value }],
    ),
  );
  if (tagValues.length > 0) {
    await tx
      .insert(employeeTagValues)
      .values(tagValues)
      .onConflictDoUpdate({ target: [employeeTagValues.employeeExtensionId, employeeTagValues.tagGroupId], set: { value: sql`excluded.value` } });
  }

  const replanned = rows.filter((row) => row.outcome === 'create' || LICENCE_REMINDER_FIELDS.some((key) => row.planned?.changed.has(key)));
  const replannedIds = replanned.flatMap((row) => saved.get(row)?.extensionId ?? []);
  await planLicenceReminders(tx, scope.organisationId, replannedIds, context.activation.now);

  await queueWelcomes(tx, context.activation, scope, activations);

  const invitations = rows.flatMap((row) =>
    row.outcome === 'invite' && row.planned
      ? [
          {
            email: row.planned.account.email ?? row.email,
            name: `${row.planned.account.firstName ?? ''} ${row.planned.account.lastName ?? ''}`.trim(),
            roleId: row.planned.extension.roleId ?? 0,
            branchId: row.planned.extension.branchId ?? 0,
            membership: row.membership,
          },
        ]
      : [],
  );
  const issued = await insertInvitations(tx, context.activation.signingKey, scope, context.inviter, invitations, context.activation.now);
  await queueInvitations(tx, context.activation, scope, context.inviter, issued);
  return activations.length + issued.length;
}
