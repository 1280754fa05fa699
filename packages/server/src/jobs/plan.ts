import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { plannedJobs } from '../db/schema';

export type JobPlan = { kind: string; dueAt: Date; payload?: Record<string, unknown> };

/**
 * A subject's jobs as they now should be: its planned rows are replaced, in
 * the caller's transaction, so a change and its jobs commit together. A job
 * already handed over or run at the same due time is not planned twice.
 */
export async function replanSubject(
  tx: Database,
  organisationId: number,
  subject: string,
  plans: readonly JobPlan[],
  { isNew }: { isNew: boolean },
): Promise<void> {
  if (!isNew) await tx.delete(plannedJobs).where(and(eq(plannedJobs.subject, subject), eq(plannedJobs.state, 'planned')));
  if (plans.length === 0) return;
  await tx
    .insert(plannedJobs)
    .values(plans.map((plan) => ({ organisationId, subject, kind: plan.kind, dueAt: plan.dueAt, payload: plan.payload ?? {} })))
    .onConflictDoNothing();
}

export type PlannedJobInsert = typeof plannedJobs.$inferInsert;

const PLAN_BATCH = 1000;

/** Many subjects' job rows at once (first-start catch-up, re-planning after a rule change), in batches; rows already planned are kept. */
export async function insertPlannedJobs(db: Database, rows: readonly PlannedJobInsert[]): Promise<void> {
  for (let from = 0; from < rows.length; from += PLAN_BATCH) {
    await db
      .insert(plannedJobs)
      .values(rows.slice(from, from + PLAN_BATCH))
      .onConflictDoNothing();
  }
}
