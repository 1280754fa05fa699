/**
 * The users table of spec §2: its 24 columns in order, shared by the widget
 * (headers, filters, visibility) and the server (ordering, filters, export).
 */
export type UserColumnFilter = 'text' | 'select' | 'date' | 'yes-no' | null;

export type UserColumn = {
  /** Query key for `ordering` and the column filter, and the preference entry for visibility. */
  key: string;
  label: string;
  sortable: boolean;
  filter: UserColumnFilter;
};

// Generic in the key so UserColumnKey is the union of the 24 keys, not `string`.
const column = <K extends string>(key: K, label: string, sortable: boolean, filter: UserColumnFilter) => ({ key, label, sortable, filter });

export const USER_TABLE_COLUMNS = [
  column('actions', 'Action', false, null),
  column('employee_id', 'Emp ID', true, 'text'),
  column('name', 'Name', true, 'text'),
  column('phone', 'Contact Number', false, 'text'),
  column('email', 'Email', true, 'text'),
  column('procon_id', 'Telematics User ID', true, 'text'),
  column('branch', 'Branch', true, 'select'),
  column('departments', 'Department', false, 'select'),
  column('cost_centre', 'Cost Centre', true, 'select'),
  column('status', 'Status', true, 'select'),
  column('license_class', 'License Class', false, 'text'),
  column('license_status', 'License Status', false, 'select'),
  column('license_valid_upto', 'License Expiry Date', true, 'date'),
  column('license_number', 'License Number', true, 'text'),
  column('address', 'Address', true, 'text'),
  column('license_state', 'State/Region', true, 'text'),
  column('role', 'Role', true, 'select'),
  column('keypad_number', 'Traka Keypad ID', true, 'text'),
  column('date_of_birth', 'Date of Birth', true, 'date'),
  column('associated_tags', 'Associated Tags', false, 'text'),
  column('license_exp_reminder', 'License Expiry Reminder', true, 'yes-no'),
  column('lic_exp_remind_before_days', 'Days Before Expiry', true, 'text'),
  column('lic_exp_reminder_recipients', 'Reminder Recipients', false, 'text'),
  column('keaz_user_pk', 'Keaz User ID', true, 'text'),
] as const satisfies readonly UserColumn[];

export type UserColumnKey = (typeof USER_TABLE_COLUMNS)[number]['key'];
export type UserFilterKey = Exclude<UserColumnKey, 'actions'>;

/** Width of the actions column (spec §2); the invite table's is 70. */
export const USER_ACTIONS_WIDTH = 150;
export const INVITE_ACTIONS_WIDTH = 70;
/** Row actions past this many collapse into a 'more' menu (spec §9). */
export const ACTIONS_BEFORE_MORE = 6;
/** The page sizes offered (spec §9). */
export const PAGE_SIZES = [1, 2, 10, 15, 20, 30, 45, 60] as const;
export const DEFAULT_PAGE_SIZE = 15;

/** License Status is derived from the expiry date: there is no separate source for it. */
export const LICENSE_STATUSES = ['Valid', 'Expired', 'Not Provided'] as const;
export type LicenseStatus = (typeof LICENSE_STATUSES)[number];

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * Query of `GET employees-extensions/` (spec §7). Column filters use the
 * column keys above; their values by filter kind: text — contains, any case;
 * select — comma-separated pks for branch, departments, cost_centre and role,
 * names for status and license_status; date — `yyyy-MM-dd` or a range
 * `from,to` (either end may be empty); yes-no — `true` / `false`. A user tag
 * filters as `user_tags.<tag group name>` (contains, any case).
 */
export type EmployeeListQuery = {
  page?: number;
  page_size?: (typeof PAGE_SIZES)[number];
  search?: string;
  /** A sortable column key, with a leading '-' for descending. */
  ordering?: string;
  /** Lighter rows (EmployeeSearchResult: pk, name, email, employee_id, role) for pickers. */
  ignore_serialize?: boolean;
  /** Include deleted users (status Deleted); they are left out otherwise. */
  is_deleted?: boolean;
  /** false: only members who have not set up their account yet (the non-registered drivers); true: only those who have. */
  registered?: boolean;
} & Partial<Record<UserFilterKey | `user_tags.${string}`, string>>;
