import { and, count, desc, eq } from 'drizzle-orm';
import type { AuditEntry, AuditRecordType } from '@motorpool/api';
import type { Database } from '../db/database';
import { auditEvents, users } from '../db/schema';
import { fullName } from '../employees/serialize';
import { listEnvelope, type Page } from '../http/pagination';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';

/** Field → [before, after], as a trail shows each change. */
export type AuditChanges = Record<string, [unknown, unknown]>;

export type AuditRecord = {
  recordType: AuditRecordType;
  /** '' for the organisation itself; a branch's pk as text for its overrides. */
  recordKey?: string;
  actorUserId: number | null;
  /** What was done, as the trail words it: 'Updated', 'Created', 'Deleted'… */
  action: string;
  changes: AuditChanges | null;
  /** The injected clock's now (`c.get('clock')()`), so tests and jobs date the row as they date the change. */
  at: Date;
};

/** One row of the organisation's trail; pass the transaction that made the change, so the row commits with it. */
export async function recordAudit(db: Database, scope: OrganisationScope, record: AuditRecord): Promise<void> {
  await db.insert(auditEvents).values({
    organisationId: scope.organisationId,
    recordType: record.recordType,
    recordKey: record.recordKey ?? '',
    actorUserId: record.actorUserId,
    action: record.action,
    changes: record.changes,
    createdAt: record.at,
  });
}

/** Compared as JSON, as the values are stored and sent: key order aside, `{a: 1}` read back equals `{a: 1}` written. */
const canonical = (value: unknown): string =>
  JSON.stringify(value ?? null, (_key, nested: unknown) =>
    nested && typeof nested === 'object' && !Array.isArray(nested)
      ? Object.fromEntries(Object.entries(nested as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : nested,
  );

/**
 * The keys of either side whose values differ, each as [before, after]
 * (a key one side lacks reads as null); null when nothing changed, so a save
 * that changes nothing records nothing.
 */
export function changedFields(before: Readonly<Record<string, unknown>>, after: Readonly<Record<string, unknown>>): AuditChanges | null {
  const changes: AuditChanges = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const [was, is] = [before[key] ?? null, after[key] ?? null];
    if (canonical(was) !== canonical(is)) changes[key] = [was, is];
  }
  return Object.keys(changes).length === 0 ? null : changes;
}

/** One record's trail, newest first, with the name of whoever made each change (null once their account is gone, or for the system). */
export async function listAudits(db: Database, scope: OrganisationScope, recordType: AuditRecordType, recordKey: string, page: Page) {
  const where = and(inOrganisation(auditEvents.organisationId, scope), eq(auditEvents.recordType, recordType), eq(auditEvents.recordKey, recordKey));
  const [rows, [total]] = await Promise.all([
    db
      .select({ audit: auditEvents, actor: { id: users.id, firstName: users.firstName, lastName: users.lastName } })
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.actorUserId))
      .where(where)
      .orderBy(desc(auditEvents.id))
      .limit(page.pageSize)
      .offset(page.offset),
    db.select({ value: count() }).from(auditEvents).where(where),
  ]);
  const results: AuditEntry[] = rows.map(({ audit, actor }) => ({
    pk: audit.id,
    action: audit.action,
    actor: actor ? { pk: actor.id, name: fullName(actor) } : null,
    changes: audit.changes as AuditEntry['changes'],
    created_at: audit.createdAt.toISOString(),
  }));
  return listEnvelope(results, total?.value ?? 0, page);
}
