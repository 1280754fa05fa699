import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { type, type Infer } from 'superstruct';
import { BRANCH_TYPES, todayIso } from '@motorpool/api';
import type { Database } from '../db/database';
import { branches, branchRelations } from '../db/schema';
import { csvSafe } from '../employees/transfer/export';
import { csvDownload } from '../http/csv-download';
import { queryChoiceParameter, queryFlagParameter, queryParameter, queryPkListParameter } from '../http/query';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';
import { structureMessages } from './messages';
import { branchRelated, type BranchRow } from './serialize';

export type BranchListQuery = {
  isActive?: boolean;
  branchType?: (typeof BRANCH_TYPES)[number];
  hubPks?: number[];
  branchPks?: number[];
  search?: string;
  ordering: 'name' | '-name';
};

/** The list's query string (spec §7: `hub_pks` and `branch_pks` arrive as JSON lists, e.g. `[1,2]`), in the order its parameters are judged. */
export const BranchListParameters = type({
  ordering: queryChoiceParameter(['name', '-name'] as const, 'ordering must be name or -name.'),
  branch_type: queryChoiceParameter(BRANCH_TYPES, `branch_type must be one of ${BRANCH_TYPES.join(', ')}.`),
  is_active: queryFlagParameter('is_active'),
  hub_pks: queryPkListParameter('hub_pks', structureMessages.badPkList('hub_pks')),
  branch_pks: queryPkListParameter('branch_pks', structureMessages.badPkList('branch_pks')),
  search: queryParameter((text) => text.trim() || undefined),
});
export type BranchListParameters = Infer<typeof BranchListParameters>;

export function parseBranchListQuery(parameters: BranchListParameters): BranchListQuery {
  return {
    isActive: parameters.is_active,
    branchType: parameters.branch_type,
    hubPks: parameters.hub_pks,
    branchPks: parameters.branch_pks,
    search: parameters.search,
    ordering: parameters.ordering ?? 'name',
  };
}

/**
 * The live branches of the organisation under the list's filters. `hub_pks`
 * keeps the branches linked to those hubs (a branch relation either way, as
 * the hub → branch pickers of the forms need); `branch_pks` keeps those pks.
 */
export function branchListWhere(scope: OrganisationScope, query: BranchListQuery): SQL | undefined {
  const { hubPks, branchPks } = query;
  const linkedToHubs =
    hubPks === undefined
      ? undefined
      : hubPks.length === 0
        ? sql`false`
        : sql`exists (select 1 from ${branchRelations} where ${branchRelations.organisationId} = ${scope.organisationId} and ${or(
            and(eq(branchRelations.fromBranchId, branches.id), inArray(branchRelations.toBranchId, hubPks)),
            and(eq(branchRelations.toBranchId, branches.id), inArray(branchRelations.fromBranchId, hubPks)),
          )})`;
  return and(
    inOrganisation(branches.organisationId, scope),
    eq(branches.isDeleted, false),
    query.isActive === undefined ? undefined : eq(branches.isActive, query.isActive),
    query.branchType === undefined ? undefined : eq(branches.branchType, query.branchType),
    branchPks === undefined ? undefined : branchPks.length === 0 ? sql`false` : inArray(branches.id, branchPks),
    linkedToHubs,
    query.search ? ilike(branches.name, `%${query.search.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
  );
}

export function branchListOrder(query: BranchListQuery) {
  const byName = sql`lower(${branches.name})`;
  return [query.ordering === 'name' ? asc(byName) : desc(byName), asc(branches.id)];
}

const EXPORT_COLUMNS = [
  'Name',
  'Type',
  'Status',
  'Address',
  'Country',
  'State',
  'Time Zone',
  'Branch Managers',
  'Help Desk Number',
  'Help Desk Email',
  'Linked Branches',
] as const;

/** Rows read per step of the export: organisations have hundreds of branches, not hundreds of thousands. */
const EXPORT_BATCH_SIZE = 500;

async function* exportRows(db: Database, scope: OrganisationScope, query: BranchListQuery): AsyncGenerator<string[]> {
  yield [...EXPORT_COLUMNS];
  for (let offset = 0; ; offset += EXPORT_BATCH_SIZE) {
    const rows: BranchRow[] = await db
      .select()
      .from(branches)
      .where(branchListWhere(scope, query))
      .orderBy(...branchListOrder(query))
      .limit(EXPORT_BATCH_SIZE)
      .offset(offset);
    const related = await branchRelated(db, scope, rows);
    for (const row of rows) {
      const cells = [
        row.name,
        row.branchType === 'hub' ? 'Hub' : 'Branch',
        row.isActive ? 'Active' : 'Inactive',
        row.address ?? '',
        row.addressFeatures?.country ?? '',
        row.addressFeatures?.state ?? '',
        row.branchTimezone ?? '',
        (related.managers.get(row.id) ?? []).map((manager) => manager.name).join(', '),
        row.helpDeskContactNum ?? '',
        row.helpDeskEmailId ?? '',
        (related.linked.get(row.id) ?? []).map((branch) => branch.name).join(', '),
      ];
      yield cells.map((cell) => String(csvSafe(cell)));
    }
    if (rows.length < EXPORT_BATCH_SIZE) return;
  }
}

/** `GET branches/?is_export=csv`: the filtered list as CSV (UTF-8 with a BOM, so spreadsheet programs read names right). */
export function branchExportResponse(db: Database, scope: OrganisationScope, query: BranchListQuery, now: Date): Response {
  return csvDownload(exportRows(db, scope, query), `branches-${todayIso(now)}.csv`, 'branches');
}
