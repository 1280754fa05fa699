/**
 * `pnpm bench`: the users administration under load, on PostgreSQL.
 *
 * A temporary database is created on the server of DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres) and dropped at the end, so the
 * benchmark never touches data of yours. 50,000 members of one organisation
 * (plus 5,000 in another, which every query must leave out) are seeded with
 * set-based SQL, then the real app is served on a local port and measured
 * over HTTP:
 *   - list pages (page_size 60: spec §9's sizes have no 50) with one filter, sorted;
 *   - exports of the whole set as CSV and XLSX, with the process's RSS and heap growth;
 *   - an import of a 10,000-row CSV, and the same file again (all unchanged).
 *
 * Run with `node --expose-gc` so memory baselines start from a collected heap.
 * BENCH_KEEP_DATABASE=true keeps the database afterwards, for EXPLAIN ANALYZE.
 */
import { performance } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import type { ImportLine } from '@motorpool/api';
import { createApp } from '../src/app';
import { readConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { runMigrations } from '../src/db/migrate';
import { createMailer } from '../src/mail/mailer';
import { DEMO_PASSWORD, seedDemo } from '../src/seed/demo';
import { loadSigningKey } from '../src/security/signing-key';
import { systemClock } from '../src/clock';
import { fixed, percentile, temporaryDatabase } from './bench-kit';

const MEMBERS = 50_000;
const OTHER_ORGANISATION_MEMBERS = 5_000;
const EXTRA_BRANCHES = 20;
const LIST_REQUESTS = 200;
const IMPORT_ROWS = 10_000;
const PAGE_SIZE = 60;
const TARGETS = { listP95Ms: 100, exportGrowthMb: 150, importSeconds: 30 };

const DEMO_FLEET = 1;
const FLEET_SHARE = 2;

type Row = { measure: string; value: string; target: string; verdict: string };
const results: Row[] = [];
const record = (measure: string, value: string, target = '', met?: boolean) =>
  results.push({ measure, value, target, verdict: met === undefined ? '' : met ? 'met' : 'MISSED' });

const mb = (bytes: number) => bytes / 1024 / 1024;

/** Set-based seeding: a few statements, whatever the row count. */
async function seed(handle: DatabaseHandle) {
  const { db } = handle;
  await seedDemo(db, systemClock());
  await db.execute(sql`
    insert into branches (organisation_id, name, branch_type)
    select ${DEMO_FLEET}, 'Bench Branch ' || lpad(g::text, 2, '0'), case when g % 5 = 0 then 'hub' else 'branch' end
    from generate_series(1, ${EXTRA_BRANCHES}) g`);
  for (const [organisation, count, prefix] of [
    [DEMO_FLEET, MEMBERS, 'bench'],
    [FLEET_SHARE, OTHER_ORGANISATION_MEMBERS, 'other'],
  ] as const) {
    await db.execute(sql`
      insert into users (email, first_name, last_name, phone, country_code)
      select ${prefix} || '.' || g || '@bench.test',
             (array['Ava','Ben','Chloe','Dev','Ella','Finn','Grace','Hugo','Isla','Jack','Kira','Liam','Mia','Noah','Olive','Priya'])[1 + g % 16],
             (array['Nguyen','Smith','Patel','Brown','Wilson','Taylor','Singh','Martin','Lee','Walker','Khan','Clarke'])[1 + (g / 16) % 12] || ' ' || g,
             '+614' || lpad((g % 100000000)::text, 8, '0'),
             'AU'
      from generate_series(1, ${count}) g`);
    await db.execute(sql`
      insert into employee_extensions (organisation_id, user_id, role_id, branch_id, cost_centre_id, status, employee_id,
                                       date_of_birth, license_number, license_class, license_valid_upto, license_state, address, postcode)
      select ${organisation}, u.id,
             (select id from roles r where r.organisation_id = ${organisation} order by (r.name = 'Admin'), (hashtext(r.name) + n) % 7 limit 1),
             (select id from branches b where b.organisation_id = ${organisation} order by (hashtext(b.name) + n) % 97, b.id limit 1),
             (select id from cost_centres c where c.organisation_id = ${organisation} order by (c.id + n) % 2 limit 1),
             (array['Active','Active','Active','Active','Inactive','Pending Approval','Active','Rejected'])[1 + n % 8],
             upper(${prefix}) || '-' || lpad(n::text, 6, '0'),
             date '1960-01-01' + (n % 15000),
             'LN' || n,
             array['C'],
             date '2024-01-01' + (n % 3650),
             (array['NSW','VIC','QLD','WA'])[1 + n % 4],
             n || ' Example Street',
             (2000 + n % 900)::text
      from (select id, (row_number() over (order by id))::int as n from users where email like ${`${prefix}.%@bench.test`}) u`);
    await db.execute(sql`
      insert into employee_departments (employee_extension_id, department_id, organisation_id)
      select e.id, (select id from departments d where d.organisation_id = ${organisation} order by (d.id + e.id) % 3 limit 1), ${organisation}
      from employee_extensions e
      where e.organisation_id = ${organisation} and e.employee_id like ${`${prefix.toUpperCase()}-%`} and e.id % 3 <> 0`);
  }
  await db.execute(sql`analyze`);
}

async function login(base: string): Promise<string> {
  const response = await fetch(`${base}/api/v1/accounts/user/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.fleet', password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

async function listScenario(base: string, headers: Record<string, string>, name: string, queries: string[]) {
  for (const query of queries.slice(0, 10)) await (await fetch(`${base}/api/v1/tfm/employees-extensions/?${query}`, { headers })).arrayBuffer();
  const timings: number[] = [];
  let rows = 0;
  for (let index = 0; index < LIST_REQUESTS; index += 1) {
    const query = queries[index % queries.length];
    const started = performance.now();
    const response = await fetch(`${base}/api/v1/tfm/employees-extensions/?${query}`, { headers });
    const body = (await response.json()) as { results: unknown[]; count: number };
    timings.push(performance.now() - started);
    if (!response.ok) throw new Error(`list failed: ${response.status} ${JSON.stringify(body)}`);
    rows = body.count;
  }
  timings.sort((a, b) => a - b);
  const p95 = percentile(timings, 95);
  record(`List, ${name}: p50`, `${fixed(percentile(timings, 50))} ms`);
  record(
    `List, ${name}: p95 (max ${fixed(timings.at(-1) ?? 0)} ms, ${rows.toLocaleString('en-AU')} matching)`,
    `${fixed(p95)} ms`,
    `≤ ${TARGETS.listP95Ms} ms`,
    p95 <= TARGETS.listP95Ms,
  );
}

/** Reads the export to the end without keeping it, while sampling this process's memory. */
async function exportScenario(base: string, headers: Record<string, string>, format: 'csv' | 'xlsx') {
  globalThis.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const baseline = process.memoryUsage();
  let peakRss = baseline.rss;
  let peakHeap = baseline.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 20);
  const started = performance.now();
  const response = await fetch(`${base}/api/v1/tfm/employees-extensions/?is_export=${format}`, { headers });
  if (!response.ok || !response.body) throw new Error(`export failed: ${response.status}`);
  let bytes = 0;
  let newlines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    if (format === 'csv') for (const byte of chunk) if (byte === 10) newlines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const total = Number(response.headers.get('x-total-count'));
  if (format === 'csv' && newlines !== total + 1) throw new Error(`the CSV has ${newlines - 1} rows, expected ${total}`);
  const growth = mb(peakRss - baseline.rss);
  // Peaks are mostly garbage the collector had not yet reclaimed; what stays after a collection shows nothing is kept.
  globalThis.gc?.();
  const retained = mb(process.memoryUsage().heapUsed - baseline.heapUsed);
  record(`Export ${format.toUpperCase()} of ${total.toLocaleString('en-AU')} rows: time (${fixed(mb(bytes))} MB)`, `${fixed(seconds, 2)} s`);
  record(
    `Export ${format.toUpperCase()}: peak RSS growth (peak heap growth ${fixed(mb(peakHeap - baseline.heapUsed))} MB, ${fixed(retained)} MB kept after GC)`,
    `${fixed(growth)} MB`,
    `< ${TARGETS.exportGrowthMb} MB`,
    growth < TARGETS.exportGrowthMb,
  );
}

function importFile(): string {
  const header = [
    'Employee ID',
    'First Name',
    'Last Name',
    'Email',
    'Contact Number',
    'Branch',
    'Role',
    'User Status',
    'Department',
    'Cost Centre',
    'Date of Birth',
    'License Number',
    'License Class',
    'License Expiry Date',
    'State/Region',
    'Address',
    'Postcode',
  ];
  const rows = Array.from({ length: IMPORT_ROWS }, (_, index) => [
    `IMP-${String(index).padStart(6, '0')}`,
    'Imported',
    `Person ${index}`,
    `imported.${index}@bench.test`,
    `04${String(10_000_000 + index).slice(-8)}`,
    index % 2 === 0 ? 'Sydney Central' : 'Parramatta',
    'Driver',
    'Active',
    'Operations, Sales',
    'CC-100 Fleet',
    '17/05/1990',
    `NSW${index}`,
    'C, MR',
    '31/12/2030',
    'NSW',
    `${index} Import Road`,
    '2000',
  ]);
  return stringify([header, ...rows]);
}

async function importScenario(
  base: string,
  headers: Record<string, string>,
  label: string,
  file: string,
  expect: (summary: Extract<ImportLine, { type: 'summary' }>) => boolean,
) {
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'text/csv' }), 'bench.csv');
  const started = performance.now();
  const response = await fetch(`${base}/api/v1/tfm/employees-extensions/import/`, { method: 'POST', headers, body: form });
  const lines = (await response.text())
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ImportLine);
  const seconds = (performance.now() - started) / 1000;
  const summary = lines.at(-1);
  if (summary?.type !== 'summary' || !expect(summary)) throw new Error(`${label}: unexpected answer ${JSON.stringify(summary).slice(0, 500)}`);
  record(
    `Import ${IMPORT_ROWS.toLocaleString('en-AU')} rows, ${label} (${summary.created} created, ${summary.unchanged} unchanged)`,
    `${fixed(seconds, 2)} s`,
    `< ${TARGETS.importSeconds} s`,
    seconds < TARGETS.importSeconds,
  );
}

async function main() {
  const database = await temporaryDatabase();
  if (!database) return;
  const handle = await openDatabase({ databaseUrl: database.url });
  let server: ServerType | null = null;
  try {
    await runMigrations(handle);
    let started = performance.now();
    await seed(handle);
    record(
      `Seed ${MEMBERS.toLocaleString('en-AU')} + ${OTHER_ORGANISATION_MEMBERS.toLocaleString('en-AU')} members (set-based SQL)`,
      `${fixed((performance.now() - started) / 1000, 1)} s`,
    );

    const config = { ...readConfig({ DATABASE_URL: database.url }), staticDir: '' };
    const signingKey = await loadSigningKey(handle.db, config.appSecret);
    const app = createApp({
      db: handle.db,
      config,
      mailer: createMailer({ smtpUrl: null, from: config.mailFrom, clock: systemClock, log: () => {} }),
      signingKey,
    });
    server = await new Promise<ServerType>((resolve) => {
      const listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(listening));
    });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const headers = { authorization: `Bearer ${await login(base)}` };

    const branchRows = (await handle.db.execute(sql`select id from branches where organisation_id = ${DEMO_FLEET} order by id`)) as unknown as {
      rows: { id: number }[];
    };
    const branchIds = branchRows.rows.map((row) => row.id);
    const pages = (query: string, count: number) => Array.from({ length: count }, (_, index) => `${query}&page=${1 + (index % 5)}`);
    await listScenario(
      base,
      headers,
      'branch filter, by name',
      branchIds.map((id, index) => `page_size=${PAGE_SIZE}&branch=${id}&ordering=name&page=${1 + (index % 3)}`),
    );
    await listScenario(base, headers, 'status=Active, by name', pages(`page_size=${PAGE_SIZE}&status=Active&ordering=name`, 5));
    await listScenario(base, headers, 'status=Active, by -license_valid_upto', pages(`page_size=${PAGE_SIZE}&status=Active&ordering=-license_valid_upto`, 5));
    await listScenario(base, headers, 'name search "smith", by email', pages(`page_size=${PAGE_SIZE}&name=smith&ordering=email`, 5));

    await exportScenario(base, headers, 'csv');
    await exportScenario(base, headers, 'xlsx');

    const file = importFile();
    started = performance.now();
    await importScenario(base, headers, 'new users', file, (summary) => summary.created === IMPORT_ROWS && summary.failed === 0);
    await importScenario(base, headers, 'same file again', file, (summary) => summary.unchanged === IMPORT_ROWS && summary.created === 0);
  } finally {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await handle.close();
    // Kept on request, to look at query plans (EXPLAIN ANALYZE) against the same data afterwards.
    if (process.env.BENCH_KEEP_DATABASE === 'true') console.log(`Database kept: ${database.url}`);
    else await database.drop();
  }

  const width = (key: keyof Row) => Math.max(key.length, ...results.map((row) => row[key].length));
  const line = (row: Row) => `| ${(['measure', 'value', 'target', 'verdict'] as const).map((key) => row[key].padEnd(width(key))).join(' | ')} |`;
  console.log(`\nMotorpool users benchmark (PostgreSQL, Node ${process.version}, ${(await import('node:os')).cpus().length} cores)\n`);
  console.log(line({ measure: 'measure', value: 'value', target: 'target', verdict: 'verdict' }));
  console.log(`|${(['measure', 'value', 'target', 'verdict'] as const).map((key) => '-'.repeat(width(key) + 2)).join('|')}|`);
  for (const row of results) console.log(line(row));
  if (results.some((row) => row.verdict === 'MISSED')) process.exitCode = 1;
}

await main();
