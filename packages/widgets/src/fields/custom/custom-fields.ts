import { ADDITIONAL_BRANCHES_GROUP, ADDITIONAL_HUBS_GROUP, messages, type TagDataType, type TagGroup, type UserTag, type UserTagInput } from '@motorpool/api';
import { formatDisplayDate, isIsoDate } from '../../ui/date-field/dates';
import { formatTime12, parseTime12, TIME_FORMAT_MESSAGE, timeOptions } from '../../ui/time-picker/time-options';

/*
 * The organisation's custom fields (spec §3 Tag groups): one control per tag
 * group, by data type. The rules here serve every entity that has tags
 * (users now; branches and bookings later) and the profile's Other Details.
 */

export type CustomFieldValue = string | string[];

export type CustomFieldControl =
  | 'text'
  | 'counter'
  | 'integer'
  | 'select'
  | 'radio'
  | 'toggle'
  | 'date'
  | 'time'
  | 'checkboxes'
  /** 'Association to Additional Hubs': a list of hub pks. */
  | 'hubs'
  /** 'Association to Additional Branches': a list of branch pks. */
  | 'branches';

const CONTROLS: Record<TagDataType, CustomFieldControl> = {
  textselect: 'select',
  textchoice: 'radio',
  free_text_field: 'text',
  text: 'text',
  counter: 'counter',
  integer: 'integer',
  toggle: 'toggle',
  boolean: 'toggle',
  date: 'date',
  time: 'time',
  multitextselect: 'checkboxes',
};

export function customFieldControl(group: Pick<TagGroup, 'tag_group_name' | 'tag_data_type'>): CustomFieldControl {
  if (group.tag_group_name === ADDITIONAL_HUBS_GROUP) return 'hubs';
  if (group.tag_group_name === ADDITIONAL_BRANCHES_GROUP) return 'branches';
  return CONTROLS[group.tag_data_type];
}

export const customFieldLabel = (group: Pick<TagGroup, 'label' | 'tag_group_name'>) => group.label?.trim() || group.tag_group_name;

/** Form key of a group: names hold spaces and dots, which are not safe as form paths. */
export const customFieldKey = (group: Pick<TagGroup, 'pk'>) => `g${group.pk}`;

export const isListControl = (control: CustomFieldControl) => control === 'checkboxes' || control === 'hubs' || control === 'branches';

/** Spec §3: counters take digits only, with this placeholder. */
export const COUNTER_PLACEHOLDER = 'enter number';
export const DATE_FORMAT_MESSAGE = 'Enter a date as dd/mm/yyyy';

/** Spec §5 time picker: the picker's times, as the 12-hour text a time field holds. */
export const TIME_OPTIONS: readonly string[] = timeOptions().map((option) => option.label);

/** `9:05 pm` → `09:05 PM`; null when it is not a 12-hour time. */
export function normaliseTime(text: string): string | null {
  const time = parseTime12(text);
  return time === null ? null : formatTime12(time);
}

/** Spec §3: toggles hold the text true or false. */
function toggleText(value: unknown): string {
  if (value === true) return 'true';
  if (value === false) return 'false';
  if (typeof value !== 'string') return '';
  const lower = value.trim().toLowerCase();
  if (lower === 'true' || lower === 'yes') return 'true';
  if (lower === 'false' || lower === 'no') return 'false';
  return '';
}

/** A stored value in the shape its control holds: a list for list controls, text otherwise. */
export function normaliseCustomValue(group: Pick<TagGroup, 'tag_group_name' | 'tag_data_type'>, value: unknown): CustomFieldValue {
  const control = customFieldControl(group);
  if (isListControl(control)) {
    if (Array.isArray(value)) return value.map(String).filter((item) => item.trim() !== '');
    return typeof value === 'string' && value.trim() !== '' ? [value] : [];
  }
  const single = Array.isArray(value) ? value[0] : value;
  if (control === 'toggle') return toggleText(single);
  if (control === 'time' && typeof single === 'string') return normaliseTime(single) ?? single;
  return typeof single === 'string' ? single : typeof single === 'number' ? String(single) : '';
}

/** Spec §3: these types start from the group's first tag value. */
const DEFAULT_FROM_FIRST_TAG: readonly TagDataType[] = ['toggle', 'free_text_field', 'counter', 'textselect', 'textchoice', 'time'];

/** What a new record starts with: the group's chosen value, else the first tag value for the types of spec §3. */
export function defaultCustomValue(group: TagGroup): CustomFieldValue {
  if (group.selectedValue !== undefined && group.selectedValue !== null) return normaliseCustomValue(group, group.selectedValue);
  const first = group.tags?.[0];
  if (first !== undefined && DEFAULT_FROM_FIRST_TAG.includes(group.tag_data_type) && !isListControl(customFieldControl(group))) {
    return normaliseCustomValue(group, first);
  }
  return normaliseCustomValue(group, null);
}

