import type { Infer } from 'superstruct';
import { listOf } from '../structs/common';
import { EmployeeSearchResult } from '../structs/employee';
import type { EmployeeListQuery } from '../structs/user-table';
import type { Requester } from './request';

export const EmployeeSearchList = listOf(EmployeeSearchResult);
export type EmployeeSearchList = Infer<typeof EmployeeSearchList>;

/**
 * The light search over the organisation's members (name, email, role), for
 * people pickers: a module apart from the other employee calls, so a screen
 * that only picks people does not bring the employee forms' structs.
 */
export function memberSearchCalls(request: Requester) {
  return {
    /** `GET employees-extensions/?ignore_serialize`: members as search results. */
    listEmployeeSummaries: (query: EmployeeListQuery = {}) =>
      request('tfm', 'employees-extensions/', { query: { ...query, ignore_serialize: true } }, EmployeeSearchList),
  };
}
