import { sql } from 'drizzle-orm';
import { VEHICLE_FUEL_TYPES, type MasterConfigList } from '@motorpool/api';
import type { Database } from '../db/database';
import { masterConfigEntries } from '../db/schema';

/**
 * The entries an organisation starts with (migration 0024 gave the same to
 * the organisations it found): the licence classes and fuel types the forms
 * offered before the lists existed (Australian classes), and common body types.
 */
export const MASTER_CONFIG_DEFAULTS: Readonly<Partial<Record<MasterConfigList, readonly string[]>>> = {
  'licence-classes': ['C', 'LR', 'MR', 'HR', 'HC', 'MC'],
  'fuel-types': VEHICLE_FUEL_TYPES,
  'body-types': ['Sedan', 'Hatchback', 'Wagon', 'SUV', 'Ute', 'Van', 'Bus', 'Truck'],
};

export async function insertDefaultMasterConfig(db: Database, organisationId: number): Promise<void> {
  const rows = Object.entries(MASTER_CONFIG_DEFAULTS).flatMap(([list, labels]) =>
    (labels ?? []).map((label, index) => ({ organisationId, list, label, position: index + 1 })),
  );
  await db.insert(masterConfigEntries).values(rows).onConflictDoNothing();
}

/**
 * Makes every value the organisation's vehicles and members already hold an
 * entry of its list and links the vehicles to theirs, as migration 0024 did
 * for the data it found: for records written without the lists (the demo seed).
 */
export async function adoptExistingValues(db: Database, organisationId: number): Promise<void> {
  await db.execute(sql`
    with found as (
      select 'licence-classes' as list, btrim(vehicle_class) as label from vehicles where organisation_id = ${organisationId}
      union all select 'licence-classes', btrim(c) from employee_extensions, unnest(license_class) as c where organisation_id = ${organisationId}
      union all select 'vehicle-makes', btrim(make) from vehicles where organisation_id = ${organisationId}
      union all select 'colours', btrim(paint) from vehicles where organisation_id = ${organisationId}
      union all select 'body-types', btrim(body_type) from vehicles where organisation_id = ${organisationId}
      union all select 'fuel-types', btrim(fuel_type) from vehicles where organisation_id = ${organisationId}
    ), distinct_found as (
      select list, min(label) as label from found where label <> '' group by list, lower(label)
    )
    insert into master_config_entries (organisation_id, list, label, position)
    select ${organisationId}, f.list, f.label,
      coalesce((select max(m.position) from master_config_entries m where m.organisation_id = ${organisationId} and m.list = f.list), 0)
        + row_number() over (partition by f.list order by lower(f.label))
    from distinct_found f
    where not exists (select 1 from master_config_entries m where m.organisation_id = ${organisationId} and m.list = f.list and lower(m.label) = lower(f.label))`);
  await db.execute(sql`
    insert into master_config_entries (organisation_id, list, label, parent_id, position)
    select ${organisationId}, 'vehicle-models', s.label, s.parent_id,
      coalesce((select max(m.position) from master_config_entries m where m.organisation_id = ${organisationId} and m.list = 'vehicle-models'), 0)
        + row_number() over (order by lower(s.label), s.parent_id)
    from (
      select min(btrim(v.model)) as label, m.id as parent_id
      from vehicles v
      left join master_config_entries m on m.organisation_id = v.organisation_id and m.list = 'vehicle-makes' and lower(m.label) = lower(btrim(v.make))
      where v.organisation_id = ${organisationId} and btrim(coalesce(v.model, '')) <> ''
      group by m.id, lower(btrim(v.model))
    ) s
    where not exists (
      select 1 from master_config_entries e
      where e.organisation_id = ${organisationId} and e.list = 'vehicle-models' and coalesce(e.parent_id, 0) = coalesce(s.parent_id, 0) and lower(e.label) = lower(s.label)
    )`);
  await db.execute(sql`
    update vehicles v set
      vehicle_class_id = (select m.id from master_config_entries m where m.organisation_id = v.organisation_id and m.list = 'licence-classes' and lower(m.label) = lower(btrim(v.vehicle_class))),
      make_id = (select m.id from master_config_entries m where m.organisation_id = v.organisation_id and m.list = 'vehicle-makes' and lower(m.label) = lower(btrim(v.make))),
      paint_id = (select m.id from master_config_entries m where m.organisation_id = v.organisation_id and m.list = 'colours' and lower(m.label) = lower(btrim(v.paint))),
      body_type_id = (select m.id from master_config_entries m where m.organisation_id = v.organisation_id and m.list = 'body-types' and lower(m.label) = lower(btrim(v.body_type))),
      fuel_type_id = (select m.id from master_config_entries m where m.organisation_id = v.organisation_id and m.list = 'fuel-types' and lower(m.label) = lower(btrim(v.fuel_type)))
    where v.organisation_id = ${organisationId}`);
  await db.execute(sql`
    update vehicles v set model_id = m.id from master_config_entries m
    where v.organisation_id = ${organisationId} and m.organisation_id = v.organisation_id and m.list = 'vehicle-models'
      and coalesce(m.parent_id, 0) = coalesce(v.make_id, 0) and lower(m.label) = lower(btrim(v.model))`);
}
