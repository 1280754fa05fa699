import { and, asc, count, desc, eq, exists, inArray, isNotNull, isNull, lt, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import { isCalendarDate, LICENSE_STATUSES, PAGE_SIZES, USER_STATUSES, USER_TABLE_COLUMNS, DEFAULT_PAGE_SIZE, type UserFilterKey } from '@motorpool/api';
import type { Database } from '../db/database';
import {
  branches,
  costCentres,
  employeeDepartments,
  employeeExtensions,
  employeeReminderRecipients,
  employeeTagValues,
  roles,
  tagGroups,
  users,
} from '../db/schema';
import { badRequest } from '../http/errors';
import { parseQuery, parseQueryPk, queryPageParameter, queryParameter, Refused } from '../http/query';
import type { Page } from '../http/pagination';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { type } from 'superstruct';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';

type FilterKey = UserFilterKey;

type ParsedFilter =
  | { kind: 'text'; value: string }
  | { kind: 'pks'; value: number[] }
  | { kind: 'names'; value: string[] }
  | { kind: 'dates'; from: string | null; to: string | null }
  | { kind: 'yes-no'; value: boolean }
  | { kind: 'number'; value: number };

/** `GET employees-extensions/` as validated: what to show, in which order, which page. */
export type EmployeeListQuery = {
  page: Page;
  search: string | null;
  ordering: { key: string; descending: boolean };
  ignoreSerialize: boolean;
  includeDeleted: boolean;
  /** `registered=false`: members whose account has no password yet (added or imported, not activated); true: the others. */
  registered: boolean | null;
  filters: Partial<Record<FilterKey, ParsedFilter>>;
  /** `user_tags.<group name>=<text>`: members holding a value of that user tag group containing the text. */
  tagFilters: { groupName: string; value: string }[];
};

const FILTERABLE = new Map<string, string>(
  USER_TABLE_COLUMNS.filter((column) => column.filter !== null).map((column) => [column.key, column.filter as string]),
);
const PK_FILTERS = new Set(['branch', 'departments', 'cost_centre', 'role']);
const TAG_FILTER_PREFIX = 'user_tags.';
const DEFAULT_ORDERING = 'name';

const invalid = (field: string, message: string) => badRequest(message, { fields: { [field]: message } });

/** true/yes or false/no, in any case: what the users table's yes-no columns and flags accept. */
function yesNo(text: string): boolean | null {
  const value = text.trim().toLowerCase();
  if (value === 'true' || value === 'yes') return true;
  if (value === 'false' || value === 'no') return false;
  return null;
}

function booleanParam(raw: string, field: string): boolean {
  const value = yesNo(raw);
  if (value === null) throw invalid(field, `${field} must be true or false.`);
  return value;
}

const yesNoParameter = (name: string) => queryParameter((text) => yesNo(text) ?? new Refused(`${name} must be true or false.`));

function parseFilter(key: FilterKey, kind: string, raw: string): ParsedFilter {
  const list = raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  if (kind === 'select' && PK_FILTERS.has(key)) {
    const pks = list.map(parseQueryPk);
    if (pks.length === 0 || pks.some((pk) => pk === null)) throw invalid(key, `${key} must be one or more pks separated by commas.`);
    return { kind: 'pks', value: pks as number[] };
  }
  if (kind === 'select') {
    const allowed: readonly string[] = key === 'status' ? USER_STATUSES : LICENSE_STATUSES;
    const chosen = list.map((item) => allowed.find((name) => name.toLowerCase() === item.toLowerCase()));
    if (list.length === 0 || chosen.some((name) => name === undefined)) throw invalid(key, `${key} must be one or more of: ${allowed.join(', ')}.`);
    return { kind: 'names', value: chosen as string[] };
  }
  if (kind === 'date') {
    const [from = '', to = from, extra] = raw.split(',').map((item) => item.trim());
    if (extra !== undefined || (from !== '' && !isCalendarDate(from)) || (to !== '' && !isCalendarDate(to)) || (from === '' && to === '')) {
      throw invalid(key, `${key} must be a date (yyyy-MM-dd) or a range "from,to".`);
    }
    return { kind: 'dates', from: from || null, to: to || null };
  }
  if (kind === 'yes-no') return { kind: 'yes-no', value: booleanParam(raw, key) };
  if (key === 'lic_exp_remind_before_days') {
    if (!/^\d{1,4}$/.test(raw.trim())) throw invalid(key, `${key} must be a whole number.`);
    return { kind: 'number', value: Number(raw.trim()) };
  }
  return { kind: 'text', value: raw.trim() };
}

/** The list's own parameters, in the order they are judged; every other parameter is a column filter. */
const EmployeeListParameters = type({
  ordering: queryParameter((text) => {
    const ordering = text.trim() || DEFAULT_ORDERING;
    const descending = ordering.startsWith('-');
    const key = descending ? ordering.slice(1) : ordering;
    if (!Object.hasOwn(SORTS, key)) return new Refused(`ordering must be one of ${Object.keys(SORTS).join(', ')}, with '-' for descending.`);
    return { key, descending };
  }),
  page_size: queryParameter((text) =>
    /^\d{1,3}$/.test(text) && (PAGE_SIZES as readonly number[]).includes(Number(text))
      ? Number(text)
      : new Refused(`page_size must be one of ${PAGE_SIZES.join(', ')}.`),
  ),
  page: queryPageParameter,
  ignore_serialize: yesNoParameter('ignore_serialize'),
  is_deleted: yesNoParameter('is_deleted'),
  registered: yesNoParameter('registered'),
  search: queryParameter((text) => text.trim() || undefined),
});
const CONTROL_KEYS = new Set(Object.keys(EmployeeListParameters.schema));

/**
 * Validates the list query: column filters by the USER_TABLE_COLUMNS keys
 * (text: contains, case-insensitive; select: comma-separated pks for branch,
 * departments, cost_centre and role, names for status and license_status;
 * date: `yyyy-MM-dd` or `from,to`; yes-no: true/false), `ordering` a sortable
 * key with '-' for descending, `page_size` one of PAGE_SIZES. Empty values
 * count as absent; unknown keys are refused so a typo does not silently show
 * everyone.
 */
export function parseEmployeeListQuery(raw: Readonly<Record<string, string>>, allowedExtraKeys: ReadonlySet<string> = new Set()): EmployeeListQuery {
  const filters: Partial<Record<FilterKey, ParsedFilter>> = {};
  const tagFilters: EmployeeListQuery['tagFilters'] = [];
  for (const [key, value] of Object.entries(raw)) {
    if (CONTROL_KEYS.has(key) || allowedExtraKeys.has(key)) continue;
    if (value.trim() === '') continue;
    if (key.startsWith(TAG_FILTER_PREFIX) && key.length > TAG_FILTER_PREFIX.length) {
      tagFilters.push({ groupName: key.slice(TAG_FILTER_PREFIX.length), value: value.trim() });
      continue;
    }
    const kind = FILTERABLE.get(key);
    if (!kind) throw invalid(key, 'This field is not allowed');
    filters[key as FilterKey] = parseFilter(key as FilterKey, kind, value);
  }
  const parameters = parseQuery(EmployeeListParameters, raw);
  const pageSize = parameters.page_size ?? DEFAULT_PAGE_SIZE;
  const page = parameters.page ?? 1;
  return {
    page: { page, pageSize, offset: (page - 1) * pageSize },
    search: parameters.search ?? null,
    ordering: parameters.ordering ?? { key: DEFAULT_ORDERING, descending: false },
    ignoreSerialize: parameters.ignore_serialize ?? false,
    includeDeleted: parameters.is_deleted ?? false,
    registered: parameters.registered ?? null,
    filters,
    tagFilters,
  };
}

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
const nameExpression = sql`lower(${users.firstName} || ' ' || ${users.lastName})`;

/**
 * Case-insensitive "contains" as `lower(x) like '%text%'`: the form the
 * trigram indexes (where the database has pg_trgm) serve.
 */
const contains = (expression: SQL | AnyPgColumn, text: string) => sql`lower(${expression}) like ${likePattern(text.toLowerCase())}`;

/**
 * Members whose account matches: a subquery rather than a join, so the
 * filter needs no pass over the organisation's accounts and can use the
 * accounts' own indexes.
 */
const accountMatches = (db: Database, condition: SQL | undefined) =>
  inArray(employeeExtensions.userId, db.select({ id: users.id }).from(users).where(condition));

function textFilter(db: Database, key: FilterKey, text: string): SQL | undefined {
  switch (key) {
    case 'employee_id':
      return contains(employeeExtensions.employeeId, text);
    case 'name':
      return accountMatches(db, sql`${nameExpression} like ${likePattern(text.toLowerCase())}`);
    case 'phone':
      return accountMatches(db, sql`${users.phone} like ${likePattern(text.replace(/[\s()-]/g, ''))}`);
    case 'email':
      return accountMatches(db, contains(users.email, text));
    case 'procon_id':
      return contains(employeeExtensions.proconId, text);
    case 'license_number':
      return contains(employeeExtensions.licenseNumber, text);
    case 'address':
      return contains(employeeExtensions.address, text);
    case 'license_state':
      return contains(employeeExtensions.licenseState, text);
    case 'keypad_number':
      return contains(employeeExtensions.keypadNumber, text);
    case 'keaz_user_pk':
      return contains(employeeExtensions.keazUserPk, text);
    case 'license_class':
      return sql`exists (select 1 from unnest(${employeeExtensions.licenseClass}) as class(value) where class.value ilike ${likePattern(text)})`;
    case 'associated_tags':
      return sql`exists (select 1 from unnest(${employeeExtensions.associatedTags}) as tag(value) where tag.value ilike ${likePattern(text)})`;
    default:
      return undefined;
  }
}

const recipientExtensions = alias(employeeExtensions, 'recipient_extensions');
const recipientUsers = alias(users, 'recipient_users');

function recipientFilter(db: Database, scope: OrganisationScope, text: string): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(employeeReminderRecipients)
      .innerJoin(recipientExtensions, eq(recipientExtensions.id, employeeReminderRecipients.recipientExtensionId))
      .innerJoin(recipientUsers, eq(recipientUsers.id, recipientExtensions.userId))
      .where(
        and(
          inOrganisation(employeeReminderRecipients.organisationId, scope),
          eq(employeeReminderRecipients.employeeExtensionId, employeeExtensions.id),
          sql`lower(${recipientUsers.firstName} || ' ' || ${recipientUsers.lastName}) like ${likePattern(text.toLowerCase())}`,
        ),
      ),
  );
}

