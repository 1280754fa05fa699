import type { UserTag } from '@motorpool/api';
import type { TagGroupRow } from './groups';

/** Spec §3: defaults come from the first tag value for these types when a record has none. */
const DEFAULTING_TYPES: ReadonlySet<string> = new Set(['toggle', 'free_text_field', 'counter', 'textselect', 'textchoice', 'time']);

/** Stored values by record (member, branch, booking or vehicle), then by group. */
export type StoredTagValues = Map<number, Map<number, string[]>>;

/** Stored value rows gathered by the record they belong to. */
export function groupTagValues<Row extends { tagGroupId: number; value: string[] }>(rows: readonly Row[], ownerOf: (row: Row) => number): StoredTagValues {
  const stored: StoredTagValues = new Map();
  for (const row of rows) {
    const owner = ownerOf(row);
    const values = stored.get(owner) ?? new Map<number, string[]>();
    values.set(row.tagGroupId, row.value);
    stored.set(owner, values);
  }
  return stored;
}

/** The value a record holds for a group, with the spec §3 default (first tag) when it holds none. */
export function effectiveTagValue(group: TagGroupRow, stored: string[] | undefined): UserTag['value'] {
  if (group.tagDataType === 'multitextselect') return stored ?? [];
  if (stored && stored.length > 0) return stored[0] ?? null;
  return DEFAULTING_TYPES.has(group.tagDataType) ? (group.tags[0] ?? null) : null;
}

/** Every group with the record's value (or default), as the `*_tags` lists of §3 carry them. */
export function userTagsOf(groups: readonly TagGroupRow[], stored: Map<number, string[]> | undefined): UserTag[] {
  return groups.map((group) => ({ tag_group_name: group.tagGroupName, value: effectiveTagValue(group, stored?.get(group.id)) }));
}
