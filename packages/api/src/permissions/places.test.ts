import { describe, expect, it } from 'vitest';
import { effectivePermissions, isSignUpApprover, mayCreateOrganisation, mayManageEmbedKeys, mayManageJobs, mayManageStructure } from './organisation';
import { mayManageOwnBranch, maySwitchBranch, maySwitchHub, maySwitchPlaceOf, mayWriteVehicles, mayWriteVehiclesAt } from './places';
import { callerWith } from './test-callers';

describe('place switching decides by permission, never by role name', () => {
  it('Switch Hub: holders of is_hub_manager or hub_switch', () => {
    expect(maySwitchHub(callerWith(['is_hub_manager']), true)).toBe(true);
    expect(maySwitchHub(callerWith(['hub_switch']), true)).toBe(true);
    expect(maySwitchHub(callerWith(['user_write', 'employee_update']), true)).toBe(false);
  });

  it('Switch Hub: nobody while the organisation has hubs turned off', () => {
    expect(maySwitchHub(callerWith(['is_hub_manager']), false)).toBe(false);
    expect(maySwitchHub(callerWith(['hub_switch']), false)).toBe(false);
  });

  it('Switch Branch: is_branch_manager in a CustomFleet organisation', () => {
    expect(maySwitchBranch(callerWith(['is_branch_manager'], { industry: 'CustomFleet' }))).toBe(true);
    expect(maySwitchBranch(callerWith(['is_branch_manager'], { industry: 'Fleet' }))).toBe(false);
    expect(maySwitchBranch(callerWith(['user_write'], { industry: 'CustomFleet' }))).toBe(false);
  });

  it('only one’s own membership is switched', () => {
    expect(maySwitchPlaceOf(callerWith([], { employeeId: 10 }), 10)).toBe(true);
    expect(maySwitchPlaceOf(callerWith([], { employeeId: 10 }), 11)).toBe(false);
    expect(maySwitchPlaceOf(callerWith([], { employeeId: null }), 10)).toBe(false);
  });
});

describe('branches and vehicles', () => {
  it('My Branch is for members holding is_branch_manager', () => {
    expect(mayManageOwnBranch(callerWith(['is_branch_manager']))).toBe(true);
    expect(mayManageOwnBranch(callerWith(['is_branch_manager'], { employeeId: null }))).toBe(false);
  });

  it('vehicles change anywhere for structure managers, else only at branches one manages', () => {
    const named = new Set([5]);
    expect(mayWriteVehicles(callerWith(['organisation_write']), new Set())).toBe(true);
    expect(mayWriteVehicles(callerWith(['user_write']), new Set())).toBe(false);
    expect(mayWriteVehiclesAt(callerWith([]), named, [5])).toBe(true);
    expect(mayWriteVehiclesAt(callerWith([]), named, [5, 6])).toBe(false);
    expect(mayWriteVehiclesAt(callerWith(['super_users']), new Set(), [6])).toBe(true);
  });
});

describe('organisation', () => {
  it('structure and embed keys: organisation_write or super_users', () => {
    expect(mayManageStructure(callerWith(['organisation_write']))).toBe(true);
    expect(mayManageEmbedKeys(callerWith(['super_users']))).toBe(true);
    expect(mayManageStructure(callerWith(['user_write', 'is_branch_manager']))).toBe(false);
  });

  it('a CustomFleet branch manager loses user_write', () => {
    expect(effectivePermissions('CustomFleet', ['user_write', 'is_branch_manager'])).toEqual(['is_branch_manager']);
    expect(effectivePermissions('Fleet', ['user_write', 'is_branch_manager'])).toEqual(['is_branch_manager', 'user_write']);
  });

  it('organisations are created by system admins; registrations decided by the named approvers', () => {
    expect(mayCreateOrganisation(callerWith(['organisation_write']))).toBe(false);
    expect(mayCreateOrganisation(callerWith([], { isSystemAdmin: true }))).toBe(true);
    expect(isSignUpApprover(callerWith([], { userId: 4 }), [3, 4])).toBe(true);
    expect(isSignUpApprover(callerWith([], { userId: null }), [])).toBe(false);
  });

  it('the jobs screen is for system admins only, whatever the role holds', () => {
    expect(mayManageJobs(callerWith(['organisation_write', 'super_users']))).toBe(false);
    expect(mayManageJobs(callerWith([], { isSystemAdmin: true }))).toBe(true);
  });
});