function licenseStatusFilter(names: string[], today: string): SQL | undefined {
  return or(
    ...names.map((name) =>
      name === 'Valid'
        ? gte(employeeExtensions.licenseValidUpto, today)
        : name === 'Expired'
          ? lt(employeeExtensions.licenseValidUpto, today)
          : isNull(employeeExtensions.licenseValidUpto),
    ),
  );
}

const DATE_COLUMNS = { license_valid_upto: employeeExtensions.licenseValidUpto, date_of_birth: employeeExtensions.dateOfBirth } as const;

function columnFilter(db: Database, scope: OrganisationScope, key: FilterKey, filter: ParsedFilter, today: string): SQL | undefined {
  switch (filter.kind) {
    case 'text':
      return key === 'lic_exp_reminder_recipients' ? recipientFilter(db, scope, filter.value) : textFilter(db, key, filter.value);
    case 'pks':
      if (key === 'branch') return inArray(employeeExtensions.branchId, filter.value);
      if (key === 'cost_centre') return inArray(employeeExtensions.costCentreId, filter.value);
      if (key === 'role') return inArray(employeeExtensions.roleId, filter.value);
      return exists(
        db
          .select({ one: sql`1` })
          .from(employeeDepartments)
          .where(
            and(
              inOrganisation(employeeDepartments.organisationId, scope),
              eq(employeeDepartments.employeeExtensionId, employeeExtensions.id),
              inArray(employeeDepartments.departmentId, filter.value),
            ),
          ),
      );
    case 'names':
      if (key === 'license_status') return licenseStatusFilter(filter.value, today);
      return or(
        ...filter.value.map((name) =>
          name === 'Deleted' ? eq(employeeExtensions.isDeleted, true) : and(eq(employeeExtensions.status, name), eq(employeeExtensions.isDeleted, false)),
        ),
      );
    case 'dates': {
      const column = DATE_COLUMNS[key as keyof typeof DATE_COLUMNS];
      return and(filter.from ? gte(column, filter.from) : undefined, filter.to ? lte(column, filter.to) : undefined);
    }
    case 'yes-no':
      return eq(employeeExtensions.licenseExpReminder, filter.value);
    case 'number':
      return eq(employeeExtensions.licExpRemindBeforeDays, filter.value);
  }
}

