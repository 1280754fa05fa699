import {
  ADDITIONAL_BRANCHES_GROUP,
  ADDITIONAL_HUBS_GROUP,
  branchMessages,
  TAG_DATA_TYPES,
  TagGroupWrite,
  type TagDataType,
  type TagGroup,
} from '@motorpool/api';
import { validate } from 'superstruct';
import { knownPrefix, rulesStruct, type FormFailure } from '../fields/branch/form-rules';
import { normaliseTime } from '../fields/custom/custom-fields';
import { TIME_FORMAT_MESSAGE } from '../ui/time-picker/time-options';

/** The entities that have custom fields (spec §3 Tag groups `tag_type`). */
export const CUSTOM_FIELD_ENTITIES = ['user', 'branch', 'booking'] as const;
export type CustomFieldEntity = (typeof CUSTOM_FIELD_ENTITIES)[number];

export const ENTITY_LABELS: Readonly<Record<CustomFieldEntity, string>> = { user: 'User', branch: 'Branch', booking: 'Booking' };

export const DATA_TYPE_LABELS: Readonly<Record<TagDataType, string>> = {
  textselect: 'Drop-down (one of a list)',
  textchoice: 'Choice (one of a few)',
  multitextselect: 'Multi-select (several of a list)',
  free_text_field: 'Free text',
  text: 'Text',
  counter: 'Counter (digits only)',
  integer: 'Whole number',
  toggle: 'Yes/No toggle',
  boolean: 'Yes/No',
  date: 'Date',
  time: 'Time',
};

/** Spec §3: 'text' and 'boolean' are only seen on older groups; new ones use free text and toggle. */
const LEGACY_TYPES: readonly TagDataType[] = ['text', 'boolean'];
export const OFFERED_DATA_TYPES = TAG_DATA_TYPES.filter((type) => !LEGACY_TYPES.includes(type));

/** Spec §3: option-list validation applies to multi-select, text select and text choice. */
export const OPTION_TYPES: readonly TagDataType[] = ['textselect', 'textchoice', 'multitextselect'];
/** Types whose first tag is the default a new record starts from (spec §3). */
const DEFAULT_TYPES: readonly TagDataType[] = ['toggle', 'boolean', 'free_text_field', 'text', 'counter', 'integer', 'time'];

export const hasOptions = (type: TagDataType) => OPTION_TYPES.includes(type);
export const hasDefault = (type: TagDataType) => DEFAULT_TYPES.includes(type);
export const isYesNo = (type: TagDataType) => type === 'toggle' || type === 'boolean';

/** Spec §3: these groups hold branch pks and are neither editable nor deletable. */
export const isLockedGroup = (group: Pick<TagGroup, 'tag_group_name'>) =>
  group.tag_group_name === ADDITIONAL_HUBS_GROUP || group.tag_group_name === ADDITIONAL_BRANCHES_GROUP;

export const LOCKED_GROUP_REASON = 'This field holds the branches a manager is associated with, so it cannot be edited or deleted.';
export const OPTION_REPEATED = 'List each option once.';
export const DEFAULT_DIGITS = 'The default must contain digits only';
export const DEFAULT_YES_NO = 'Choose Yes, No or None';

export type TagGroupValues = {
  tag_group_name: string;
  label: string;
  tag_data_type: TagDataType;
  /** Rows of the options editor (react-hook-form field arrays hold objects). */
  options: { value: string }[];
  default_value: string;
  description: string;
  is_mandatory: boolean;
  show_tooltip: boolean;
  is_booking_approval: boolean;
  is_customizable: boolean;
};

export function tagGroupValuesFrom(group: TagGroup | null): TagGroupValues {
  const type = group?.tag_data_type ?? 'textselect';
  const tags = group?.tags ?? [];
  return {
    tag_group_name: group?.tag_group_name ?? '',
    label: group?.label ?? '',
    tag_data_type: type,
    // One empty row to type the first option in.
    options: hasOptions(type) && tags.length > 0 ? tags.map((value) => ({ value })) : [{ value: '' }],
    default_value: hasDefault(type) ? (tags[0] ?? '') : '',
    description: group?.description ?? '',
    is_mandatory: group?.is_mandatory ?? false,
    show_tooltip: group?.show_tooltip ?? false,
    is_booking_approval: group?.is_booking_approval ?? false,
    is_customizable: group?.is_customizable ?? false,
  };
}

