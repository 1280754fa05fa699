import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { migrationsFolder } from '../src/db/migrate';

const TAG = '0024_master_config_lists';

type Journal = { entries: { tag: string; when: number }[] };

/** The committed migrations as they stood before 0024: the journal cut at it (and anything after it). */
function foldersBefore(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'motorpool-migrations-'));
  cpSync(migrationsFolder(), folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
  const mine = journal.entries.find((entry) => entry.tag === TAG);
  if (!mine) throw new Error(`${TAG} is not in the journal`);
  journal.entries = journal.entries.filter((entry) => entry.when < mine.when);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

let handle: DatabaseHandle;
let before: string;
const rows = async <T>(query: ReturnType<typeof sql>) => ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  // Always PGlite: the test needs a database at an older migration, which a shared PostgreSQL of the other tests is not.
  handle = await openDatabase({ databaseUrl: undefined });
  before = foldersBefore();
  const db = handle.db as unknown as PgliteDatabase;
  await migrate(db, { migrationsFolder: before });
  // Two organisations with free-text values as they were typed: case and spaces vary, one value only a member holds.
  await handle.db.execute(sql.raw(`insert into organisations (id, name) values (101, 'Old Fleet'), (102, 'Other Fleet')`));
  await handle.db.execute(sql.raw(`insert into branches (id, organisation_id, name) values (201, 101, 'Depot'), (202, 102, 'Yard')`));
  await handle.db.execute(sql.raw(`insert into roles (id, organisation_id, name) values (301, 101, 'Driver')`));
  await handle.db.execute(sql.raw(`insert into users (id, email, first_name, last_name) values (401, 'old@example.com', 'Old', 'Driver')`));
  await handle.db.execute(
    sql.raw(`insert into employee_extensions (organisation_id, user_id, role_id, license_class) values (101, 401, 301, '{C, "Forklift"}')`),
  );
  await handle.db.execute(
    sql.raw(`insert into vehicles (organisation_id, branch_id, name, vehicle_class, registration_num, make, model, paint, body_type, fuel_type) values
      (101, 201, 'One', 'C', 'R1', 'Toyota', 'Corolla', 'White', 'Hatch', 'Petrol'),
      (101, 201, 'Two', 'c', 'R2', ' toyota ', 'corolla', 'white', NULL, 'Unleaded 98'),
      (101, 201, 'Three', 'HR', 'R3', 'Isuzu', 'NPR', NULL, 'Truck', 'Diesel'),
      (101, 201, 'Four', 'Bus-X', 'R4', NULL, 'Mystery', '', NULL, NULL),
      (102, 202, 'Other', 'C', 'R5', 'Ford', 'Ranger', 'Blue', NULL, NULL)`),
  );
  await migrate(db, { migrationsFolder: migrationsFolder() });
});

afterAll(async () => {
  await handle.close();
  rmSync(before, { recursive: true, force: true });
});

describe(`migration ${TAG} on a database with free-text vehicle values`, () => {
  it('keeps every distinct value of each field as an entry of its organisation, once whatever its case, after the defaults', async () => {
    const entries = await rows<{ list: string; label: string; organisation_id: number }>(
      sql`select organisation_id, list, label from master_config_entries where organisation_id in (101, 102) order by organisation_id, list, position`,
    );
    const of = (organisation: number, list: string) =>
      entries.filter((row) => row.organisation_id === organisation && row.list === list).map((row) => row.label);
    expect(of(101, 'licence-classes')).toEqual(['C', 'LR', 'MR', 'HR', 'HC', 'MC', 'Bus-X', 'Forklift']);
    expect(of(101, 'vehicle-makes')).toEqual(['Isuzu', 'Toyota']);
    expect(of(101, 'colours')).toEqual(['White']);
    expect(of(101, 'body-types')).toContain('Hatch');
    expect(of(101, 'fuel-types')).toEqual(['Petrol', 'Diesel', 'Hybrid', 'Plug-in Hybrid', 'Electric', 'LPG', 'Hydrogen', 'Unleaded 98']);
    expect(of(101, 'vehicle-models').sort()).toEqual(['Corolla', 'Mystery', 'NPR']);
    // Each organisation's values stay its own.
    expect(of(102, 'vehicle-makes')).toEqual(['Ford']);
    expect(of(101, 'vehicle-makes')).not.toContain('Ford');
  });

  it('puts each model under the make it was entered with, and a model without a make under none', async () => {
    const models = await rows<{ label: string; make: string | null }>(sql`
      select m.label, p.label as make from master_config_entries m left join master_config_entries p on p.id = m.parent_id
      where m.organisation_id = 101 and m.list = 'vehicle-models' order by m.label`);
    expect(models).toEqual([
      { label: 'Corolla', make: 'Toyota' },
      { label: 'Mystery', make: null },
      { label: 'NPR', make: 'Isuzu' },
    ]);
  });

  it('links every vehicle to the entries its text names and leaves the text as it was', async () => {
    const vehicles = await rows<Record<string, string | null>>(sql`
      select v.registration_num, v.vehicle_class, v.make, v.paint, v.fuel_type,
        c.label as class_entry, mk.label as make_entry, md.label as model_entry, p.label as paint_entry, f.label as fuel_entry
      from vehicles v
      left join master_config_entries c on c.id = v.vehicle_class_id
      left join master_config_entries mk on mk.id = v.make_id
      left join master_config_entries md on md.id = v.model_id
      left join master_config_entries p on p.id = v.paint_id
      left join master_config_entries f on f.id = v.fuel_type_id
      order by v.registration_num`);
    expect(vehicles[1]).toEqual({
      registration_num: 'R2',
      vehicle_class: 'c',
      make: ' toyota ',
      paint: 'white',
      fuel_type: 'Unleaded 98',
      class_entry: 'C',
      make_entry: 'Toyota',
      model_entry: 'Corolla',
      paint_entry: 'White',
      fuel_entry: 'Unleaded 98',
    });
    expect(vehicles[3]).toMatchObject({ registration_num: 'R4', class_entry: 'Bus-X', make_entry: null, model_entry: 'Mystery', paint_entry: null });
    expect(vehicles[4]).toMatchObject({ registration_num: 'R5', make_entry: 'Ford', model_entry: 'Ranger', paint_entry: 'Blue' });
  });
});
