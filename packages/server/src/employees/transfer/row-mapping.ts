import { and, asc, eq } from 'drizzle-orm';
import {
  ADDITIONAL_BRANCHES_GROUP,
  ADDITIONAL_HUBS_GROUP,
  IMPORT_COLUMNS,
  importMessages,
  phonePartsFromText,
  SETTABLE_USER_STATUSES,
  type ImportColumnKey,
  type UserTagInput,
} from '@motorpool/api';
import type { Database } from '../../db/database';
import { branches, costCentres, departments, roles } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { inOrganisation, type OrganisationScope } from '../../tenancy/tenancy';
import { namedRowsOf } from '../../tenancy/named-rows';
import type { TagGroupRow } from '../../custom-fields/groups';
import type { SheetRow } from './file-reading';

type Named = { id: number; name: string };
type NamedBranch = Named & { branchType: string };

/** The organisation's names a file may use, read once per import; other organisations' names are not here, so they do not resolve. */
export type NameLookups = {
  branches: readonly NamedBranch[];
  roles: readonly Named[];
  departments: readonly Named[];
  costCentres: readonly Named[];
};

export async function nameLookups(db: Database, scope: OrganisationScope): Promise<NameLookups> {
  const [branchRows, roleRows, departmentRows, costCentreRows] = await Promise.all([
    db
      .select({ id: branches.id, name: branches.name, branchType: branches.branchType })
      .from(branches)
      .where(and(inOrganisation(branches.organisationId, scope), eq(branches.isDeleted, false)))
      .orderBy(asc(branches.name), asc(branches.id)),
    namedRowsOf(db, scope, roles, 'name'),
    namedRowsOf(db, scope, departments, 'name'),
    namedRowsOf(db, scope, costCentres, 'name'),
  ]);
  return { branches: branchRows, roles: roleRows, departments: departmentRows, costCentres: costCentreRows };
}

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** Other names a column goes by: the form's full label, the table's header, the other brand's phone label. */
const ALIASES: Partial<Record<ImportColumnKey, readonly string[]>> = {
  email: ['Email Address'],
  employee_id: ['Emp ID'],
  phone: ['Phone Number'],
  departments: ['Departments'],
};

/** A column of the file: one of the template's fields, or a user tag group. `label` is the header as the file has it. */
export type Binding = { index: number; label: string } & ({ kind: 'field'; key: ImportColumnKey } | { kind: 'tag'; group: TagGroupRow });

/** The header of a tag group's column: its name, which is unique in the organisation (labels need not be). */
export const tagColumnLabel = (group: TagGroupRow) => group.tagGroupName;

/**
 * Which column holds what. Headers match the template's labels (or a known
 * alias), or a user tag group's name or label, whatever their case; blank
 * headers are ignored. A required column missing, an unknown header or one
 * named twice refuses the file before any row is read.
 */
export function bindColumns(header: readonly string[], tagGroups: readonly TagGroupRow[]): Binding[] {
  const byName = new Map<string, { kind: 'field'; key: ImportColumnKey } | { kind: 'tag'; group: TagGroupRow }>();
  for (const group of tagGroups) {
    if (group.label) byName.set(normalise(group.label), { kind: 'tag', group });
    byName.set(normalise(group.tagGroupName), { kind: 'tag', group });
  }
  // The template's own columns win over a tag group that happens to share a name.
  for (const column of IMPORT_COLUMNS) {
    for (const name of [column.label, ...(ALIASES[column.key] ?? [])]) byName.set(normalise(name), { kind: 'field', key: column.key });
  }

  const bindings: Binding[] = [];
  const seen = new Set<string>();
  header.forEach((raw, index) => {
    const label = raw.trim();
    if (label === '') return;
    const target = byName.get(normalise(label));
    if (!target) throw badRequest(importMessages.unknownColumn(label), { fields: { file: importMessages.unknownColumn(label) } });
    const identity = target.kind === 'field' ? `field:${target.key}` : `tag:${target.group.id}`;
    if (seen.has(identity)) throw badRequest(importMessages.repeatedColumn(label), { fields: { file: importMessages.repeatedColumn(label) } });
    seen.add(identity);
    bindings.push({ index, label, ...target });
  });
  for (const column of IMPORT_COLUMNS) {
    if (column.required && !seen.has(`field:${column.key}`)) {
      throw badRequest(importMessages.missingColumn(column.label), { fields: { file: importMessages.missingColumn(column.label) } });
    }
  }
  return bindings;
}

