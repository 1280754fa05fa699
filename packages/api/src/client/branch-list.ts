import { Branch } from '../structs/branch';
import { BranchListResponse } from './lists';
import type { Requester } from './request';

export type ListBranchesQuery = {
  page?: number;
  page_size?: number;
  is_active?: boolean;
  branch_type?: 'branch' | 'hub';
  /** JSON lists of pks, e.g. `[1,2]` (spec §7). */
  hub_pks?: string;
  branch_pks?: string;
  ordering?: 'name' | '-name';
  search?: string;
};

/**
 * Reading branches and hubs, apart from the rest of `branchCalls`: many
 * widgets only list branches (filters, pickers, the calendar), and an element
 * bundle carries the structs of every call its code can reach.
 */
export function branchListCalls(request: Requester) {
  return {
    /** `GET branches/` of the selected organisation. */
    listBranches: (query: ListBranchesQuery = {}) => request('tfm', 'branches/', { query }, BranchListResponse),
    /** `GET branches/{pk}/`. */
    getBranch: (pk: number) => request('tfm', `branches/${pk}/`, {}, Branch),
  };
}
