import { array, boolean, enums, literal, nullable, number, optional, record, string, type, union, unknown, type Infer } from 'superstruct';
import { DisplayedDate, NamedRef, PersonRef, PrimaryKey, StatusRef, jsonValue } from './common';
import { UserTag } from './tags';
import { LICENSE_STATUSES } from './user-table';

export const EDIT_SCOPES = ['full', 'limited', 'none'] as const;
export type EditScope = (typeof EDIT_SCOPES)[number];

/** Names of user statuses of spec §4 (others may exist: "not shown"). */
export const USER_STATUSES = ['Active', 'Inactive', 'Rejected', 'Pending Approval', 'Sys Admin', 'Deleted'] as const;

/** The person behind an employee record (spec §3 "user part"). */
export const UserPart = type({
  pk: PrimaryKey,
  first_name: string(),
  last_name: string(),
  email: string(),
  phone: optional(nullable(string())),
  country_code: optional(nullable(string())),
  /** The phone split for the form (spec §3: dial code, number, country; default 61 / au). */
  phone_parts: optional(nullable(type({ dial_code: string(), number: string(), country_code: string() }))),
  profile_image: optional(nullable(string())),
});
export type UserPart = Infer<typeof UserPart>;

/** Membership of a user in an organisation, with licence and HR details (spec §3 employees_extension). */
export const EmployeesExtension = type({
  pk: PrimaryKey,
  is_deleted: boolean(),
  branch: nullable(NamedRef),
  hub: optional(nullable(NamedRef)),
  departments: optional(array(NamedRef)),
  cost_centre: optional(nullable(NamedRef)),
  license_number: optional(nullable(string())),
  license_type: optional(nullable(string())),
  license_status: optional(nullable(enums(LICENSE_STATUSES))),
  license_class: optional(array(string())),
  license_country_of_issue: optional(nullable(string())),
  license_state: optional(nullable(string())),
  date_of_birth: optional(nullable(DisplayedDate)),
  license_valid_upto: optional(nullable(DisplayedDate)),
  license_front_image: optional(nullable(string())),
  license_back_image: optional(nullable(string())),
  license_exp_reminder: optional(boolean()),
  lic_exp_remind_before_days: optional(nullable(number())),
  lic_exp_reminder_recipients: optional(array(PersonRef)),
  manager: optional(nullable(string())),
  procon_id: optional(nullable(string())),
  extra_data: optional(nullable(type({ keaz_user_pk: optional(nullable(jsonValue)) }))),
  address: optional(nullable(string())),
  postcode: optional(nullable(string())),
  associated_tags: optional(array(string())),
  user_tags: optional(array(UserTag)),
  keypad_number: optional(nullable(string())),
  created_at: optional(string()),
});
export type EmployeesExtension = Infer<typeof EmployeesExtension>;

/** An employee row as the users table and forms receive it (spec §3 Employee). */
export const Employee = type({
  pk: PrimaryKey,
  name: string(),
  email: string(),
  employee_id: optional(nullable(string())),
  status: StatusRef,
  role: nullable(NamedRef),
  is_active: boolean(),
  is_activate: optional(boolean()),
  is_deleteable: optional(boolean()),
  is_editable: optional(boolean()),
  /**
   * What the caller may change (spec §6): everything, only basic and licence
   * details (CustomFleet, booked user, caller not a branch manager), or nothing.
   */
  edit_scope: optional(enums(EDIT_SCOPES)),
  /**
   * The account's name, email, phone and photo are its holder's: the account
   * is also another organisation's, or its holder has signed in. The caller
   * sees them but cannot change them (the member's own record says false).
   */
  account_managed_by_holder: optional(boolean()),
  user: optional(UserPart),
  employee_details: optional(
    type({
      first_name: string(),
      last_name: string(),
      employee_id: optional(nullable(string())),
      role: optional(nullable(NamedRef)),
      employees_extension: EmployeesExtension,
    }),
  ),
  extra: optional(record(string(), unknown())),
});
export type Employee = Infer<typeof Employee>;

/**
 * `POST employees-extensions/` for an email whose account is already in use
 * (202): an invitation went out, and nothing is said about the account.
 */
export const EmployeeInvited = type({ message: string(), invited: literal(true) });
export type EmployeeInvited = Infer<typeof EmployeeInvited>;

/** What adding a user answers: the new member (201), or the invitation sent (202). */
export const EmployeeCreated = union([Employee, EmployeeInvited]);
export type EmployeeCreated = Infer<typeof EmployeeCreated>;

export const isEmployeeInvited = (answer: EmployeeCreated): answer is EmployeeInvited => 'invited' in answer && answer.invited === true;

/** One hit of `employees-extensions/search/`. */
export const EmployeeSearchResult = type({
  pk: PrimaryKey,
  email: string(),
  employee_id: nullable(string()),
  name: string(),
  role: nullable(string()),
});
export type EmployeeSearchResult = Infer<typeof EmployeeSearchResult>;

/** `GET employee/validate/`: whether each given value is acceptable, with the message to show when not. */
export const EmployeeValidation = type({ valid: boolean(), fields: optional(record(string(), string())) });
export type EmployeeValidation = Infer<typeof EmployeeValidation>;