/** dd/MM/yyyy (the way the portal shows dates) or yyyy-MM-dd, as yyyy-MM-dd; null when it is neither or no such day. */
export function parseDate(text: string): string | null {
  const shown = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const [year, month, day] = shown ? [shown[3], shown[2], shown[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!year || !month || !day) return null;
  const value = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}

/** Yes/No as the table shows toggles, or true/false; null when it is neither. */
export function parseYesNo(text: string): 'true' | 'false' | null {
  const value = text.trim().toLowerCase();
  if (['yes', 'y', 'true', '1'].includes(value)) return 'true';
  if (['no', 'n', 'false', '0'].includes(value)) return 'false';
  return null;
}

/** A cell holding several values: separated by commas or semicolons, as the table shows them. */
export const splitList = (text: string) =>
  text
    .split(/[;,]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');

type Resolution = { id: number } | { error: string };

function resolveName(items: readonly Named[], name: string, label: string): Resolution {
  const matches = items.filter((item) => normalise(item.name) === normalise(name));
  if (matches.length === 1 && matches[0]) return { id: matches[0].id };
  return { error: matches.length === 0 ? importMessages.unknownName(label, name) : importMessages.ambiguousName(label, name) };
}

/** Several names in one cell; a name that itself holds a comma still matches when the whole cell is that name. */
function resolveNames(items: readonly Named[], text: string, label: string): { ids: number[] } | { error: string } {
  const whole = resolveName(items, text, label);
  if ('id' in whole) return { ids: [whole.id] };
  const ids: number[] = [];
  for (const name of splitList(text)) {
    const resolved = resolveName(items, name, label);
    if ('error' in resolved) return resolved;
    ids.push(resolved.id);
  }
  return { ids: [...new Set(ids)] };
}

/** What a row asks for, shaped as an EmployeeWrite (only the file's columns), and the cells that could not be read. */
export type RowChange = { change: Record<string, unknown>; cellErrors: Record<string, string>; email: string; employeeId: string };

/**
 * A tag cell in the form the tag rules check: toggles Yes/No → true/false,
 * dates as yyyy-MM-dd, lists split, the special groups' branch names → pks.
 */
function tagValue(group: TagGroupRow, text: string, names: NameLookups): { value: UserTagInput['value'] } | { error: string } {
  if (text === '') return { value: group.tagDataType === 'multitextselect' ? [] : null };
  switch (group.tagDataType) {
    case 'toggle':
    case 'boolean': {
      const value = parseYesNo(text);
      return value === null ? { error: importMessages.yesNo } : { value };
    }
    case 'date': {
      const value = parseDate(text);
      return value === null ? { error: importMessages.dateFormat } : { value };
    }
    case 'multitextselect': {
      if (group.isSpecial && (group.tagGroupName === ADDITIONAL_HUBS_GROUP || group.tagGroupName === ADDITIONAL_BRANCHES_GROUP)) {
        const choices = group.tagGroupName === ADDITIONAL_HUBS_GROUP ? names.branches.filter((branch) => branch.branchType === 'hub') : names.branches;
        const resolved = resolveNames(choices, text, group.tagGroupName === ADDITIONAL_HUBS_GROUP ? 'Hub' : 'Branch');
        return 'error' in resolved ? resolved : { value: resolved.ids.map(String) };
      }
      const items = splitList(text);
      // Options are matched whatever their case, then written as the group spells them.
      const options = items.map((item) => group.tags.find((tag) => normalise(tag) === normalise(item)));
      const unknown = items.find((_item, index) => options[index] === undefined);
      return unknown !== undefined ? { error: importMessages.notAnOption(unknown) } : { value: options as string[] };
    }
    case 'textselect':
    case 'textchoice': {
      const option = group.tags.find((tag) => normalise(tag) === normalise(text));
      return option === undefined ? { error: importMessages.notAnOption(text) } : { value: option };
    }
    default:
      return { value: text };
  }
}

const TEXT_KEYS = [
  'employee_id',
  'manager',
  'license_number',
  'license_country_of_issue',
  'license_state',
  'address',
  'postcode',
  'keypad_number',
  'procon_id',
  'keaz_user_pk',
] as const satisfies readonly ImportColumnKey[];

/**
 * One row as the EmployeeWrite payload the form would send for it: names
 * become this organisation's pks, dates yyyy-MM-dd, phones the form's parts
 * (Australian by default). Columns the file does not have stay out, so an
 * update leaves those fields as they are; an empty cell clears its field.
 */
export function rowToChange(row: SheetRow, bindings: readonly Binding[], names: NameLookups): RowChange {
  const change: Record<string, unknown> = {};
  const user: Record<string, unknown> = {};
  const cellErrors: Record<string, string> = {};
  const tags: UserTagInput[] = [];
  let email = '';
  let employeeId = '';

  for (const binding of bindings) {
    const text = (row.cells[binding.index] ?? '').trim();
    if (binding.kind === 'tag') {
      const parsed = tagValue(binding.group, text, names);
      if ('error' in parsed) cellErrors[binding.label] = parsed.error;
      else tags.push({ tag_group_name: binding.group.tagGroupName, value: parsed.value });
      continue;
    }
    const fail = (message: string) => {
      cellErrors[binding.label] = message;
    };
    switch (binding.key) {
      case 'first_name':
      case 'last_name':
        user[binding.key] = text;
        break;
      case 'email':
        email = text;
        user.email = text;
        break;
      case 'phone':
        user.phone = phonePartsFromText(text);
        break;
      case 'branch':
      case 'hub':
      case 'role':
      case 'cost_centre': {
        if (text === '') {
          // Branch and Role are required: leaving them out lets the form's rule say so.
          if (binding.key === 'hub' || binding.key === 'cost_centre') change[binding.key] = null;
          break;
        }
        const items = binding.key === 'role' ? names.roles : binding.key === 'cost_centre' ? names.costCentres : names.branches;
        const choices = binding.key === 'hub' ? names.branches.filter((branch) => branch.branchType === 'hub') : items;
        const resolved = resolveName(choices, text, binding.label);
        if ('id' in resolved) change[binding.key] = resolved.id;
        else fail(binding.key === 'hub' && 'id' in resolveName(names.branches, text, binding.label) ? importMessages.notAHub(text) : resolved.error);
        break;
      }
      case 'departments': {
        const resolved = text === '' ? { ids: [] } : resolveNames(names.departments, text, binding.label);
        if ('ids' in resolved) change.departments = resolved.ids;
        else fail(resolved.error);
        break;
      }
      case 'status': {
        // Empty is left to the form's rule ('User Status is required'); Deleted and Sys Admin are not for setting.
        if (text === '') break;
        const status = SETTABLE_USER_STATUSES.find((candidate) => normalise(candidate) === normalise(text));
        if (status) change.status = status;
        else fail(importMessages.notAnOption(text));
        break;
      }
      case 'date_of_birth':
      case 'license_valid_upto': {
        const value = text === '' ? null : parseDate(text);
        if (text !== '' && value === null) fail(importMessages.dateFormat);
        else change[binding.key] = value;
        break;
      }
      case 'license_class':
        change.license_class = splitList(text);
        break;
      default:
        if ((TEXT_KEYS as readonly string[]).includes(binding.key)) change[binding.key] = text === '' ? null : text;
        if (binding.key === 'employee_id') employeeId = text;
    }
  }
  change.user = user;
  if (tags.length > 0) change.user_tags = tags;
  return { change, cellErrors, email, employeeId };
}
