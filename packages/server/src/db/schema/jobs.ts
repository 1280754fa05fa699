import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { organisations } from './organisations';

/**
 * Work the server must do at a time: a reminder, an auto-cancel. Due times
 * come from the server's clock, not the database's, so tests move time; the
 * dispatcher hands what is due to the job queue (pg-boss, schema `pgboss`),
 * which runs it once with retries. Planning replaces a subject's planned rows
 * in the transaction that changed the subject.
 */
export const plannedJobs = pgTable(
  'planned_jobs',
  {
    /** Also the queue job's id, so handing the same row over twice queues it once. */
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** What the job is about, e.g. `booking:42`; re-planning replaces a subject's planned rows. */
    subject: text('subject').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    state: text('state').notNull().default('planned'),
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** What the run decided (sent, skipped and why), for the jobs screen. */
    outcome: text('outcome'),
    createdAt: createdAt(),
  },
  (table) => [
    check('planned_jobs_state_check', sql`${table.state} in ('planned', 'queued', 'done')`),
    unique('planned_jobs_subject_kind_due_key').on(table.subject, table.kind, table.dueAt),
    // The dispatcher's scan: what is planned and due, oldest first.
    index('planned_jobs_due_idx').on(table.dueAt).where(sql`${table.state} = 'planned'`),
    index('planned_jobs_organisation_idx').on(table.organisationId, table.dueAt),
    // Every tick looks for queued rows the queue never received; done rows pile up, queued ones stay few.
    index('planned_jobs_queued_idx').on(table.queuedAt).where(sql`${table.state} = 'queued'`),
    // The retention sweep: done rows, oldest first.
    index('planned_jobs_done_idx').on(table.finishedAt).where(sql`${table.state} = 'done'`),
  ],
);