/** The value a record holds for a group, or the empty value when it holds none. */
export function storedCustomValue(group: TagGroup, tags: readonly UserTag[] | null | undefined): CustomFieldValue {
  const held = tags?.find((tag) => tag.tag_group_name === group.tag_group_name);
  return normaliseCustomValue(group, held?.value ?? null);
}

/** Values keyed by `customFieldKey`, for a new record or an existing one. */
export function customFieldValues(groups: readonly TagGroup[], tags?: readonly UserTag[] | null): Record<string, CustomFieldValue> {
  return Object.fromEntries(groups.map((group) => [customFieldKey(group), tags ? storedCustomValue(group, tags) : defaultCustomValue(group)]));
}

/** How a required field says it was left empty (spec §5 custom fields). */
export type RequiredShape = 'text' | 'choice' | 'list';

export function customFieldRequiredMessage(label: string, shape: RequiredShape): string {
  if (shape === 'list') return messages.driverDetails.selectAtLeastOne;
  if (shape === 'text') return `${label} ${messages.driverDetails.cannotBeEmpty}`;
  return `${label} ${messages.driverDetails.fieldRequired}`;
}

function shapeOf(control: CustomFieldControl): RequiredShape {
  if (isListControl(control)) return 'list';
  if (control === 'text' || control === 'counter' || control === 'integer') return 'text';
  return 'choice';
}

const isBlank = (value: CustomFieldValue | undefined) => (Array.isArray(value) ? value.length === 0 : (value ?? '').trim() === '');

/** The first rule the value breaks: mandatory groups need a value; counters, integers, dates and times their format. */
export function customFieldProblem(group: TagGroup, value: CustomFieldValue | undefined): string | null {
  const control = customFieldControl(group);
  const label = customFieldLabel(group);
  if (isBlank(value)) return group.is_mandatory ? customFieldRequiredMessage(label, shapeOf(control)) : null;
  const text = typeof value === 'string' ? value.trim() : '';
  switch (control) {
    // The server stores both as digits only, as spec §3 says of counters.
    case 'counter':
    case 'integer':
      return /^\d+$/.test(text) ? null : `${label} must contain digits only`;
    case 'date':
      return isIsoDate(text) ? null : DATE_FORMAT_MESSAGE;
    case 'time':
      return normaliseTime(text) ? null : TIME_FORMAT_MESSAGE;
    default:
      return null;
  }
}

/** The branch and hub (pks as text) a person is placed in, which the association groups are read against. */
export type OwnPlacement = { branch?: string | null; hub?: string | null };

/**
 * The `user_tags` of a save: every group, empty ones as null so a cleared
 * value is cleared on the server too. Spec §3: the person's own branch and
 * hub are left out of the additional hubs, and the own branch is always
 * among the additional branches.
 */
export function toUserTags(
  groups: readonly TagGroup[],
  values: Readonly<Record<string, CustomFieldValue | undefined>>,
  own: OwnPlacement = {},
): UserTagInput[] {
  return groups.map((group) => {
    const control = customFieldControl(group);
    const value = values[customFieldKey(group)];
    if (isListControl(control)) {
      let list = Array.isArray(value) ? value : [];
      if (control === 'hubs') list = list.filter((pk) => pk !== own.branch && pk !== own.hub);
      if (control === 'branches' && own.branch && !list.includes(own.branch)) list = [own.branch, ...list];
      return { tag_group_name: group.tag_group_name, value: list.length > 0 ? list : null };
    }
    let text = typeof value === 'string' ? value.trim() : '';
    if (control === 'time') text = normaliseTime(text) ?? text;
    return { tag_group_name: group.tag_group_name, value: text === '' ? null : text };
  });
}

/**
 * A value as a read-only screen shows it: toggles as Yes/No, dates as
 * dd/MM/yyyy (spec §3), lists item by item. `nameOf` names the branch pks of
 * the two association groups.
 */
export function displayCustomValue(group: TagGroup, value: unknown, nameOf: (pk: string) => string = (pk) => pk): string[] {
  const control = customFieldControl(group);
  const normalised = normaliseCustomValue(group, value);
  if (Array.isArray(normalised)) return control === 'hubs' || control === 'branches' ? normalised.map(nameOf) : normalised;
  if (normalised === '') return [];
  if (control === 'toggle') return [normalised === 'true' ? 'Yes' : 'No'];
  if (control === 'date') return [formatDisplayDate(normalised)];
  return [normalised];
}
