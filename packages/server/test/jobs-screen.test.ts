import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobMessages, type JobList, type JobRow } from '@motorpool/api';
import { BOOKING_JOB } from '../src/bookings/timed-rules';
import { plannedJobs } from '../src/db/schema';
import { createHarness, type Harness } from './harness';
import { movableClock } from './movable-clock';
import { DEMO_FLEET, FLEET_SHARE } from './sign-up-flow';

const MINUTE = 60_000;
const START = new Date('2026-06-02T00:00:00Z');
const JOBS = '/api/v1/jobs/';

const clock = movableClock(START);
let harness: Harness;
let sysadmin: string;

beforeAll(async () => {
  harness = await createHarness({ clock });
  sysadmin = await harness.login('sysadmin@demo.fleet');
}, 120_000);
afterAll(() => harness.close());

async function list(query = '', token = sysadmin): Promise<JobList> {
  const response = await harness.call('GET', `${JOBS}${query}`, { token });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as JobList;
}

async function plan(values: { organisationId: number; kind: string; subject: string; dueAt: Date }): Promise<string> {
  const [row] = await harness.db.insert(plannedJobs).values(values).returning({ id: plannedJobs.id });
  return row!.id;
}

/** Hands over what the clock says is due and runs it; a retry waiting on pg-boss's backoff (database time) is made due first. */
async function runDue(): Promise<number> {
  const jobs = await harness.jobs();
  await jobs.handOverDue();
  await harness.db.execute(sql`update pgboss.job set start_after = now() - interval '1 minute' where state = 'retry'`);
  return jobs.drain();
}

describe('GET jobs/ and POST jobs/{id}/retry/ (the system admins’ jobs screen)', () => {
  it('lists every organisation’s jobs, newest due first, narrowed by state', async () => {
    const later = await plan({ organisationId: DEMO_FLEET, kind: 'test.later', subject: 'screen:later', dueAt: new Date(START.getTime() + 60 * MINUTE) });
    const sooner = await plan({ organisationId: FLEET_SHARE, kind: 'test.sooner', subject: 'screen:sooner', dueAt: new Date(START.getTime() + 30 * MINUTE) });
    const all = await list('?state=planned&page_size=100');
    const ours = all.results.filter((row) => row.subject.startsWith('screen:'));
    expect(ours.map((row) => row.id)).toEqual([later, sooner]);
    expect(ours[1]).toMatchObject({
      organisation_id: FLEET_SHARE,
      kind: 'test.sooner',
      state: 'planned',
      attempts: 0,
      error: null,
      outcome: null,
      finished_at: null,
      due_at: new Date(START.getTime() + 30 * MINUTE).toISOString(),
    });
    expect(ours[1]!.organisation_name).toEqual(expect.any(String));
    expect(all.results.every((row) => row.state === 'planned')).toBe(true);
    expect((await list('?state=failed')).results.map((row) => row.id)).not.toContain(later);
    const paged = await list('?page_size=1');
    expect(paged.results).toHaveLength(1);
    expect(paged.next_page).toBe(2);
  });

  it('is for system admins only: an organisation’s admin and driver get 403, no session 401', async () => {
    for (const email of ['admin@demo.fleet', 'driver@demo.fleet']) {
      const token = await harness.login(email);
      const listed = await harness.call('GET', JOBS, { token, organisation: DEMO_FLEET });
      expect(listed.status, email).toBe(403);
      const retried = await harness.call('POST', `${JOBS}00000000-0000-4000-8000-000000000000/retry/`, { token, organisation: DEMO_FLEET });
      expect(retried.status, email).toBe(403);
    }
    expect((await harness.call('GET', JOBS)).status).toBe(401);
  });

  it('refuses an unknown state and a malformed page, and knows no job by a malformed or unknown id', async () => {
    const state = await harness.call('GET', `${JOBS}?state=stuck`, { token: sysadmin });
    expect(state.status).toBe(400);
    expect(((await state.json()) as { errors: { fields: Record<string, string> } }).errors.fields).toEqual({ state: jobMessages.state });
    expect((await harness.call('GET', `${JOBS}?page=0`, { token: sysadmin })).status).toBe(400);
    expect((await harness.call('POST', `${JOBS}42/retry/`, { token: sysadmin })).status).toBe(404);
    expect((await harness.call('POST', `${JOBS}00000000-0000-4000-8000-000000000000/retry/`, { token: sysadmin })).status).toBe(404);
  });

  it('shows a job whose handler throws as failed with its error once retries are exhausted; a retry puts it back and it runs', async () => {
    // A subject the booking handler cannot read: it throws on every run.
    const id = await plan({ organisationId: DEMO_FLEET, kind: BOOKING_JOB.reminder, subject: 'booking:broken', dueAt: clock() });
    const find = async () => (await list('?page_size=100')).results.find((row) => row.id === id) as JobRow;

    await runDue();
    const waiting = await find();
    expect(waiting).toMatchObject({ state: 'queued', attempts: 1 });
    expect(waiting.error).toEqual(expect.any(String));
    const notYet = await harness.call('POST', `${JOBS}${id}/retry/`, { token: sysadmin });
    expect(notYet.status).toBe(409);

    for (let run = 0; run < 5; run += 1) await runDue();
    const failed = await find();
    expect(failed).toMatchObject({ state: 'failed', attempts: 6, outcome: null, finished_at: null });
    expect(failed.error).toMatch(/\S/);
    expect((await list('?state=failed')).results.map((row) => row.id)).toContain(id);
    // Nothing more runs it by itself.
    expect(await runDue()).toBe(0);

    // Whatever broke it is fixed (the booking no longer exists), then the retry runs it once more.
    await harness.db.update(plannedJobs).set({ subject: 'booking:999999' }).where(eq(plannedJobs.id, id));
    const retried = await harness.call('POST', `${JOBS}${id}/retry/`, { token: sysadmin });
    expect(retried.status, await retried.clone().text()).toBe(200);
    expect((await retried.json()) as JobRow).toMatchObject({ id, state: 'queued' });
    expect(await runDue()).toBe(1);
    const done = await find();
    expect(done).toMatchObject({ state: 'done', error: null, outcome: 'skipped: no longer Approved', finished_at: clock().toISOString() });
    expect((await harness.call('POST', `${JOBS}${id}/retry/`, { token: sysadmin })).status).toBe(409);
  }, 60_000);

  it('shows a job a worker holds as running', async () => {
    const id = await plan({ organisationId: DEMO_FLEET, kind: 'test.held', subject: 'screen:held', dueAt: clock() });
    const jobs = await harness.jobs();
    await jobs.handOverDue();
    const fetched = await jobs.boss.fetch<{ id: string }>('motorpool-jobs', { batchSize: 50 });
    expect(fetched.map((job) => job.id)).toContain(id);
    expect((await list('?state=running')).results.map((row) => row.id)).toContain(id);
    for (const job of fetched) await jobs.boss.complete('motorpool-jobs', job.id);
  });
});
