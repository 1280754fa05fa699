import type { Booking, Employee, TagGroup } from '@motorpool/api';
import type { Person } from '../fields/licence/licence-values';
import type { UserFormOptions } from '../user-form/store';

/** Plain data for the user form and detail stories and tests; never imported by the library itself. */

/** A fixed "today", so date bounds and the licence-expiry warning do not move with the calendar. */
export const USER_FORM_TODAY = '2025-06-15';

/** One custom field of every data type (spec §3), and the two association groups. */
export const tagGroups: TagGroup[] = [
  { pk: 601, tag_group_name: 'Vehicle Preference', tag_data_type: 'textselect', tags: ['Electric', 'Hybrid', 'Petrol'], is_mandatory: true },
  { pk: 602, tag_group_name: 'Parking Bay', tag_data_type: 'free_text_field', tags: ['B1'], is_mandatory: true },
  { pk: 603, tag_group_name: 'Years Driving', tag_data_type: 'counter', tags: ['2'] },
  { pk: 604, tag_group_name: 'Dangerous Goods', label: 'Dangerous Goods Certified', tag_data_type: 'toggle', tags: ['false'] },
  { pk: 605, tag_group_name: 'Shift', tag_data_type: 'textchoice', tags: ['Day', 'Night'], is_mandatory: true },
  { pk: 606, tag_group_name: 'Induction Date', tag_data_type: 'date', tags: [], is_mandatory: true },
  { pk: 607, tag_group_name: 'Pickup Time', label: 'Preferred Pickup Time', tag_data_type: 'time', tags: ['08:30 AM'] },
  { pk: 608, tag_group_name: 'Kilometre Allowance', tag_data_type: 'integer', tags: [], description: 'Kilometres a year' },
  { pk: 609, tag_group_name: 'Trainings', tag_data_type: 'multitextselect', tags: ['Towing', '4WD', 'First Aid'], is_mandatory: true },
  { pk: 610, tag_group_name: 'Notes', tag_data_type: 'text', tags: [] },
  { pk: 611, tag_group_name: 'Smoker', tag_data_type: 'boolean', tags: [] },
  { pk: 612, tag_group_name: 'Association to Additional Hubs', tag_data_type: 'multitextselect', tags: [] },
  { pk: 613, tag_group_name: 'Association to Additional Branches', tag_data_type: 'multitextselect', tags: [] },
];

export const userFormOptions: UserFormOptions = {
  roles: [
    { pk: 1, name: 'Admin' },
    { pk: 2, name: 'Driver' },
    { pk: 3, name: 'Hub Manager' },
    { pk: 4, name: 'Branch Manager' },
  ],
  statuses: ['Active', 'Inactive', 'Rejected', 'Pending Approval', 'Sys Admin', 'Deleted'],
  // `branches/` lists hubs too: a hub manager's own branch is a hub.
  branches: [
    { pk: 21, name: 'Docklands' },
    { pk: 32, name: 'Melbourne Hub' },
    { pk: 22, name: 'Parramatta' },
    { pk: 23, name: 'Sydney Central' },
    { pk: 31, name: 'Sydney Hub' },
  ],
  hubs: [
    { pk: 31, name: 'Sydney Hub' },
    { pk: 32, name: 'Melbourne Hub' },
  ],
  departments: [
    { pk: 41, name: 'Operations' },
    { pk: 42, name: 'Sales' },
    { pk: 43, name: 'Service' },
  ],
  costCentres: [
    { pk: 51, name: 'CC-100 Fleet' },
    { pk: 52, name: 'CC-200 Sales' },
  ],
  tagGroups,
  // The organisation's licence classes (master configuration): the Australian ones and one of its own.
  licenceClasses: ['C', 'LR', 'MR', 'HR', 'HC', 'MC', 'Forklift'],
};

/** The same lists without custom fields, for the forms' plain stories and tests. */
export const userFormOptionsWithoutTags: UserFormOptions = { ...userFormOptions, tagGroups: [] };

export const people: Person[] = [
  { pk: 7, name: 'Morgan Admin', role: 'Admin' },
  { pk: 8, name: 'Pat Branch', role: 'Branch Manager' },
  { pk: 9, name: 'Lee Hub', role: 'Hub Manager' },
];

