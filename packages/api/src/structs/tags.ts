import { array, boolean, enums, nullable, object, optional, string, type, union, type Infer } from 'superstruct';
import { PrimaryKey } from './common';

export const TAG_DATA_TYPES = [
  'textselect',
  'free_text_field',
  'counter',
  'toggle',
  'textchoice',
  'date',
  'time',
  'integer',
  'multitextselect',
  'text',
  'boolean',
] as const;
export type TagDataType = (typeof TAG_DATA_TYPES)[number];

/** Special groups that hold branch pks and can be neither edited nor deleted (spec §3). */
export const ADDITIONAL_HUBS_GROUP = 'Association to Additional Hubs';
export const ADDITIONAL_BRANCHES_GROUP = 'Association to Additional Branches';

const TagValue = union([string(), array(string())]);

/** A custom-field group with its options (or default) and the value chosen (spec §3 Tag groups). */
export const TagGroup = type({
  pk: PrimaryKey,
  tag_group_name: string(),
  label: optional(nullable(string())),
  tag_type: optional(nullable(string())),
  tag_data_type: enums(TAG_DATA_TYPES),
  tags: optional(nullable(array(string()))),
  description: optional(nullable(string())),
  is_mandatory: optional(boolean()),
  show_tooltip: optional(boolean()),
  is_booking_approval: optional(boolean()),
  is_customizable: optional(boolean()),
  selectedValue: optional(nullable(TagValue)),
});
export type TagGroup = Infer<typeof TagGroup>;

/** A value a user (or branch, booking) holds for one tag group. */
export const UserTag = type({
  tag_group_name: string(),
  value: nullable(TagValue),
});
export type UserTag = Infer<typeof UserTag>;

// Here rather than with the employee structs: the vehicle and branch structs take it, and a vehicle's reader needs none of those.
/** A value for one custom field: text for single-value types, a list for multitextselect (spec §3). */
export const UserTagInput = object({ tag_group_name: string(), value: nullable(union([string(), array(string())])) });
export type UserTagInput = Infer<typeof UserTagInput>;
