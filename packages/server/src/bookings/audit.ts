import type { Database } from '../db/database';
import { bookingAudits } from '../db/schema';
import type { OrganisationScope } from '../tenancy/tenancy';

export type AuditEntry = {
  scope: OrganisationScope;
  bookingId: number;
  /** Null when no signed-in person acted (an emailed link). */
  actorUserId: number | null;
  action: string;
  fromStatus?: string | null;
  toStatus?: string | null;
  reason?: string | null;
  changes?: Record<string, unknown> | null;
};

/** Adds one row to the booking's audit trail; pass the transaction that makes the change so both land or neither. */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(bookingAudits).values({
    bookingId: entry.bookingId,
    organisationId: entry.scope.organisationId,
    actorUserId: entry.actorUserId,
    action: entry.action,
    fromStatus: entry.fromStatus ?? null,
    toStatus: entry.toStatus ?? null,
    reason: entry.reason ?? null,
    changes: entry.changes ?? null,
  });
}
