import { describe, expect, it } from 'vitest';
import { PERMISSION_NAMES } from './catalogue';
import { callerWith } from './test-callers';
import { isSelfService, mayActivateUser, mayDeleteUser, mayGrantRole, mayViewUsers, userEditScope, type UserSubject } from './users';

const member = (overrides: Partial<UserSubject> = {}): UserSubject => ({ userId: 2, isDeleted: false, isPrivileged: false, isBooked: false, ...overrides });
const writer = callerWith(['user_write']);
const superUser = callerWith(['super_users']);

describe('userEditScope (spec §6)', () => {
  it('super users edit anyone fully; deleted members are never editable', () => {
    expect(userEditScope(superUser, member({ isPrivileged: true }))).toBe('full');
    expect(userEditScope(callerWith(PERMISSION_NAMES), member({ isDeleted: true }))).toBe('none');
  });

  it('user_write edits non-privileged members; on CustomFleet a booked member only in part, unless a branch manager', () => {
    expect(userEditScope(writer, member())).toBe('full');
    expect(userEditScope(writer, member({ isPrivileged: true }))).toBe('none');
    expect(userEditScope(writer, member({ isBooked: true }))).toBe('full');
    const customFleet = callerWith(['user_write'], { industry: 'CustomFleet' });
    expect(userEditScope(customFleet, member({ isBooked: true }))).toBe('limited');
    expect(userEditScope(callerWith(['user_write', 'is_branch_manager'], { industry: 'CustomFleet' }), member({ isBooked: true }))).toBe('full');
  });

  it('without super_users or user_write a member edits only their own record, limited', () => {
    const driver = callerWith(['driver_user'], { userId: 2 });
    expect(userEditScope(driver, member())).toBe('limited');
    expect(userEditScope(driver, member({ userId: 3 }))).toBe('none');
    expect(isSelfService(driver, 2)).toBe(true);
    expect(isSelfService(writer, 1)).toBe(false);
  });
});

describe('deleting and activating members', () => {
  it('no one deletes themselves, a deleted or booked member, or (without super_users) a privileged one', () => {
    expect(mayDeleteUser(writer, member())).toBe(true);
    expect(mayDeleteUser(writer, member({ userId: 1 }))).toBe(false);
    expect(mayDeleteUser(writer, member({ isBooked: true }))).toBe(false);
    expect(mayDeleteUser(superUser, member({ isDeleted: true }))).toBe(false);
    expect(mayDeleteUser(writer, member({ isPrivileged: true }))).toBe(false);
    expect(mayDeleteUser(superUser, member({ isPrivileged: true }))).toBe(true);
    expect(mayDeleteUser(callerWith(['employee_update']), member())).toBe(false);
  });

  it('reactivating a deleted member needs user_activate, a password link employee_activate', () => {
    expect(mayActivateUser(callerWith(['user_activate']), { isDeleted: true })).toBe(true);
    expect(mayActivateUser(callerWith(['user_activate']), { isDeleted: false })).toBe(false);
    expect(mayActivateUser(callerWith(['employee_activate']), { isDeleted: false })).toBe(true);
  });
});

describe('seeing and granting', () => {
  it('employee_update opens the users list without managing it', () => {
    expect(mayViewUsers(callerWith(['employee_update']))).toBe(true);
    expect(mayViewUsers(callerWith(['driver_user']))).toBe(false);
  });

  it('only a super user gives a role that carries super_users', () => {
    expect(mayGrantRole(writer, ['super_users', 'user_write'])).toBe(false);
    expect(mayGrantRole(writer, ['user_write'])).toBe(true);
    expect(mayGrantRole(superUser, ['super_users'])).toBe(true);
  });
});
