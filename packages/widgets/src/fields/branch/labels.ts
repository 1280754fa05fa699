import type { BRANCH_TYPES, Branch } from '@motorpool/api';
import { countryName } from './countries';

/** The branch fields' labels, shared by the branch form, my-branch and the tables. */
export const BRANCH_LABELS = {
  name: 'Name',
  branch_type: 'Type',
  address: 'Address',
  country: 'Country',
  state: 'State',
  branch_timezone: 'Time Zone',
  branch_manager: 'Branch Managers',
  is_active: 'Active',
  business_hours: 'Business Hours',
  help_desk_contact_num: 'Help Desk Contact Number',
  help_desk_email_id: 'Help Desk Email',
  help_desk_custom_message: 'Help Desk Message',
  override_company_help_desk: "Use these help desk details instead of the company's",
  tollFreeNumber: 'Toll-free Number',
  important_note: 'Important Note',
  key_pickup_locations: 'Key Pickup Locations',
  vehicle_pickup_locations: 'Vehicle Pickup Locations',
  tolerance_time: 'Tolerance Time (minutes)',
  details: 'Details',
  urls: 'Links',
  airport_tags: 'Airport Tags',
  is_notify: 'Send notifications for this branch',
  include_vehicle_doc: 'Include vehicle documents',
} as const;

export const BRANCH_TYPE_LABELS: Readonly<Record<(typeof BRANCH_TYPES)[number], string>> = { branch: 'Branch', hub: 'Hub' };

/** Spec §3: Active shows green, Inactive red. */
export const activeText = (isActive: boolean) => (isActive ? 'Active' : 'Inactive');

/** The address with its state and country, as one line. */
export function addressText(branch: Pick<Branch, 'address' | 'address_features'>): string {
  const region = [branch.address_features?.state, countryName(branch.address_features?.country)].filter(Boolean).join(', ');
  return [branch.address, region].filter(Boolean).join(', ');
}

export const managerNames = (branch: Pick<Branch, 'branch_manager'>) => (branch.branch_manager ?? []).map((manager) => manager.name).join(', ');
