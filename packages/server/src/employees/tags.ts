import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  ADDITIONAL_BRANCHES_GROUP,
  ADDITIONAL_HUBS_GROUP,
  messages,
  TAG_DATA_TYPES,
  type FieldErrors,
  type TagDataType,
  type TagGroup,
  type UserTag,
  type UserTagInput,
} from '@motorpool/api';
import type { Database } from '../db/database';
import { branches, employeeExtensions, employeeTagValues, tagGroups } from '../db/schema';
import { HttpError } from '../http/errors';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';

export const TAG_TYPES = ['user', 'branch', 'booking', 'vehicle'] as const;
export type TagType = (typeof TAG_TYPES)[number];

export type TagGroupRow = typeof tagGroups.$inferSelect;

/** Spec §3: defaults come from the first tag value for these types when a user has none. */
const DEFAULTING_TYPES: ReadonlySet<string> = new Set(['toggle', 'free_text_field', 'counter', 'textselect', 'textchoice', 'time']);
/** Spec §3: the value must be one of the group's tags. */
const OPTION_TYPES: ReadonlySet<string> = new Set(['multitextselect', 'textselect', 'textchoice']);
const FREE_TEXT_MAX = 500;

export const TIME_FORMAT_MESSAGE = 'Please follow "hh:mm AM/PM" 12 hour-format (12:34 PM)';
export const DATE_FORMAT_MESSAGE = 'Enter a date as yyyy-MM-dd';
export const SPECIAL_GROUP_LOCKED = 'This custom field cannot be edited or deleted.';

/** Where a tag's failure is reported: `user_tags.<group name>` (prefixed for nested payloads such as sign-up's `driver.`; `branch_tags` for branches). */
const tagField = (groupName: string, prefix = '', field = 'user_tags') => `${prefix}${field}.${groupName}`;

const isTagDataType = (value: string): value is TagDataType => (TAG_DATA_TYPES as readonly string[]).includes(value);
const groupLabel = (group: Pick<TagGroupRow, 'label' | 'tagGroupName'>) => group.label || group.tagGroupName;

export type SpecialKind = 'hubs' | 'branches';
export function specialKind(group: TagGroupRow): SpecialKind | null {
  if (!group.isSpecial) return null;
  if (group.tagGroupName === ADDITIONAL_HUBS_GROUP) return 'hubs';
  if (group.tagGroupName === ADDITIONAL_BRANCHES_GROUP) return 'branches';
  return null;
}

/**
 * The special groups (additional hubs / branches) hold the product's own
 * associations: tag management must call this before changing or
 * deleting any group.
 */
export function assertTagGroupMutable(group: Pick<TagGroupRow, 'isSpecial'>): void {
  if (group.isSpecial) throw new HttpError(403, SPECIAL_GROUP_LOCKED);
}

export function toTagGroup(row: TagGroupRow): TagGroup {
  return {
    pk: row.id,
    tag_group_name: row.tagGroupName,
    label: row.label,
    tag_type: row.tagType,
    tag_data_type: isTagDataType(row.tagDataType) ? row.tagDataType : 'text',
    tags: row.tags,
    description: row.description,
    is_mandatory: row.isMandatory,
    show_tooltip: row.showTooltip,
    is_booking_approval: row.isBookingApproval,
    is_customizable: row.isCustomizable,
  };
}

export async function tagGroupsOf(db: Database, scope: OrganisationScope, tagType: TagType): Promise<TagGroupRow[]> {
  return db
    .select()
    .from(tagGroups)
    .where(and(inOrganisation(tagGroups.organisationId, scope), eq(tagGroups.tagType, tagType)))
    .orderBy(asc(tagGroups.id));
}

/** Stored values by member, then by group. */
export type StoredTagValues = Map<number, Map<number, string[]>>;