/** A driver with every field filled in. */
export const employee: Employee = {
  pk: 301,
  name: 'Riley Nguyen',
  email: 'riley@example.test',
  employee_id: 'E-1009',
  status: { name: 'Active' },
  role: { pk: 2, name: 'Driver' },
  is_active: true,
  is_activate: true,
  is_deleteable: true,
  is_editable: true,
  edit_scope: 'full',
  user: {
    pk: 1301,
    first_name: 'Riley',
    last_name: 'Nguyen',
    email: 'riley@example.test',
    phone: '+61412345678',
    country_code: 'AU',
    phone_parts: { dial_code: '61', number: '412345678', country_code: 'au' },
    profile_image: null,
  },
  employee_details: {
    first_name: 'Riley',
    last_name: 'Nguyen',
    employee_id: 'E-1009',
    role: { pk: 2, name: 'Driver' },
    employees_extension: {
      pk: 301,
      is_deleted: false,
      branch: { pk: 21, name: 'Docklands' },
      hub: { pk: 31, name: 'Sydney Hub' },
      departments: [
        { pk: 41, name: 'Operations' },
        { pk: 43, name: 'Service' },
      ],
      cost_centre: { pk: 51, name: 'CC-100 Fleet' },
      license_number: 'NSW1234567',
      license_status: 'Valid',
      license_class: ['C', 'LR'],
      license_country_of_issue: 'Australia',
      license_state: 'New South Wales',
      date_of_birth: { original: '1990-04-12', formated: '12/04/1990' },
      license_valid_upto: { original: '2027-03-31', formated: '31/03/2027' },
      license_front_image: '/uploads/documents/front-riley.png',
      license_back_image: null,
      license_exp_reminder: true,
      lic_exp_remind_before_days: 30,
      lic_exp_reminder_recipients: [{ pk: 7, name: 'Morgan Admin', role: 'Admin' }],
      manager: 'morgan@example.test',
      procon_id: 'TM-88',
      extra_data: { keaz_user_pk: 'KZ-301' },
      address: '1 Harbour St, Sydney',
      postcode: '2000',
      associated_tags: ['night-shift', 'ev-trained', 'airport', 'mentor', 'first-aid'],
      user_tags: [
        { tag_group_name: 'Vehicle Preference', value: 'Hybrid' },
        { tag_group_name: 'Parking Bay', value: 'C7' },
        { tag_group_name: 'Years Driving', value: '12' },
        { tag_group_name: 'Dangerous Goods', value: 'true' },
        { tag_group_name: 'Shift', value: 'Night' },
        { tag_group_name: 'Induction Date', value: '2024-02-01' },
        { tag_group_name: 'Pickup Time', value: '07:45 AM' },
        { tag_group_name: 'Kilometre Allowance', value: '25000' },
        { tag_group_name: 'Trainings', value: ['Towing', 'First Aid'] },
        { tag_group_name: 'Notes', value: 'Prefers automatic vehicles' },
        { tag_group_name: 'Smoker', value: 'false' },
        { tag_group_name: 'Association to Additional Hubs', value: ['32'] },
        { tag_group_name: 'Association to Additional Branches', value: ['21', '22'] },
      ],
      keypad_number: '4411',
      created_at: '2024-01-15T09:00:00Z',
    },
  },
};

/** The same driver with an expired licence: editing warns that it must be valid to book (spec §5). */
export const employeeWithExpiredLicence: Employee = {
  ...employee,
  employee_details: {
    ...employee.employee_details!,
    employees_extension: { ...employee.employee_details!.employees_extension, license_valid_upto: { original: '2025-01-31', formated: '31/01/2025' } },
  },
};

/** CustomFleet, booked, edited by someone who is not a branch manager (spec §6). */
export const bookedEmployee: Employee = { ...employee, is_deleteable: false, edit_scope: 'limited' };

/** A deleted user: never editable, and Delete says why (spec §6). */
export const deletedEmployee: Employee = {
  ...employee,
  status: { name: 'Deleted' },
  is_deleteable: false,
  is_editable: false,
  edit_scope: 'none',
  employee_details: {
    ...employee.employee_details!,
    employees_extension: { ...employee.employee_details!.employees_extension, is_deleted: true },
  },
};

/** Two bookings for the detail's Bookings section (the bookings feature supplies real ones). */
export const bookings: Booking[] = [
  {
    pk: 9001,
    branch: { pk: 21, name: 'Docklands' },
    vehicle: { pk: 701, name: 'Toyota Corolla Hybrid · ABC123' },
    driver: { pk: 301, name: 'Riley Nguyen' },
    start_datetime: { original: '2025-06-20T09:00:00+10:00', formated: '20/06/2025 09:00 AM' },
    end_datetime: { original: '2025-06-20T17:00:00+10:00', formated: '20/06/2025 05:00 PM' },
    status: { status_name: 'Approved' },
    is_active: true,
    is_deleted: false,
    is_hidden: false,
  },
  {
    pk: 9002,
    branch: { pk: 21, name: 'Docklands' },
    vehicle: { pk: 702, name: 'Hyundai Ioniq 5 · EV0042' },
    driver: { pk: 301, name: 'Riley Nguyen' },
    start_datetime: { original: '2025-07-02T08:30:00+10:00', formated: '02/07/2025 08:30 AM' },
    end_datetime: { original: '2025-07-03T12:00:00+10:00', formated: '03/07/2025 12:00 PM' },
    status: { status_name: 'Pending Approval' },
    is_active: true,
    is_deleted: false,
    is_hidden: false,
  },
];
