import { ADDITIONAL_BRANCHES_GROUP, ADDITIONAL_HUBS_GROUP } from '@motorpool/api';
import type { Database } from '../db/database';
import { tagGroups } from '../db/schema';

/**
 * The user custom fields every organisation has (spec §3): lists of branch
 * pks, neither editable nor deletable, so no screen can add them later.
 */
export const SPECIAL_TAG_GROUPS = [
  { name: ADDITIONAL_HUBS_GROUP, dataType: 'multitextselect', tags: [], special: true, description: 'Hubs a hub manager also looks after' },
  { name: ADDITIONAL_BRANCHES_GROUP, dataType: 'multitextselect', tags: [], special: true, description: 'Branches a branch manager also looks after' },
] satisfies { name: string; dataType: string; tags: string[]; special: true; description: string }[];

/** A user custom field as seeded: labelled by its name; a special one cannot be customised. */
export type SeededTagGroup = { name: string; dataType: string; tags: string[]; mandatory?: boolean; special?: boolean; description?: string };

export const userTagGroupRow = (organisationId: number, group: SeededTagGroup) => ({
  organisationId,
  tagType: 'user',
  tagGroupName: group.name,
  label: group.name,
  tagDataType: group.dataType,
  tags: group.tags,
  description: group.description ?? null,
  isMandatory: group.mandatory ?? false,
  isSpecial: group.special ?? false,
  isCustomizable: !group.special,
});

export async function insertSpecialTagGroups(tx: Database, organisationId: number): Promise<void> {
  await tx.insert(tagGroups).values(SPECIAL_TAG_GROUPS.map((group) => userTagGroupRow(organisationId, group)));
}
