import { describe, expect, it } from 'vitest';
import { INDUSTRY_CUSTOM_FLEET, messages, PERMISSION_NAMES } from '@motorpool/api';
import {
  employeeAccess,
  isSelfService,
  LIMITED_FIELDS,
  mayManageEmployees,
  mayViewEmployees,
  SELF_SERVICE_FIELDS,
  type Actor,
  type Subject,
} from '../src/employees/permissions';
import { effectivePermissions } from '../src/tenancy/permissions';

const ME = 1;
const OTHER = 2;

function actor(permissions: readonly string[], industry = 'Fleet'): Actor {
  return { userId: ME, isSystemAdmin: false, industry, permissions: new Set(effectivePermissions(industry, permissions)), now: new Date() };
}
const subject = (overrides: Partial<Subject> = {}): Subject => ({ userId: OTHER, isDeleted: false, isPrivileged: false, isBooked: false, ...overrides });

const SUPER = ['super_users', 'user_write', 'user_activate', 'employee_activate'];
const WRITER = ['user_write', 'employee_activate'];
const DRIVER = ['driver_user', 'view_my_bookings'];

describe('spec §6 edit rules', () => {
  it('lets super users edit anyone, including other super users and themselves, fully', () => {
    expect(employeeAccess(actor(SUPER), subject()).edit_scope).toBe('full');
    expect(employeeAccess(actor(SUPER), subject({ isPrivileged: true })).edit_scope).toBe('full');
    expect(employeeAccess(actor(SUPER), subject({ userId: ME })).edit_scope).toBe('full');
    // Super users are not limited by a booking, even in CustomFleet.
    expect(employeeAccess(actor(SUPER, INDUSTRY_CUSTOM_FLEET), subject({ isBooked: true })).edit_scope).toBe('full');
  });

  it('lets user_write edit others fully, but not super users or system admins', () => {
    expect(employeeAccess(actor(WRITER), subject())).toMatchObject({ is_editable: true, edit_scope: 'full' });
    expect(employeeAccess(actor(WRITER), subject({ isPrivileged: true }))).toMatchObject({ is_editable: false, edit_scope: 'none', is_deleteable: false });
  });

  it('leaves everyone else only their own record, limited to basic and licence details', () => {
    expect(employeeAccess(actor(DRIVER), subject())).toMatchObject({ is_editable: false, edit_scope: 'none' });
    expect(employeeAccess(actor(DRIVER), subject({ userId: ME }))).toMatchObject({ is_editable: true, edit_scope: 'limited', is_deleteable: false });
    expect(LIMITED_FIELDS.has('role')).toBe(false);
    expect(LIMITED_FIELDS.has('status')).toBe(false);
    expect(LIMITED_FIELDS.has('branch')).toBe(false);
    expect(LIMITED_FIELDS.has('license_valid_upto')).toBe(true);
    expect(LIMITED_FIELDS.has('user.first_name')).toBe(true);
  });

  it('lets a member fill in their own general details too, but never their placement or role', () => {
    for (const field of ['manager', 'departments', 'cost_centre', 'employee_id', 'date_of_birth', 'license_number', 'user_tags']) {
      expect(SELF_SERVICE_FIELDS.has(field)).toBe(true);
    }
    for (const field of ['role', 'status', 'branch', 'hub', 'associated_tags', 'license_exp_reminder', 'lic_exp_reminder_recipients', 'keypad_number']) {
      expect(SELF_SERVICE_FIELDS.has(field)).toBe(false);
    }
    // The limited edit of a booked CustomFleet member by a manager stays as it was.
    expect(LIMITED_FIELDS.has('manager')).toBe(false);
  });

  it("calls it self-service only for one's own record without user_write or super_users", () => {
    expect(isSelfService(actor(DRIVER), ME)).toBe(true);
    expect(isSelfService(actor(DRIVER), OTHER)).toBe(false);
    expect(isSelfService(actor(WRITER), ME)).toBe(false);
    expect(isSelfService(actor(SUPER), ME)).toBe(false);
    // A CustomFleet branch manager loses user_write, so their own record is self-service.
    expect(isSelfService(actor(['is_branch_manager', 'user_write'], INDUSTRY_CUSTOM_FLEET), ME)).toBe(true);
  });

  it('never lets anyone edit or delete a deleted user, and says why', () => {
    for (const permissions of [SUPER, WRITER, DRIVER]) {
      expect(employeeAccess(actor(permissions), subject({ isDeleted: true }))).toMatchObject({
        is_editable: false,
        edit_scope: 'none',
        is_deleteable: false,
        deleteRefusal: messages.userForm.userDeleted,
      });
      expect(employeeAccess(actor(permissions), subject({ isDeleted: true, userId: ME })).is_editable).toBe(false);
    }
  });

  it('refuses deleting a booked user with the booked tooltip, and deleting oneself', () => {
    expect(employeeAccess(actor(SUPER), subject({ isBooked: true }))).toMatchObject({
      is_deleteable: false,
      deleteRefusal: messages.userForm.bookedCannotDelete,
    });
    expect(employeeAccess(actor(SUPER), subject()).is_deleteable).toBe(true);
    expect(employeeAccess(actor(SUPER), subject({ userId: ME }))).toMatchObject({ is_deleteable: false, deleteRefusal: null });
    expect(employeeAccess(actor(DRIVER), subject()).is_deleteable).toBe(false);
  });

  it('in CustomFleet limits non-branch-managers with user_write to basic and licence details of a booked user', () => {
    const customFleetWriter = actor(WRITER, INDUSTRY_CUSTOM_FLEET);
    expect(employeeAccess(customFleetWriter, subject({ isBooked: true })).edit_scope).toBe('limited');
    expect(employeeAccess(customFleetWriter, subject()).edit_scope).toBe('full');
    // Outside CustomFleet a booking changes nothing.
    expect(employeeAccess(actor(WRITER), subject({ isBooked: true })).edit_scope).toBe('full');
  });

  it('in CustomFleet takes user_write from branch managers, leaving them their own record', () => {
    const branchManager = actor(['is_branch_manager', 'user_write', 'employee_update'], INDUSTRY_CUSTOM_FLEET);
    expect(branchManager.permissions.has('user_write')).toBe(false);
    expect(mayManageEmployees(branchManager.permissions)).toBe(false);
    expect(mayViewEmployees(branchManager.permissions)).toBe(true);
    expect(employeeAccess(branchManager, subject()).edit_scope).toBe('none');
    expect(employeeAccess(branchManager, subject({ userId: ME })).edit_scope).toBe('limited');
    // A Fleet organisation's branch manager keeps user_write.
    expect(employeeAccess(actor(['is_branch_manager', 'user_write']), subject()).edit_scope).toBe('full');
  });

  it('offers activation actions per permission: reset (employee_activate) or reactivation of the deleted (user_activate)', () => {
    expect(employeeAccess(actor(WRITER), subject()).is_activate).toBe(true);
    expect(employeeAccess(actor(WRITER), subject({ isDeleted: true })).is_activate).toBe(false);
    expect(employeeAccess(actor(SUPER), subject({ isDeleted: true })).is_activate).toBe(true);
    expect(employeeAccess(actor(DRIVER), subject()).is_activate).toBe(false);
  });

  it('gives system admins (every permission) full rights everywhere', () => {
    const systemAdmin: Actor = { userId: ME, isSystemAdmin: true, industry: INDUSTRY_CUSTOM_FLEET, permissions: new Set(PERMISSION_NAMES), now: new Date() };
    expect(employeeAccess(systemAdmin, subject({ isPrivileged: true, isBooked: true })).edit_scope).toBe('full');
  });
});