function tagFilter(db: Database, scope: OrganisationScope, groupName: string, value: string): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(employeeTagValues)
      .innerJoin(tagGroups, eq(tagGroups.id, employeeTagValues.tagGroupId))
      .where(
        and(
          inOrganisation(employeeTagValues.organisationId, scope),
          eq(employeeTagValues.employeeExtensionId, employeeExtensions.id),
          eq(tagGroups.tagType, 'user'),
          sql`lower(${tagGroups.tagGroupName}) = ${groupName.toLowerCase()}`,
          sql`exists (select 1 from unnest(${employeeTagValues.value}) as held(value) where held.value ilike ${likePattern(value)})`,
        ),
      ),
  );
}

/** The WHERE of the list: the organisation, deleted members only when asked, search, column and tag filters. */
export function employeeListWhere(db: Database, scope: OrganisationScope, query: EmployeeListQuery, today: string): SQL {
  const conditions: (SQL | undefined)[] = [inOrganisation(employeeExtensions.organisationId, scope)];
  if (!query.includeDeleted) conditions.push(eq(employeeExtensions.isDeleted, false));
  if (query.registered !== null) conditions.push(accountMatches(db, query.registered ? isNotNull(users.passwordHash) : isNull(users.passwordHash)));
  if (query.search) {
    const text = query.search;
    conditions.push(
      or(
        accountMatches(db, or(sql`${nameExpression} like ${likePattern(text.toLowerCase())}`, contains(users.email, text))),
        contains(employeeExtensions.employeeId, text),
      ),
    );
  }
  for (const [key, filter] of Object.entries(query.filters) as [FilterKey, ParsedFilter][]) {
    conditions.push(columnFilter(db, scope, key, filter, today));
  }
  for (const { groupName, value } of query.tagFilters) conditions.push(tagFilter(db, scope, groupName, value));
  return and(...conditions) as SQL;
}

