import type { Database } from '../db/database';
import { incidentTypes } from '../db/schema';

type SeededSubType = { name: string; critical?: boolean; blocks?: boolean };
type SeededType = SeededSubType & { subTypes?: SeededSubType[] };

/**
 * The incident types every organisation starts with (issue 19), which
 * `/incident-settings` then renames, deactivates or extends. An accident that
 * leaves the car not drivable, and a theft, take the vehicle off the road at
 * once; a breakdown is critical but a manager decides whether to block.
 */
export const DEFAULT_INCIDENT_TYPES: readonly SeededType[] = [
  { name: 'Accident', subTypes: [{ name: 'Not drivable', critical: true, blocks: true }, { name: 'Drivable' }] },
  { name: 'Damage', subTypes: [{ name: 'Windscreen' }, { name: 'Body' }, { name: 'Tyre' }] },
  { name: 'Breakdown', critical: true },
  { name: 'Theft', critical: true, blocks: true },
  { name: 'Traffic offence', subTypes: [{ name: 'Speeding' }, { name: 'Parking' }, { name: 'Toll' }] },
  { name: 'Other' },
];

const values = (organisationId: number, type: SeededSubType, parentId: number | null) => ({
  organisationId,
  parentId,
  name: type.name,
  isCriticalDefault: type.critical ?? false,
  blocksVehicle: type.blocks ?? false,
});

/** Gives a new organisation the default incident types; answers each id by "Type" or "Type/Sub-type". */
export async function insertDefaultIncidentTypes(tx: Database, organisationId: number): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const parents = await tx
    .insert(incidentTypes)
    .values(DEFAULT_INCIDENT_TYPES.map((type) => values(organisationId, type, null)))
    .returning({ id: incidentTypes.id, name: incidentTypes.name });
  for (const parent of parents) ids.set(parent.name, parent.id);
  const children = DEFAULT_INCIDENT_TYPES.flatMap((type) => (type.subTypes ?? []).map((sub) => values(organisationId, sub, ids.get(type.name) ?? null)));
  const created = await tx
    .insert(incidentTypes)
    .values(children)
    .returning({ id: incidentTypes.id, name: incidentTypes.name, parentId: incidentTypes.parentId });
  const parentName = new Map(parents.map((parent) => [parent.id, parent.name]));
  for (const child of created) ids.set(`${parentName.get(child.parentId ?? 0) ?? ''}/${child.name}`, child.id);
  return ids;
}
