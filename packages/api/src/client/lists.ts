import type { Infer } from 'superstruct';
import { Branch } from '../structs/branch';
import { BranchHoliday } from '../structs/branch-write';
import { listOf, NamedRef } from '../structs/common';
import { TagGroup } from '../structs/tags';

// The list responses that more than one group of calls checks; the package exports their types only.
export const BranchListResponse = listOf(Branch);
export type BranchList = Infer<typeof BranchListResponse>;
export const BranchHolidayListResponse = listOf(BranchHoliday);
export type BranchHolidayList = Infer<typeof BranchHolidayListResponse>;
export const NamedListResponse = listOf(NamedRef);
export type NamedList = Infer<typeof NamedListResponse>;
export const TagGroupListResponse = listOf(TagGroup);
export type TagGroupList = Infer<typeof TagGroupListResponse>;