type SortType = 'text' | 'date' | 'integer' | 'boolean';
type SortSpec = { expression: SQL; type: SortType };
type SortContext = { db: Database; scope: OrganisationScope };
/** A sort by a named row of a small table (branch, cost centre, role): its rank by name, joined in. */
type RankedSort = { ranked: typeof branches | typeof costCentres | typeof roles; column: AnyPgColumn };

const lowerText = (column: AnyPgColumn): SortSpec => ({ expression: sql`lower(${column})`, type: 'text' });
const plain = (column: AnyPgColumn, type: SortType): SortSpec => ({ expression: sql`${column}`, type });

/**
 * How each sortable column of USER_TABLE_COLUMNS sorts (a test keeps the two
 * in step). Direct columns sort by an expression that an
 * `(organisation_id, expression, id)` index serves, so a page reads its rows
 * in order instead of sorting the organisation; names of branches, cost
 * centres and roles sort by their rank among the organisation's few.
 */
export const SORTS: Readonly<Record<string, SortSpec | RankedSort>> = {
  employee_id: lowerText(employeeExtensions.employeeId),
  name: { expression: nameExpression, type: 'text' },
  email: { expression: sql`lower(${users.email})`, type: 'text' },
  procon_id: lowerText(employeeExtensions.proconId),
  branch: { ranked: branches, column: employeeExtensions.branchId },
  cost_centre: { ranked: costCentres, column: employeeExtensions.costCentreId },
  status: plain(employeeExtensions.status, 'text'),
  license_valid_upto: plain(employeeExtensions.licenseValidUpto, 'date'),
  license_number: lowerText(employeeExtensions.licenseNumber),
  address: lowerText(employeeExtensions.address),
  license_state: lowerText(employeeExtensions.licenseState),
  role: { ranked: roles, column: employeeExtensions.roleId },
  keypad_number: lowerText(employeeExtensions.keypadNumber),
  date_of_birth: plain(employeeExtensions.dateOfBirth, 'date'),
  license_exp_reminder: plain(employeeExtensions.licenseExpReminder, 'boolean'),
  lic_exp_remind_before_days: plain(employeeExtensions.licExpRemindBeforeDays, 'integer'),
  keaz_user_pk: lowerText(employeeExtensions.keazUserPk),
};

function rankTable({ db, scope }: SortContext, ranked: RankedSort['ranked']) {
  return db
    .select({ id: ranked.id, rank: sql<number>`dense_rank() over (order by lower(${ranked.name}))::integer`.as('rank') })
    .from(ranked)
    .where(inOrganisation(ranked.organisationId, scope))
    .as('sort_ranks');
}

