import { and, eq, inArray } from 'drizzle-orm';
import { masterConfigMessages, VEHICLE_LOOKUP_FIELDS, type FieldErrors, type VehicleLookupField, type VehicleWrite } from '@motorpool/api';
import type { Database } from '../db/database';
import { masterConfigEntries, type vehicles } from '../db/schema';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';
import { VEHICLE_COLUMNS } from './entries';

type VehicleRow = typeof vehicles.$inferSelect;
type LookupColumns = Partial<Pick<typeof vehicles.$inferInsert, (typeof VEHICLE_COLUMNS)[keyof typeof VEHICLE_COLUMNS]['id' | 'text']>>;

// Make before model: a model is looked up among the chosen make's models.
const FIELDS = Object.keys(VEHICLE_LOOKUP_FIELDS) as VehicleLookupField[];

const sameText = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * The lookup fields a vehicle write sends, each resolved to an active entry
 * of its list (the entry's spelling is stored, with its id); a value that is
 * not one is the field's error. A vehicle keeps the value it already has even
 * when its entry has since been deactivated (or never matched one), so an
 * edit of something else never forces a change.
 */
export async function resolveVehicleLookups(
  db: Database,
  scope: OrganisationScope,
  input: VehicleWrite,
  existing: VehicleRow | null,
): Promise<{ columns: LookupColumns; fields: FieldErrors }> {
  const lists = [...new Set(FIELDS.map((field) => VEHICLE_LOOKUP_FIELDS[field].list))];
  const entries = await db
    .select()
    .from(masterConfigEntries)
    .where(and(inOrganisation(masterConfigEntries.organisationId, scope), inArray(masterConfigEntries.list, lists), eq(masterConfigEntries.isActive, true)));
  const columns: LookupColumns = {};
  const fields: FieldErrors = {};
  let makeId = existing?.makeId ?? null;
  let makeChanged = false;
  for (const field of FIELDS) {
    const sent = input[field];
    if (sent === undefined) continue;
    const { list } = VEHICLE_LOOKUP_FIELDS[field];
    const keys = VEHICLE_COLUMNS[list];
    const text = sent?.trim() || null;
    const stored = existing ? existing[keys.text] : null;
    if (text === null) {
      Object.assign(columns, { [keys.id]: null, [keys.text]: null });
      if (field === 'make') [makeId, makeChanged] = [null, stored !== null];
      continue;
    }
    if (existing && stored !== null && sameText(stored, text) && !(field === 'model' && makeChanged)) {
      Object.assign(columns, { [keys.id]: existing[keys.id], [keys.text]: stored });
      continue;
    }
    const entry = entries.find((row) => row.list === list && sameText(row.label, text) && (field !== 'model' || row.parentId === makeId));
    if (!entry) {
      fields[field] = masterConfigMessages.notInList(field);
      continue;
    }
    Object.assign(columns, { [keys.id]: entry.id, [keys.text]: entry.label });
    if (field === 'make') [makeId, makeChanged] = [entry.id, entry.id !== existing?.makeId];
  }
  return { columns, fields };
}

/** The active licence classes of the organisation's list, for checks of many members at once (the users import). */
export async function listedLicenceClasses(db: Database, scope: OrganisationScope): Promise<string[]> {
  const entries = await db
    .select({ label: masterConfigEntries.label })
    .from(masterConfigEntries)
    .where(
      and(inOrganisation(masterConfigEntries.organisationId, scope), eq(masterConfigEntries.list, 'licence-classes'), eq(masterConfigEntries.isActive, true)),
    );
  return entries.map((entry) => entry.label);
}

/**
 * Whether every licence class a member newly takes is one of `listed`;
 * classes the member already holds stay, even once their entry is deactivated.
 */
export function classesInList(classes: readonly string[], held: readonly string[], listed: readonly string[]): boolean {
  const taken = classes.filter((value) => !held.some((had) => sameText(had, value)));
  return taken.every((value) => listed.some((label) => sameText(label, value)));
}

/** `classesInList` against the organisation's list as it is now. */
export async function licenceClassesListed(db: Database, scope: OrganisationScope, classes: readonly string[], held: readonly string[]): Promise<boolean> {
  if (classesInList(classes, held, [])) return true;
  return classesInList(classes, held, await listedLicenceClasses(db, scope));
}
