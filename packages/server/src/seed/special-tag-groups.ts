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

export async function insertSpecialTagGroups(tx: Database, organisationId: number): Promise<void> {
  await tx.insert(tagGroups).values(
    SPECIAL_TAG_GROUPS.map((group) => ({
      organisationId,
      tagType: 'user',
      tagGroupName: group.name,
      label: group.name,
      tagDataType: group.dataType,
      tags: group.tags,
      description: group.description,
      isSpecial: true,
      isCustomizable: false,
    })),
  );
}