type ResolvedSort = { key: SortSpec; join: ((query: ReturnType<typeof baseIdsQuery>) => ReturnType<typeof baseIdsQuery>) | null };

function resolveSort(context: SortContext, query: EmployeeListQuery): ResolvedSort {
  const spec = SORTS[query.ordering.key];
  if (!spec) throw new Error(`no sort for ${query.ordering.key}`);
  if (!('ranked' in spec)) return { key: spec, join: null };
  const ranks = rankTable(context, spec.ranked);
  return { key: { expression: sql`${ranks.rank}`, type: 'integer' }, join: (ids) => ids.leftJoin(ranks, eq(ranks.id, spec.column)) };
}

function baseIdsQuery(db: Database, key: SQL) {
  return db
    .select({ id: employeeExtensions.id, key: sql<string | null>`(${key})::text` })
    .from(employeeExtensions)
    .$dynamic();
}

const USER_SORTS = new Set(['name', 'email']);

/**
 * The ids query of a list, with its sort key; empty cells sort last
 * ascending and first descending, then by pk. The account is joined only
 * to sort by it: the join costs a pass over every account of the organisation.
 */
function idsQuery(context: SortContext, query: EmployeeListQuery) {
  const sort = resolveSort(context, query);
  let base = baseIdsQuery(context.db, sort.key.expression);
  if (USER_SORTS.has(query.ordering.key)) base = base.innerJoin(users, eq(users.id, employeeExtensions.userId));
  const ordered = (sort.join ? sort.join(base) : base).orderBy(
    ...(query.ordering.descending ? [desc(sort.key.expression), desc(employeeExtensions.id)] : [asc(sort.key.expression), asc(employeeExtensions.id)]),
  );
  return { ordered, key: sort.key };
}

/**
 * One page of member ids in list order, and how many members match. Only ids
 * and the sort key are read in order (the wide rows are read for the page
 * alone), and the count reads the members table alone.
 */
export async function employeePage(db: Database, scope: OrganisationScope, query: EmployeeListQuery, today: string): Promise<{ ids: number[]; total: number }> {
  const where = employeeListWhere(db, scope, query, today);
  const { ordered } = idsQuery({ db, scope }, query);
  const [rows, [total]] = await Promise.all([
    ordered.where(where).limit(query.page.pageSize).offset(query.page.offset),
    db.select({ value: count() }).from(employeeExtensions).where(where),
  ]);
  return { ids: rows.map((row) => row.id), total: total?.value ?? 0 };
}

/** Rows after (`>` in list order) the row whose sort key is `value` and pk `id`, nulls ordered as the list orders them. */
function after(key: SortSpec, descending: boolean, value: string | null, id: number): SQL {
  const expression = key.expression;
  const typed = sql`${value}::${sql.raw(key.type)}`;
  if (!descending) {
    return value === null
      ? sql`(${expression} is null and ${employeeExtensions.id} > ${id})`
      : sql`(${expression} > ${typed} or (${expression} = ${typed} and ${employeeExtensions.id} > ${id}) or ${expression} is null)`;
  }
  return value === null
    ? sql`((${expression} is null and ${employeeExtensions.id} < ${id}) or ${expression} is not null)`
    : sql`(${expression} < ${typed} or (${expression} = ${typed} and ${employeeExtensions.id} < ${id}))`;
}

/**
 * Every matching member id in list order, a batch at a time, for export.
 * Keyset pagination (the sort key and pk of a batch's last row bound the
 * next), so each batch costs the same however deep into the list it is, and
 * only one batch is held at once.
 */
export async function* employeeIdBatches(
  db: Database,
  scope: OrganisationScope,
  query: EmployeeListQuery,
  today: string,
  batchSize = 1000,
): AsyncGenerator<number[]> {
  const where = employeeListWhere(db, scope, query, today);
  let last: { key: string | null; id: number } | null = null;
  for (;;) {
    const { ordered, key } = idsQuery({ db, scope }, query);
    const bound: SQL | undefined = last ? after(key, query.ordering.descending, last.key, last.id) : undefined;
    const rows: { id: number; key: string | null }[] = await ordered.where(and(where, bound)).limit(batchSize);
    if (rows.length === 0) return;
    yield rows.map((row) => row.id);
    const final: { id: number; key: string | null } | undefined = rows[rows.length - 1];
    if (rows.length < batchSize || !final) return;
    last = { key: final.key, id: final.id };
  }
}
