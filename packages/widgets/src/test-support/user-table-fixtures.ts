import type { Employee, Invite } from '@motorpool/api';

/** Plain data for the users and invites table stories and tests; never imported by the library itself. */

const docklands = { pk: 21, name: 'Docklands' };
const parramatta = { pk: 22, name: 'Parramatta' };
const operations = { pk: 31, name: 'Operations' };
const sales = { pk: 32, name: 'Sales' };
const fleetCentre = { pk: 41, name: 'Fleet 100' };
const driverRole = { pk: 3, name: 'Driver' };
const branchManagerRole = { pk: 4, name: 'Branch Manager' };

type EmployeeFixture = {
  pk: number;
  first: string;
  last: string;
  status?: string;
  role?: { pk: number; name: string };
  branch?: { pk: number; name: string };
  deleteable?: boolean;
  editScope?: Employee['edit_scope'];
  extension?: Partial<NonNullable<Employee['employee_details']>['employees_extension']>;
};

function employee({
  pk,
  first,
  last,
  status = 'Active',
  role = driverRole,
  branch = docklands,
  deleteable = true,
  editScope = 'full',
  extension = {},
}: EmployeeFixture): Employee {
  const deleted = status === 'Deleted';
  const email = `${first}.${last}@example.test`.toLowerCase();
  return {
    pk,
    name: `${first} ${last}`,
    email,
    employee_id: `E${String(pk).padStart(4, '0')}`,
    status: { name: status },
    role,
    is_active: status === 'Active',
    is_activate: status === 'Active',
    is_deleteable: deleteable && !deleted,
    is_editable: !deleted && editScope !== 'none',
    edit_scope: deleted ? 'none' : editScope,
    user: { pk: pk + 1000, first_name: first, last_name: last, email, phone: `+6141${String(pk).padStart(7, '0')}`, country_code: 'AU' },
    employee_details: {
      first_name: first,
      last_name: last,
      employee_id: `E${String(pk).padStart(4, '0')}`,
      role,
      employees_extension: {
        pk: pk + 5000,
        is_deleted: deleted,
        branch,
        departments: [operations],
        cost_centre: fleetCentre,
        license_number: `NSW${pk}77`,
        license_status: 'Valid',
        license_class: ['C'],
        license_state: 'NSW',
        date_of_birth: { original: '1988-04-09', formated: '09/04/1988' },
        license_valid_upto: '2027-11-30',
        license_exp_reminder: true,
        lic_exp_remind_before_days: 30,
        lic_exp_reminder_recipients: [{ pk: 9, name: 'Priya Admin', role: 'Admin' }],
        procon_id: `T-${pk}`,
        extra_data: { keaz_user_pk: 7000 + pk },
        address: `${pk} George Street, Sydney`,
        postcode: '2000',
        associated_tags: ['Pool car'],
        keypad_number: String(4400 + pk),
        ...extension,
      },
    },
  };
}

export const employees: Employee[] = [
  employee({ pk: 101, first: 'Dana', last: 'Driver' }),
  employee({
    pk: 102,
    first: 'Sam',
    last: 'Okafor',
    deleteable: false,
    branch: parramatta,
    extension: { departments: [operations, sales], license_class: ['C', 'LR'], license_status: 'Expired', license_valid_upto: '2024-01-31' },
  }),
  employee({ pk: 103, first: 'Lee', last: 'Tran', status: 'Deleted' }),
  employee({
    pk: 104,
    first: 'Mia',
    last: 'Rossi',
    status: 'Pending Approval',
    role: branchManagerRole,
    extension: { license_status: 'Not Provided', license_valid_upto: null, license_number: null, license_exp_reminder: false, lic_exp_reminder_recipients: [] },
  }),
  employee({ pk: 105, first: 'Noah', last: 'Kim', status: 'Inactive', extension: { associated_tags: [], keypad_number: null, procon_id: null } }),
];

/** Rows of a CustomFleet organisation: a booked user the viewer may only edit in part, and one not at all. */
export const customFleetEmployees: Employee[] = [
  employee({ pk: 201, first: 'Ava', last: 'Nguyen', deleteable: false, editScope: 'limited' }),
  employee({ pk: 202, first: 'Ben', last: 'Walsh', editScope: 'none' }),
  employee({ pk: 203, first: 'Cara', last: 'Lopez' }),
];

const FIRST = ['Alex', 'Bree', 'Cody', 'Dee', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jo'];
const LAST = ['Adams', 'Brown', 'Chen', 'Diaz', 'Evans', 'Fox', 'Gray', 'Hill', 'Ito', 'Jones'];

/** A full page of 60 users, more than fit on screen: only those in view are rendered. */
export const manyEmployees: Employee[] = Array.from({ length: 60 }, (_, index) =>
  employee({ pk: 300 + index, first: FIRST[index % 10] ?? 'Alex', last: LAST[Math.floor(index / 6) % 10] ?? 'Adams' }),
);

export const lookups = {
  branches: [docklands, parramatta],
  departments: [operations, sales],
  costCentres: [fleetCentre],
  roles: [driverRole, branchManagerRole],
  statuses: ['Active', 'Inactive', 'Rejected', 'Pending Approval', 'Sys Admin', 'Deleted'].map((name) => ({ name })),
};

/** Every permission the users table looks at (spec §6). */
export const adminPermissions = ['user_write', 'user_activate', 'employee_activate', 'employee_update', 'note_read', 'incident_write'];

export const invites: Invite[] = [
  {
    pk: 601,
    name: 'Riley Nguyen',
    email: 'riley@example.test',
    status: { name: 'Pending Approval' },
    role: driverRole,
    branch: docklands,
    invited_by: { pk: 9 },
  },
  { pk: 602, name: 'Sky Patel', email: 'sky@example.test', status: { name: 'Resent' }, role: driverRole, branch: parramatta, invited_by: { pk: 9 } },
  { pk: 603, name: 'Tom Berg', email: 'tom@example.test', status: { name: 'Accepted' }, role: branchManagerRole, branch: docklands, invited_by: { pk: 9 } },
  { pk: 604, name: 'Uma Shah', email: 'uma@example.test', status: { name: 'Expired' }, role: null, branch: null, invited_by: null },
];
