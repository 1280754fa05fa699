import type { Employee } from '@motorpool/api';
import { employee, userFormOptions } from './user-form-fixtures';

/** Plain data for the profile's Personal, License and Other Details stories and tests; never imported by the library itself. */

const extension = employee.employee_details!.employees_extension;

/** The signed-in driver's own record, as `employees-extensions/get-profile/` answers it: licence and custom fields only (spec §6). */
export const ownEmployee: Employee = { ...employee, is_deleteable: false, edit_scope: 'limited' };

/** A driver who has not yet given any licence details. */
export const ownEmployeeWithoutLicence: Employee = {
  ...ownEmployee,
  employee_details: {
    ...employee.employee_details!,
    employees_extension: {
      ...extension,
      license_number: null,
      license_class: [],
      license_country_of_issue: null,
      license_state: null,
      license_valid_upto: null,
      license_front_image: null,
      license_back_image: null,
      license_status: null,
    },
  },
};

/** The same driver with a licence that expired before `USER_FORM_TODAY`. */
export const ownEmployeeWithExpiredLicence: Employee = {
  ...ownEmployee,
  employee_details: {
    ...employee.employee_details!,
    employees_extension: { ...extension, license_valid_upto: { original: '2025-01-31', formated: '31/01/2025' } },
  },
};

/** A driver who has answered none of the custom fields: mandatory ones without a default are empty. */
export const ownEmployeeWithoutTags: Employee = {
  ...ownEmployee,
  employee_details: {
    ...employee.employee_details!,
    employees_extension: { ...extension, user_tags: [] },
  },
};

/** A record the server says the person may not change. */
export const lockedOwnEmployee: Employee = { ...ownEmployee, is_editable: false, edit_scope: 'none' };

/** Branches and hubs, to name the association groups' values. */
export const branchNames = [...userFormOptions.branches];

/** A driver who has given none of the general details an organisation may require (spec §5), and has no Employee ID yet. */
export const ownEmployeeWithoutPersonalDetails: Employee = {
  ...ownEmployee,
  employee_id: null,
  employee_details: {
    ...employee.employee_details!,
    employee_id: null,
    employees_extension: { ...extension, date_of_birth: null, manager: null, cost_centre: null, departments: [] },
  },
};

/** Departments and cost centres to choose from. */
export const departmentNames = [...userFormOptions.departments];
export const costCentreNames = [...userFormOptions.costCentres];
