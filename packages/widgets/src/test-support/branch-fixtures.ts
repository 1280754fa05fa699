import {
  ADDITIONAL_BRANCHES_GROUP,
  ADDITIONAL_HUBS_GROUP,
  FLIGHT_DETAILS_TAG,
  type Branch,
  type BranchHoliday,
  type BranchRelation,
  type PublicHoliday,
  type TagGroup,
} from '@motorpool/api';

/** Plain data for the branch, structure and custom-field stories and tests; never imported by the library itself. */

export const managers = [
  { pk: 71, name: 'Maya Manager', role: 'Branch Manager' },
  { pk: 72, name: 'Hugo Hub', role: 'Hub Manager' },
  { pk: 73, name: 'Bea Branch', role: 'Branch Manager' },
];

const weekday = { is_open: true, opens: '08:00', closes: '17:30' };

export const docklands: Branch = {
  pk: 21,
  name: 'Docklands',
  branch_type: 'branch',
  address: '12 Harbour Esplanade, Docklands',
  address_features: { country: 'AU', state: 'VIC' },
  branch_timezone: 'Australia/Melbourne',
  business_hours: {
    monday: weekday,
    tuesday: weekday,
    wednesday: weekday,
    thursday: weekday,
    friday: { is_open: true, opens: '08:00', closes: '16:00' },
    saturday: { is_open: false },
    sunday: { is_open: false },
  },
  is_active: true,
  branch_manager: [managers[0]!],
  help_desk_contact_num: '0390001234',
  help_desk_email_id: 'help.docklands@example.test',
  help_desk_custom_message: 'Keys are at reception.',
  override_company_help_desk: true,
  extra_data: {
    tollFreeNumber: '1800123456',
    important_note: 'Park on level 2.',
    key_pickup_locations: [{ name: 'Reception', details: 'Ground floor' }],
    vehicle_pickup_locations: [{ name: 'Car park', details: 'Level 2, bays 10–20' }],
    tolerance_time: 15,
    details: 'Open on public holidays by appointment.',
  },
  additional_details: { urls: { 'Site map': 'https://example.test/docklands-map' } },
  airport_tags: [],
  is_notify: true,
  include_vehicle_doc: false,
  branch_tags: [],
};

export const airportHub: Branch = {
  pk: 22,
  name: 'Sydney Airport',
  branch_type: 'hub',
  address: '1 Airport Drive, Mascot',
  address_features: { country: 'AU', state: 'NSW' },
  branch_timezone: 'Australia/Sydney',
  business_hours: null,
  is_active: true,
  branch_manager: [managers[1]!],
  airport_tags: ['SYD', 'T2'],
};

export const closedBranch: Branch = {
  pk: 23,
  name: 'Parramatta',
  branch_type: 'branch',
  address: null,
  address_features: null,
  branch_timezone: null,
  is_active: false,
  branch_manager: [],
};

export const branches: Branch[] = [docklands, airportHub, closedBranch];

export const flightDetailsGroup: TagGroup = {
  pk: 501,
  tag_group_name: FLIGHT_DETAILS_TAG,
  tag_type: 'branch',
  tag_data_type: 'toggle',
  tags: ['false'],
  is_mandatory: false,
};

export const regionGroup: TagGroup = {
  pk: 502,
  tag_group_name: 'Region',
  label: 'Region',
  tag_type: 'branch',
  tag_data_type: 'textselect',
  tags: ['Metro', 'Regional'],
  description: 'Where the branch reports to',
  is_mandatory: true,
};

export const branchTagGroups: TagGroup[] = [flightDetailsGroup, regionGroup];

/** The airport hub as the server sends it: flight details on, so its airport tags are kept. */
export const airportHubWithTags: Branch = {
  ...airportHub,
  branch_tags: [
    { ...flightDetailsGroup, selectedValue: 'true' },
    { ...regionGroup, selectedValue: 'Metro' },
  ],
};

export const branchHolidays: BranchHoliday[] = [
  { pk: 801, branch: 21, date: '2025-12-25', name: 'Christmas Day' },
  { pk: 802, branch: 21, date: '2025-12-26', name: 'Boxing Day' },
];

export const publicHolidays: PublicHoliday[] = [
  { pk: 901, country: 'AU', state: 'NSW', date: '2025-01-01', name: "New Year's Day" },
  { pk: 902, country: 'AU', state: 'NSW', date: '2025-01-27', name: 'Australia Day' },
  { pk: 903, country: 'AU', state: 'NSW', date: '2025-04-18', name: 'Good Friday' },
];

export const relations: BranchRelation[] = [{ from_branch: 22, to_branch: [21, 23] }];

export const departments = [
  { pk: 31, name: 'Operations' },
  { pk: 32, name: 'Sales' },
];

export const userTagGroups: TagGroup[] = [
  { pk: 601, tag_group_name: ADDITIONAL_HUBS_GROUP, tag_type: 'user', tag_data_type: 'multitextselect', tags: [], is_mandatory: false },
  { pk: 602, tag_group_name: ADDITIONAL_BRANCHES_GROUP, tag_type: 'user', tag_data_type: 'multitextselect', tags: [], is_mandatory: false },
  {
    pk: 603,
    tag_group_name: 'Shirt size',
    label: 'Shirt Size',
    tag_type: 'user',
    tag_data_type: 'textselect',
    tags: ['S', 'M', 'L'],
    description: 'For the uniform order',
    is_mandatory: true,
    show_tooltip: true,
  },
  { pk: 604, tag_group_name: 'Parking permit', tag_type: 'user', tag_data_type: 'toggle', tags: ['false'], is_mandatory: false },
];

export const bookingTagGroups: TagGroup[] = [
  {
    pk: 701,
    tag_group_name: 'Project code',
    tag_type: 'booking',
    tag_data_type: 'free_text_field',
    tags: [],
    is_mandatory: true,
    is_booking_approval: true,
  },
];

/** A second branch in another zone, for the booking form and the booking settings' branch picker. */
export const southbank: Branch = { ...docklands, pk: 23, name: 'Southbank', branch_timezone: 'Australia/Perth' };
export const bookingBranches: Branch[] = [docklands, southbank];
