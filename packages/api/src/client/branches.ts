import type { Infer } from 'superstruct';
import { MessageResponse } from '../structs/account-recovery';
import { Branch, BranchRelation } from '../structs/branch';
import {
  BranchHoliday,
  PublicHoliday,
  type BranchHolidayWrite,
  type BranchRelationWrite,
  type BranchWrite,
  type MyBranchWrite,
  type NamedWrite,
  type PublicHolidayImport,
  type PublicHolidayWrite,
  type TagGroupWrite,
} from '../structs/branch-write';
import { listOf, NamedRef, PersonRef } from '../structs/common';
import { TagGroup } from '../structs/tags';
import { branchListCalls } from './branch-list';
import { BranchHolidayListResponse, BranchListResponse, NamedListResponse } from './lists';
import { hubsSettingCalls } from './hubs-setting';
import type { Requester } from './request';

const PersonList = listOf(PersonRef);
export type PersonList = Infer<typeof PersonList>;
const RelationList = listOf(BranchRelation);
export type BranchRelationList = Infer<typeof RelationList>;
const PublicHolidayList = listOf(PublicHoliday);
export type PublicHolidayList = Infer<typeof PublicHolidayList>;

export type BranchHolidayQuery = { branch?: number; year?: number; page?: number; page_size?: number };
export type PublicHolidayQuery = { country: string; state?: string; year?: number; page?: number; page_size?: number };

/** Branches, hubs and the organisation's structure (spec §7 fleet-service calls). */
export function branchCalls(request: Requester) {
  return {
    ...branchListCalls(request),
    /** `POST branches/`. */
    createBranch: (body: BranchWrite) => request('tfm', 'branches/', { method: 'POST', body }, Branch),
    /** `PUT branches/{pk}/`. */
    updateBranch: (pk: number, body: BranchWrite) => request('tfm', `branches/${pk}/`, { method: 'PUT', body }, Branch),
    /** `PUT update-branch/{pk}/` with `{branch}` (spec §7). */
    updateBranchWrapped: (pk: number, branch: BranchWrite) => request('tfm', `update-branch/${pk}/`, { method: 'PUT', body: { branch } }, Branch),
    /** `DELETE branches/{pk}/`: soft delete. */
    deleteBranch: (pk: number) => request('tfm', `branches/${pk}/`, { method: 'DELETE' }, MessageResponse),
    /** `GET associated-branches/`: the branches linked to the caller's (branch relations, associations). */
    listAssociatedBranches: (query: { page?: number; page_size?: number } = {}) => request('tfm', 'associated-branches/', { query }, BranchListResponse),
    /** `GET associated-branches/{pk}/`. */
    getAssociatedBranch: (pk: number) => request('tfm', `associated-branches/${pk}/`, {}, Branch),
    /** `GET branch-managers/`: members who may manage a branch. */
    listBranchManagers: () => request('tfm', 'branch-managers/', {}, PersonList),
    /** `GET geofences/`: named geofences. */
    listGeofences: () => request('tfm', 'geofences/', {}, NamedListResponse),
    /** `POST geofences/`, `PUT`/`DELETE geofences/{pk}/`: a rename follows on the branches that use it; delete is refused while they do. */
    createGeofence: (body: NamedWrite) => request('tfm', 'geofences/', { method: 'POST', body }, NamedRef),
    updateGeofence: (pk: number, body: NamedWrite) => request('tfm', `geofences/${pk}/`, { method: 'PUT', body }, NamedRef),
    deleteGeofence: (pk: number) => request('tfm', `geofences/${pk}/`, { method: 'DELETE' }),
    /** `GET my-branch/`: the branch the caller manages. */
    getMyBranch: () => request('tfm', 'my-branch/', {}, Branch),
    /** `PUT my-branch/`. */
    updateMyBranch: (body: MyBranchWrite) => request('tfm', 'my-branch/', { method: 'PUT', body }, Branch),
    /** `GET branch-relations/`. */
    listBranchRelations: () => request('tfm', 'branch-relations/', {}, RelationList),
    /** `POST branch-relations/bulk/`: replaces what `from_branch` serves. */
    saveBranchRelations: (body: BranchRelationWrite) => request('tfm', 'branch-relations/bulk/', { method: 'POST', body }, BranchRelation),
    /** `GET branch-holidays/`. */
    listBranchHolidays: (query: BranchHolidayQuery = {}) => request('tfm', 'branch-holidays/', { query }, BranchHolidayListResponse),
    /** `POST branch-holidays/`. */
    createBranchHoliday: (body: BranchHolidayWrite) => request('tfm', 'branch-holidays/', { method: 'POST', body }, BranchHoliday),
    /** `DELETE branch-holidays/{pk}/`. */
    deleteBranchHoliday: (pk: number) => request('tfm', `branch-holidays/${pk}/`, { method: 'DELETE' }),
    /** `GET public-holidays/`: the organisation's calendar for a country (and state). */
    listPublicHolidays: (query: PublicHolidayQuery) => request('tfm', 'public-holidays/', { query }, PublicHolidayList),
    /** `POST public-holidays/`. */
    createPublicHoliday: (body: PublicHolidayWrite) => request('tfm', 'public-holidays/', { method: 'POST', body }, PublicHoliday),
    /** `PUT public-holidays/{pk}/`. */
    updatePublicHoliday: (pk: number, body: PublicHolidayWrite) => request('tfm', `public-holidays/${pk}/`, { method: 'PUT', body }, PublicHoliday),
    /** `DELETE public-holidays/{pk}/`. */
    deletePublicHoliday: (pk: number) => request('tfm', `public-holidays/${pk}/`, { method: 'DELETE' }),
    /** `POST public-holidays/import/`: loads a year of a country's (state's) holidays; existing dates are kept. */
    importPublicHolidays: (body: PublicHolidayImport) => request('tfm', 'public-holidays/import/', { method: 'POST', body }, PublicHolidayList),
    /** `POST departments/`, `PUT`/`DELETE departments/{pk}/`. */
    createDepartment: (body: NamedWrite) => request('tfm', 'departments/', { method: 'POST', body }, NamedRef),
    updateDepartment: (pk: number, body: NamedWrite) => request('tfm', `departments/${pk}/`, { method: 'PUT', body }, NamedRef),
    deleteDepartment: (pk: number) => request('tfm', `departments/${pk}/`, { method: 'DELETE' }),
    /** `POST cost-centres/`, `PUT`/`DELETE cost-centres/{pk}/`. */
    createCostCentre: (body: NamedWrite) => request('tfm', 'cost-centres/', { method: 'POST', body }, NamedRef),
    updateCostCentre: (pk: number, body: NamedWrite) => request('tfm', `cost-centres/${pk}/`, { method: 'PUT', body }, NamedRef),
    deleteCostCentre: (pk: number) => request('tfm', `cost-centres/${pk}/`, { method: 'DELETE' }),
    /** `POST tags/`, `PUT`/`DELETE tags/{pk}/`: custom-field groups; the special groups refuse. */
    createTagGroup: (body: TagGroupWrite) => request('tfm', 'tags/', { method: 'POST', body }, TagGroup),
    updateTagGroup: (pk: number, body: TagGroupWrite) => request('tfm', `tags/${pk}/`, { method: 'PUT', body }, TagGroup),
    deleteTagGroup: (pk: number) => request('tfm', `tags/${pk}/`, { method: 'DELETE' }),
    ...hubsSettingCalls(request),
  };
}

export type BranchCalls = ReturnType<typeof branchCalls>;
