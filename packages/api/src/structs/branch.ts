import { array, boolean, enums, nullable, optional, record, string, type, unknown, type Infer } from 'superstruct';
import { PersonRef, PrimaryKey, jsonValue } from './common';
import { TagGroup } from './tags';

export const BRANCH_TYPES = ['branch', 'hub'] as const;
export const DEFAULT_BRANCH_TIMEZONE = 'Asia/Kolkata';
export const FLIGHT_DETAILS_TAG = 'Flight Details Required';

const Coordinates = type({ type: optional(string()), coordinates: optional(array(unknown())) });

/** A branch or hub (spec §3 Branch / hub). */
export const Branch = type({
  pk: PrimaryKey,
  name: string(),
  address: optional(nullable(string())),
  location: optional(nullable(Coordinates)),
  branch_type: enums(BRANCH_TYPES),
  address_features: optional(nullable(type({ country: optional(nullable(string())), state: optional(nullable(string())) }))),
  business_hours: optional(nullable(jsonValue)),
  created_at: optional(string()),
  modified_at: optional(string()),
  is_active: boolean(),
  is_deleted: optional(boolean()),
  branch_manager: optional(array(PersonRef)),
  branch_timezone: optional(nullable(string())),
  geofence_name: optional(nullable(string())),
  help_desk_contact_num: optional(nullable(string())),
  help_desk_email_id: optional(nullable(string())),
  help_desk_custom_message: optional(nullable(string())),
  override_company_help_desk: optional(boolean()),
  linked_branches: optional(array(unknown())),
  extra_data: optional(
    nullable(
      type({
        tollFreeNumber: optional(nullable(string())),
        important_note: optional(nullable(string())),
        keaz_branch_pk: optional(nullable(jsonValue)),
        key_pickup_locations: optional(array(unknown())),
        vehicle_pickup_locations: optional(array(unknown())),
        tolerance_time: optional(nullable(jsonValue)),
        details: optional(nullable(jsonValue)),
      }),
    ),
  ),
  additional_details: optional(nullable(type({ urls: optional(record(string(), string())) }))),
  airport_tags: optional(array(unknown())),
  is_notify: optional(boolean()),
  include_vehicle_doc: optional(boolean()),
  branch_tags: optional(array(TagGroup)),
});
export type Branch = Infer<typeof Branch>;

/** Links a branch to the branches it serves (spec §3 Branch relation). */
export const BranchRelation = type({ from_branch: PrimaryKey, to_branch: array(PrimaryKey) });
export type BranchRelation = Infer<typeof BranchRelation>;

/** The branch timezone, with the spec's default when the server leaves it out. */
export function branchTimezone(branch: Pick<Branch, 'branch_timezone'>): string {
  return branch.branch_timezone || DEFAULT_BRANCH_TIMEZONE;
}
