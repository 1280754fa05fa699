import { and, asc, eq } from 'drizzle-orm';
import { ADDITIONAL_BRANCHES_GROUP, ADDITIONAL_HUBS_GROUP, TAG_DATA_TYPES, type TagDataType, type TagGroup } from '@motorpool/api';
import type { Database } from '../db/database';
import { tagGroups } from '../db/schema';
import { HttpError } from '../http/errors';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';

/** Spec §3 custom fields ("tag groups"): what users, branches, bookings and vehicles carry beyond their own columns. */
export const TAG_TYPES = ['user', 'branch', 'booking', 'vehicle'] as const;
export type TagType = (typeof TAG_TYPES)[number];

export type TagGroupRow = typeof tagGroups.$inferSelect;

export const SPECIAL_GROUP_LOCKED = 'This custom field cannot be edited or deleted.';

const isTagDataType = (value: string): value is TagDataType => (TAG_DATA_TYPES as readonly string[]).includes(value);
/** How a failure names the group: its label, else its name. */
export const groupLabel = (group: Pick<TagGroupRow, 'label' | 'tagGroupName'>) => group.label || group.tagGroupName;

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
