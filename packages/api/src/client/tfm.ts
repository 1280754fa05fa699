import type { Infer } from 'superstruct';
import { listOf } from '../structs/common';
import { Branch } from '../structs/branch';
import type { Requester } from './request';

const BranchList = listOf(Branch);
export type BranchList = Infer<typeof BranchList>;

export type ListBranchesQuery = {
  page?: number;
  page_size?: number;
  is_active?: boolean;
  ordering?: 'name' | '-name';
  search?: string;
};

/** Calls of the fleet (tfm) service (spec §7), added as the server implements them. */
export function tfmCalls(request: Requester) {
  return {
    /** `GET branches/` of the selected organisation. */
    listBranches: (query: ListBranchesQuery = {}) => request('tfm', 'branches/', { query }, BranchList),
    /** `GET branches/{pk}/`. */
    getBranch: (pk: number) => request('tfm', `branches/${pk}/`, {}, Branch),
  };
}
export type TfmCalls = ReturnType<typeof tfmCalls>;