export async function storedTagValues(db: Database, scope: OrganisationScope, extensionIds: readonly number[]): Promise<StoredTagValues> {
  const stored: StoredTagValues = new Map();
  if (extensionIds.length === 0) return stored;
  const rows = await db
    .select()
    .from(employeeTagValues)
    .where(and(inOrganisation(employeeTagValues.organisationId, scope), inArray(employeeTagValues.employeeExtensionId, [...extensionIds])));
  for (const row of rows) {
    let values = stored.get(row.employeeExtensionId);
    if (!values) stored.set(row.employeeExtensionId, (values = new Map()));
    values.set(row.tagGroupId, row.value);
  }
  return stored;
}

/** The member's own placement, which the special groups are read and written against (spec §3). */
export type OwnPlacement = { branchId: number | null; hubId: number | null };

function applyOwnPlacement(kind: SpecialKind | null, values: string[], own: OwnPlacement): string[] {
  if (kind === 'hubs') {
    const ownIds = new Set([own.hubId, own.branchId].filter((id) => id !== null).map(String));
    return values.filter((value) => !ownIds.has(value));
  }
  if (kind === 'branches' && own.branchId !== null && !values.includes(String(own.branchId))) return [String(own.branchId), ...values];
  return values;
}

/** The value a member holds for a group, with the spec §3 default (first tag) when they hold none. */
function effectiveTagValue(group: TagGroupRow, stored: string[] | undefined): UserTag['value'] {
  if (group.tagDataType === 'multitextselect') return stored ?? [];
  if (stored && stored.length > 0) return stored[0] ?? null;
  return DEFAULTING_TYPES.has(group.tagDataType) ? (group.tags[0] ?? null) : null;
}

/** Every user tag group with the member's value (or default), as Employee.user_tags carries them. */
export function userTagsOf(groups: readonly TagGroupRow[], stored: Map<number, string[]> | undefined): UserTag[] {
  return groups.map((group) => ({ tag_group_name: group.tagGroupName, value: effectiveTagValue(group, stored?.get(group.id)) }));
}

/** The organisation's branches the special groups may name. */
export type BranchChoice = { id: number; branchType: string };

export type TagCheckContext = {
  groups: readonly TagGroupRow[];
  /** What the member holds now (empty for a new member). */
  stored: Map<number, string[]>;
  own: OwnPlacement;
  branches: readonly BranchChoice[];
  /** Mandatory groups must end up with a value (create, or a save that sends user_tags). */
  enforceMandatory: boolean;
  /**
   * The member is saving their own record without managing others: the
   * special groups are neither changed nor required, and a value that would
   * change them is refused (see `changedSpecialGroups`).
   */
  selfService?: boolean;
  fieldPrefix?: string;
  /** The payload's list of tags: `user_tags` unless given (branches send `branch_tags`). */
  fieldName?: string;
};

/** The values to write: a list per group, null to clear. */
export type TagWrites = Map<number, string[] | null>;

