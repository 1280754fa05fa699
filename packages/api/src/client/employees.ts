import type { Infer } from 'superstruct';
import { ImageUploadResponse, UploadedImage } from '../structs/accounts';
import { MessageResponse } from '../structs/account-recovery';
import { listOf, StatusRef } from '../structs/common';
import { Employee, EmployeeCreated, EmployeeValidation } from '../structs/employee';
import type { UpdateDriverExtensionRequest, UpdateExtensionRequest } from '../structs/employee-write';
import type { EmployeeWrite, UpdateEmailPhoneRequest } from '../structs/user-write';
import type { EmployeeListQuery } from '../structs/user-table';
import { NamedListResponse, TagGroupListResponse } from './lists';
import { EmployeeSearchList, memberSearchCalls } from './member-search';
import { placeSwitchCalls } from './place-switch';
import type { Requester } from './request';

const EmployeeList = listOf(Employee);
export type EmployeeList = Infer<typeof EmployeeList>;
export type { EmployeeSearchList } from './member-search';
const StatusList = listOf(StatusRef);
export type StatusList = Infer<typeof StatusList>;

export type EmployeeSearchQuery = { search?: string; email?: string; employee_id?: string; role?: string; page?: number; page_size?: number };
export type EmployeeValidationQuery = { manager?: string; email?: string; employee_id?: string; pk?: number };

/** The employees-extensions calls of the fleet service (spec §7) and the lists the user forms choose from. */
export function employeeCalls(request: Requester) {
  const createEmployee = (body: EmployeeWrite) => request('tfm', 'employees-extensions/', { method: 'POST', body }, EmployeeCreated);
  const updateEmployee = (pk: number, body: EmployeeWrite) => request('tfm', `employees-extensions/${pk}/`, { method: 'PUT', body }, Employee);
  return {
    /** `GET employees-extensions/`: the users table (search, column filters, ordering, pages). */
    listEmployees: (query: EmployeeListQuery = {}) => request('tfm', 'employees-extensions/', { query }, EmployeeList),
    /** `GET employees-extensions/?ignore_serialize=true`: light rows for pickers (reminder recipients). */
    ...memberSearchCalls(request),
    /** `GET employees-extensions/{pk}/`; deleted users only with `is_deleted`. */
    getEmployee: (pk: number, query: { is_deleted?: boolean } = {}) => request('tfm', `employees-extensions/${pk}/`, { query }, Employee),
    /** `GET employees-extensions/get-profile/`: the caller's own record in the selected organisation. */
    getEmployeeProfile: () => request('tfm', 'employees-extensions/get-profile/', {}, Employee),
    /** `POST employees-extensions/`: the new member, or (`isEmployeeInvited`) the invitation an account already in use was sent. */
    createEmployee,
    /** `PUT employees-extensions/{pk}/`. */
    updateEmployee,
    /** Save is an update when the payload has a pk, else a create (spec §4). */
    saveEmployee: (body: EmployeeWrite) => (body.pk ? updateEmployee(body.pk, body) : createEmployee(body)),
    /** `DELETE employees-extensions/{pk}/`: soft delete (status Deleted). */
    deleteEmployee: (pk: number) => request('tfm', `employees-extensions/${pk}/`, { method: 'DELETE' }, MessageResponse),
    /** `POST employees-extensions/{pk}/reactivate/`: brings a deleted user back (user_activate). */
    reactivateEmployee: (pk: number) => request('tfm', `employees-extensions/${pk}/reactivate/`, { method: 'POST' }, Employee),
    /** `POST employees-extensions/{pk}/reset-password/`: emails the user a reset link (employee_activate). */
    resetEmployeePassword: (pk: number) => request('tfm', `employees-extensions/${pk}/reset-password/`, { method: 'POST' }, MessageResponse),
    /** `POST employees-extensions/{pk}/unlock/`: lifts the member's sign-in paused after failed attempts (employee_activate). */
    unlockEmployeeSignIn: (pk: number) => request('tfm', `employees-extensions/${pk}/unlock/`, { method: 'POST' }, MessageResponse),
    /** `GET employees-extensions/search/`. */
    searchEmployees: (query: EmployeeSearchQuery) => request('tfm', 'employees-extensions/search/', { query }, EmployeeSearchList),
    /** `PUT update-extension/{pk}/`: some extension fields. */
    updateExtension: (pk: number, body: UpdateExtensionRequest) => request('tfm', `update-extension/${pk}/`, { method: 'PUT', body }, Employee),
    /** `PUT update-driver-extension/{pk}/`: a driver's own licence details and custom fields (spec §6). */
    updateDriverExtension: (pk: number, body: UpdateDriverExtensionRequest) =>
      request('tfm', `update-driver-extension/${pk}/`, { method: 'PUT', body }, Employee),
    /** `PUT update-email-phone/{pk}/`. */
    updateEmailPhone: (pk: number, body: UpdateEmailPhoneRequest) => request('tfm', `update-email-phone/${pk}/`, { method: 'PUT', body }, Employee),
    ...placeSwitchCalls(request),
    /** `GET employee/validate/`: the on-blur check of a line manager's email, an email or an Employee ID. */
    validateEmployee: (query: EmployeeValidationQuery) => request('tfm', 'employee/validate/', { query }, EmployeeValidation),
    /** `GET statuses/?entity=organisations_employee`: the user statuses. */
    listUserStatuses: () => request('tfm', 'statuses/', { query: { entity: 'organisations_employee' } }, StatusList),
    /** `GET roles/` of the selected organisation. */
    listRoles: () => request('tfm', 'roles/', {}, NamedListResponse),
    /** `GET departments/`. */
    listDepartments: () => request('tfm', 'departments/', {}, NamedListResponse),
    /** `GET cost-centres/`. */
    listCostCentres: () => request('tfm', 'cost-centres/', {}, NamedListResponse),
    /** `GET tags/?tag_type=user`: the custom fields of an entity. */
    listTagGroups: (tagType: 'user' | 'branch' | 'booking' | 'vehicle' = 'user') =>
      request('tfm', 'tags/', { query: { tag_type: tagType } }, TagGroupListResponse),
    /** `GET document/upload/?filename=`: first step of a licence photo upload; answers a one-time URL. */
    requestDocumentUpload: (filename: string) => request('tfm', 'document/upload/', { query: { filename } }, ImageUploadResponse),
    /** Second step: the file as multipart field `file` to that URL; answers where it is served. */
    uploadDocument: (url: string, file: Blob, fileName: string) => {
      const form = new FormData();
      form.append('file', file, fileName);
      const at = url.indexOf('/api/v1/tfm/');
      return request('tfm', at === -1 ? url : url.slice(at + '/api/v1/tfm/'.length), { method: 'POST', body: form }, UploadedImage);
    },
  };
}
export type EmployeeCalls = ReturnType<typeof employeeCalls>;
