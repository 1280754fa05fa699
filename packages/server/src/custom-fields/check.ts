import { messages, type FieldErrors, type UserTagInput } from '@motorpool/api';
import { groupLabel, specialKind, type SpecialKind, type TagGroupRow } from './groups';
import { effectiveTagValue } from './values';

/** Spec §3: the value must be one of the group's tags. */
const OPTION_TYPES: ReadonlySet<string> = new Set(['multitextselect', 'textselect', 'textchoice']);
const FREE_TEXT_MAX = 500;

export const TIME_FORMAT_MESSAGE = 'Please follow "hh:mm AM/PM" 12 hour-format (12:34 PM)';
export const DATE_FORMAT_MESSAGE = 'Enter a date as yyyy-MM-dd';

/** Where a tag's failure is reported: `user_tags.<group name>` (prefixed for nested payloads such as sign-up's `driver.`; `branch_tags` for branches). */
const tagField = (groupName: string, prefix = '', field = 'user_tags') => `${prefix}${field}.${groupName}`;

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