const filled = (options: readonly { value: string }[]) => options.map((option) => option.value.trim()).filter((value) => value !== '');

function tagsOf(values: TagGroupValues): string[] {
  if (hasOptions(values.tag_data_type)) return filled(values.options);
  const typed = values.default_value.trim();
  if (!hasDefault(values.tag_data_type) || typed === '') return [];
  return [values.tag_data_type === 'time' ? (normaliseTime(typed) ?? typed) : typed];
}

export function toTagGroupDraft(values: TagGroupValues, tagType: CustomFieldEntity): Record<string, unknown> {
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    tag_group_name: values.tag_group_name.trim(),
    label: text(values.label),
    tag_type: tagType,
    tag_data_type: values.tag_data_type,
    tags: tagsOf(values),
    description: text(values.description),
    is_mandatory: values.is_mandatory,
    show_tooltip: values.show_tooltip,
    is_booking_approval: values.is_booking_approval,
    is_customizable: values.is_customizable,
  };
}

export function toTagGroupWrite(values: TagGroupValues, tagType: CustomFieldEntity): TagGroupWrite | null {
  const [failure, payload] = validate(toTagGroupDraft(values, tagType), TagGroupWrite);
  return failure ? null : payload;
}

const FIELD_PATHS = new Set([
  'tag_group_name',
  'label',
  'tag_data_type',
  'description',
  'is_mandatory',
  'show_tooltip',
  'is_booking_approval',
  'is_customizable',
]);

/** The form path a payload path names: `tags` is the options list or the default, whichever the type shows. */
export function tagGroupFormPath(key: string, values: TagGroupValues): string | undefined {
  if (key === 'tags' || key.startsWith('tags.')) {
    if (!hasOptions(values.tag_data_type)) return 'default_value';
    const index = Number(key.split('.')[1]);
    const rows = values.options.flatMap((option, at) => (option.value.trim() === '' ? [] : [at]));
    const row = Number.isInteger(index) ? rows[index] : undefined;
    return row === undefined ? 'options' : `options.${row}.value`;
  }
  return knownPrefix(key, FIELD_PATHS);
}

/** Every rule the values break: `TagGroupWrite`'s own, the options of the list types, and the default's format. */
export function tagGroupFailures(values: TagGroupValues, tagType: CustomFieldEntity): FormFailure[] {
  const failures = new Map<string, string>();
  const add = (path: string, message: string) => {
    if (!failures.has(path)) failures.set(path, message);
  };
  const [structFailure] = validate(toTagGroupDraft(values, tagType), TagGroupWrite);
  for (const failure of structFailure?.failures() ?? []) {
    const path = tagGroupFormPath(failure.path.join('.'), values);
    if (path) add(path, failure.message);
  }
  if (hasOptions(values.tag_data_type)) {
    if (filled(values.options).length === 0) add('options', branchMessages.tagsRequired);
    const seen = new Set<string>();
    values.options.forEach((option, index) => {
      const value = option.value.trim().toLowerCase();
      if (value === '') return;
      if (seen.has(value)) add(`options.${index}.value`, OPTION_REPEATED);
      seen.add(value);
    });
  }
  const typed = values.default_value.trim();
  if (typed !== '' && (values.tag_data_type === 'counter' || values.tag_data_type === 'integer') && !/^\d+$/.test(typed)) add('default_value', DEFAULT_DIGITS);
  if (typed !== '' && values.tag_data_type === 'time' && !normaliseTime(typed)) add('default_value', TIME_FORMAT_MESSAGE);
  if (typed !== '' && isYesNo(values.tag_data_type) && typed !== 'true' && typed !== 'false') add('default_value', DEFAULT_YES_NO);
  return [...failures].map(([path, message]) => ({ path, message }));
}

export const tagGroupStruct = (tagType: () => CustomFieldEntity) => rulesStruct<TagGroupValues>('tagGroup', (values) => tagGroupFailures(values, tagType()));
