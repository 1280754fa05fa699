/**
 * What the PostgreSQL benchmarks share: a temporary database, the fleet's
 * history seeded set-based, and the results table they print.
 */
import { sql } from 'drizzle-orm';
import { systemClock } from '../src/clock';
import type { DatabaseHandle } from '../src/db/database';
import { seedDemo } from '../src/seed/demo';
import { createTemporaryDatabase, type TemporaryDatabase } from '../test/temporary-database';

export const MEMBERS = 10_000;
export const VEHICLES = 200;
export const BOOKINGS = 100_000;
export const DEMO_FLEET = 1;

export type Row = { measure: string; value: string; target: string; verdict: string };
export const results: Row[] = [];
export const record = (measure: string, value: string, target = '', met?: boolean) =>
  results.push({ measure, value, target, verdict: met === undefined ? '' : met ? 'met' : 'MISSED' });
export const fixed = (value: number, digits = 1) => value.toFixed(digits);

export function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

export const missedAny = () => results.some((row) => row.verdict === 'MISSED');

export function printResults(title: string): void {
  const width = (key: keyof Row) => Math.max(key.length, ...results.map((row) => row[key].length));
  const line = (row: Row) => `| ${(['measure', 'value', 'target', 'verdict'] as const).map((key) => row[key].padEnd(width(key))).join(' | ')} |`;
  console.log(`\n${title}\n`);
  console.log(line({ measure: 'measure', value: 'value', target: 'target', verdict: 'verdict' }));
  console.log(`|${(['measure', 'value', 'target', 'verdict'] as const).map((key) => '-'.repeat(width(key) + 2)).join('|')}|`);
  for (const row of results) console.log(line(row));
}

/** A database of its own on the server of DATABASE_URL, or null (and a note) when PostgreSQL is not there. */
export async function temporaryDatabase(): Promise<TemporaryDatabase | null> {
  const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  try {
    return await createTemporaryDatabase(adminUrl, 'motorpool_bench', 3_000);
  } catch (error) {
    console.log(`PostgreSQL is not reachable at ${adminUrl.replace(/\/\/[^@]*@/, '//…@')} (${(error as Error).message}); benchmark skipped.`);
    return null;
  }
}

/**
 * Set-based seeding. Booking n of a vehicle starts 8 hours after booking
 * n − 1 and lasts 4, all in the past, so the creates measured later find the
 * future free and the seeded rows never overlap.
 */
export async function seedFleetHistory(handle: DatabaseHandle) {
  const { db } = handle;
  await seedDemo(db, systemClock());
  await db.execute(sql`
    insert into users (email, first_name, last_name, country_code)
    select 'bench.' || g || '@bench.test', 'Bench', 'Driver ' || g, 'AU' from generate_series(1, ${MEMBERS}) g`);
  await db.execute(sql`
    insert into employee_extensions (organisation_id, user_id, role_id, branch_id, status, license_number, license_class, license_valid_upto)
    select ${DEMO_FLEET}, u.id,
           (select id from roles r where r.organisation_id = ${DEMO_FLEET} and r.name = 'Driver'),
           (select id from branches b where b.organisation_id = ${DEMO_FLEET} and b.branch_type = 'branch' order by (b.id + u.id) % 2 limit 1),
           'Active', 'LN' || u.id, array['C'], current_date + 3650
    from users u where u.email like 'bench.%@bench.test'`);
  await db.execute(sql`
    insert into vehicles (organisation_id, branch_id, name, vehicle_class, registration_num, daily_rate)
    select ${DEMO_FLEET},
           (select id from branches b where b.organisation_id = ${DEMO_FLEET} and b.branch_type = 'branch' order by (b.id + g) % 2 limit 1),
           'Bench Car ' || g, 'C', 'BENCH' || g, 90
    from generate_series(1, ${VEHICLES}) g`);
  await db.execute(sql`
    with fleet as (select id, branch_id, row_number() over (order by id) as v from vehicles where name like 'Bench Car %'),
         drivers as (select id, row_number() over (order by id) as d from employee_extensions where license_number like 'LN%' and organisation_id = ${DEMO_FLEET})
    insert into bookings (organisation_id, branch_id, vehicle_id, driver_id, start_at, end_at, blocked_until, status, booking_type)
    select ${DEMO_FLEET}, f.branch_id, f.id, dr.id,
           now() - interval '400 days' + n * interval '8 hours',
           now() - interval '400 days' + n * interval '8 hours' + interval '4 hours',
           now() - interval '400 days' + n * interval '8 hours' + interval '4 hours 15 minutes',
           (array['Completed','Completed','Completed','Cancelled','Declined','Completed'])[1 + (n + f.v)::int % 6],
           'Business'
    from fleet f
    cross join generate_series(0, ${BOOKINGS / VEHICLES - 1}) n
    join drivers dr on dr.d = 1 + ((n * ${VEHICLES} + f.v) % ${MEMBERS})`);
  await db.execute(sql`analyze`);
}
