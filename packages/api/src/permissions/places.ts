import { INDUSTRY_CUSTOM_FLEET } from '../structs/organisation';
import { holds, type Caller, type Holder } from './caller';
import { mayManageStructure } from './organisation';

/** Has the branch manager's pages (spec §2): Branch Bookings (and booking from it), My Branch, Associated Branches. */
export function managesABranch(caller: Holder): boolean {
  return holds(caller, 'is_branch_manager');
}

/** Reads and changes "my branch": a branch manager with a membership, whose branch it is. */
export function mayManageOwnBranch(caller: Pick<Caller, 'permissions' | 'employeeId'>): boolean {
  return managesABranch(caller) && caller.employeeId !== null;
}

/** Switching hub or branch is a personal choice from the user menu: only ever of the caller's own membership. */
export function maySwitchPlaceOf(caller: Pick<Caller, 'employeeId'>, employeeId: number): boolean {
  return caller.employeeId !== null && caller.employeeId === employeeId;
}

/**
 * Spec §2 Switch Branch: branch managers of a CustomFleet organisation
 * (decided by is_branch_manager, not by the role's name, which an
 * organisation may change).
 */
export function maySwitchBranch(caller: Pick<Caller, 'permissions' | 'industry'>): boolean {
  return caller.industry === INDUSTRY_CUSTOM_FLEET && holds(caller, 'is_branch_manager');
}

/**
 * Spec §2 Switch Hub: hub managers and HubBranch users (by permission: a
 * role's name may change), while the organisation has hubs turned on.
 */
export function maySwitchHub(caller: Holder, hubsEnabled: boolean): boolean {
  return hubsEnabled && holds(caller, 'is_hub_manager', 'hub_switch');
}

/**
 * Approves, as the "hub manager" approver kind, the bookings of the hub they
 * work from and the branches it serves; with hubs off a hub manager keeps
 * their role but acts with their branch's reach only.
 */
export function approvesAsHubManager(caller: Holder, hubsEnabled: boolean): boolean {
  return hubsEnabled && holds(caller, 'is_hub_manager');
}

/** Vehicles change for those who shape the organisation, and for a branch's named managers (`managedBranchIds`). */
export function mayWriteVehicles(caller: Holder, managedBranchIds: ReadonlySet<number>): boolean {
  return mayManageStructure(caller) || managedBranchIds.size > 0;
}

/** …anywhere for those who shape the organisation, else only at branches the caller is named manager of. */
export function mayWriteVehiclesAt(caller: Holder, managedBranchIds: ReadonlySet<number>, branchIds: readonly number[]): boolean {
  return mayManageStructure(caller) || branchIds.every((id) => managedBranchIds.has(id));
}