const TIME_12H = /^(0?[1-9]|1[0-2]):([0-5]\d)\s?(AM|PM)$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDate = (value: string) => ISO_DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** One single value of a group checked and normalised (also a new group's default); a string is the failure message. */
export function checkSingle(group: Pick<TagGroupRow, 'tagDataType' | 'tags' | 'label' | 'tagGroupName'>, raw: string): { value: string } | { error: string } {
  const value = raw.trim();
  switch (group.tagDataType) {
    case 'toggle':
    case 'boolean':
      return value === 'true' || value === 'false' ? { value } : { error: messages.field.invalid };
    case 'date':
      return isCalendarDate(value) ? { value } : { error: DATE_FORMAT_MESSAGE };
    case 'time': {
      const match = TIME_12H.exec(value);
      if (!match) return { error: TIME_FORMAT_MESSAGE };
      return { value: `${(match[1] ?? '').padStart(2, '0')}:${match[2]} ${(match[3] ?? '').toUpperCase()}` };
    }
    case 'counter':
    case 'integer':
      return /^\d{1,18}$/.test(value) ? { value } : { error: `${groupLabel(group)} must contain digits only` };
    default:
      if (OPTION_TYPES.has(group.tagDataType) && !group.tags.includes(value)) return { error: `${value} is not one of the options` };
      return value.length <= FREE_TEXT_MAX ? { value } : { error: `${groupLabel(group)} must be at most ${FREE_TEXT_MAX} characters` };
  }
}

function checkSpecial(kind: SpecialKind, values: string[], context: TagCheckContext): { value: string[] } | { error: string } {
  const allowed = new Set(context.branches.filter((branch) => kind === 'branches' || branch.branchType === 'hub').map((branch) => String(branch.id)));
  const chosen = values.map((value) => value.trim());
  if (!chosen.every((value) => allowed.has(value))) return { error: messages.field.invalid };
  return { value: applyOwnPlacement(kind, [...new Set(chosen)], context.own) };
}

function missingMessage(group: TagGroupRow, value: UserTagInput['value'] | undefined): string {
  if (group.tagDataType === 'multitextselect' || Array.isArray(value)) return messages.driverDetails.selectAtLeastOne;
  if (typeof value === 'string') return messages.driverDetails.cannotBeEmpty;
  return messages.driverDetails.fieldRequired;
}

const isBlank = (value: UserTagInput['value'] | undefined) =>
  value === undefined || value === null || (typeof value === 'string' ? value.trim() === '' : value.length === 0);

/**
 * The special groups to which `inputs` give other hubs or branches than the
 * member holds. Order, repeats and the member's own branch and hub do not
 * count (saving drops or adds those anyway), so a client that sends the
 * associations back as it read them changes nothing.
 */
export function changedSpecialGroups(
  inputs: readonly UserTagInput[],
  { groups, stored, own }: Pick<TagCheckContext, 'groups' | 'stored' | 'own'>,
): TagGroupRow[] {
  const ownIds = new Set([own.branchId, own.hubId].filter((id) => id !== null).map(String));
  const beyondOwn = (values: readonly string[]) => new Set(values.map((value) => value.trim()).filter((value) => value !== '' && !ownIds.has(value)));
  const byName = new Map(groups.filter((group) => specialKind(group) !== null).map((group) => [group.tagGroupName.toLowerCase(), group]));
  const changed = new Map<number, TagGroupRow>();
  for (const input of inputs) {
    const group = byName.get(input.tag_group_name.trim().toLowerCase());
    if (!group) continue;
    const given = beyondOwn(input.value === null ? [] : Array.isArray(input.value) ? input.value : [input.value]);
    const held = beyondOwn(stored.get(group.id) ?? []);
    if (given.size !== held.size || [...given].some((value) => !held.has(value))) changed.set(group.id, group);
  }
  return [...changed.values()];
}

/**
 * Spec §3 rules for the user tags of one member: known groups only, the
 * value shape of the data type (a list for multitextselect, text otherwise),
 * the option list, mandatory groups filled (a default counts), and the
 * special groups against the organisation's branches. Answers the failures
 * keyed `user_tags.<group name>` and the values to write.
 */
export function checkUserTags(inputs: readonly UserTagInput[], context: TagCheckContext): { fields: FieldErrors; writes: TagWrites } {
  const fields: FieldErrors = {};
  const writes: TagWrites = new Map();
  const byName = new Map(context.groups.map((group) => [group.tagGroupName.toLowerCase(), group]));
  const given = new Map<number, UserTagInput['value']>();
  const field = (name: string) => tagField(name, context.fieldPrefix, context.fieldName);

  for (const input of inputs) {
    const group = byName.get(input.tag_group_name.trim().toLowerCase());
    if (!group) {
      fields[field(input.tag_group_name)] = messages.field.unknown;
      continue;
    }
    given.set(group.id, input.value);
  }

  const refused = context.selfService ? new Set(changedSpecialGroups(inputs, context).map((group) => group.id)) : new Set<number>();
  for (const group of context.groups) {
    const name = field(group.tagGroupName);
    if (context.selfService && specialKind(group) !== null) {
      if (refused.has(group.id)) fields[name] = messages.userForm.associationLocked;
      continue;
    }
    const hasInput = given.has(group.id);
    const value = given.get(group.id);
    if (isBlank(value)) {
      if (hasInput) writes.set(group.id, null);
      const remaining = hasInput ? undefined : context.stored.get(group.id);
      const fallback = effectiveTagValue(group, remaining);
      if (context.enforceMandatory && group.isMandatory && isBlank(fallback ?? undefined)) fields[name] = missingMessage(group, value);
      continue;
    }
    const multi = group.tagDataType === 'multitextselect';
    if (multi !== Array.isArray(value)) {
      fields[name] = messages.field.invalid;
      continue;
    }
    const kind = specialKind(group);
    if (Array.isArray(value)) {
      const checked = kind
        ? checkSpecial(kind, value, context)
        : value.every((item) => group.tags.includes(item.trim()))
          ? { value: [...new Set(value.map((item) => item.trim()))] }
          : { error: messages.field.invalid };
      if ('error' in checked) fields[name] = checked.error;
      else writes.set(group.id, checked.value.length > 0 ? checked.value : null);
      continue;
    }
    const checked = checkSingle(group, value as string);
    if ('error' in checked) fields[name] = checked.error;
    else writes.set(group.id, [checked.value]);
  }
  return { fields, writes };
}

export async function saveTagValues(tx: Database, scope: OrganisationScope, extensionId: number, writes: TagWrites): Promise<void> {
  const cleared = [...writes].filter(([, value]) => value === null).map(([groupId]) => groupId);
  const set = [...writes].flatMap(([tagGroupId, value]) =>
    value === null ? [] : [{ employeeExtensionId: extensionId, tagGroupId, organisationId: scope.organisationId, value }],
  );
  if (cleared.length > 0) {
    await tx
      .delete(employeeTagValues)
      .where(
        and(
          inOrganisation(employeeTagValues.organisationId, scope),
          eq(employeeTagValues.employeeExtensionId, extensionId),
          inArray(employeeTagValues.tagGroupId, cleared),
        ),
      );
  }
  if (set.length > 0) {
    await tx
      .insert(employeeTagValues)
      .values(set)
      .onConflictDoUpdate({ target: [employeeTagValues.employeeExtensionId, employeeTagValues.tagGroupId], set: { value: sql`excluded.value` } });
  }
}

/**
 * The branches a member's special groups name beyond their own, for the
 * profile's additional_hubs / additional_branches (spec §3 Profile): the
 * sidebar offers switching when there are any, adding the own branch itself.
 */
export async function associatedBranches(
  db: Database,
  scope: OrganisationScope,
  extensionId: number,
): Promise<{ additional_hubs: { pk: number; name: string }[]; additional_branches: { pk: number; name: string }[] }> {
  const [[member], groups, stored] = await Promise.all([
    db
      .select({ branchId: employeeExtensions.branchId, hubId: employeeExtensions.hubId })
      .from(employeeExtensions)
      .where(and(inOrganisation(employeeExtensions.organisationId, scope), eq(employeeExtensions.id, extensionId))),
    tagGroupsOf(db, scope, 'user'),
    storedTagValues(db, scope, [extensionId]),
  ]);
  const ownIds = new Set([member?.branchId, member?.hubId].filter((id) => typeof id === 'number'));
  const idsOf = (kind: SpecialKind) => {
    const group = groups.find((candidate) => specialKind(candidate) === kind);
    const value = group ? (stored.get(extensionId)?.get(group.id) ?? []) : [];
    return value.map(Number).filter((id) => Number.isInteger(id) && id > 0 && !ownIds.has(id));
  };
  const hubIds = idsOf('hubs');
  const branchIds = idsOf('branches');
  const wanted = [...new Set([...hubIds, ...branchIds])];
  const named =
    wanted.length === 0
      ? []
      : await db
          .select({ pk: branches.id, name: branches.name, branchType: branches.branchType })
          .from(branches)
          .where(and(inOrganisation(branches.organisationId, scope), inArray(branches.id, wanted), eq(branches.isDeleted, false)))
          .orderBy(asc(branches.name), asc(branches.id));
  return {
    additional_hubs: named.filter((branch) => hubIds.includes(branch.pk) && branch.branchType === 'hub').map(({ pk, name }) => ({ pk, name })),
    additional_branches: named.filter((branch) => branchIds.includes(branch.pk)).map(({ pk, name }) => ({ pk, name })),
  };
}
