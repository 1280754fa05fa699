import { describe, expect, it } from 'vitest';
import { AUDIT_RECORD_TYPES, type AuditRecordType } from '../structs/audit';
import { mayReadAudit } from './audits';
import { callerWith } from './test-callers';

/** Spec §6: super users view users' audit logs; roles are managed by super users only (mayManageRoles). */
const SUPER_USER_TRAILS: readonly AuditRecordType[] = ['member', 'role'];

describe('who reads an audit trail', () => {
  it('settings trails: organisation_write or super_users', () => {
    for (const recordType of AUDIT_RECORD_TYPES.filter((type) => !SUPER_USER_TRAILS.includes(type))) {
      expect(mayReadAudit(callerWith(['organisation_write']), recordType)).toBe(true);
      expect(mayReadAudit(callerWith(['super_users']), recordType)).toBe(true);
      expect(mayReadAudit(callerWith(['user_write', 'is_branch_manager']), recordType)).toBe(false);
    }
  });

  it('members’ and roles’ trails: super users only', () => {
    for (const recordType of SUPER_USER_TRAILS) {
      expect(mayReadAudit(callerWith(['super_users']), recordType)).toBe(true);
      expect(mayReadAudit(callerWith(['organisation_write', 'user_write']), recordType)).toBe(false);
    }
  });

  it('the lookup lists’ trail also for their editors', () => {
    expect(mayReadAudit(callerWith(['master-config_update']), 'master_config')).toBe(true);
    expect(mayReadAudit(callerWith(['master-config_update']), 'company_settings')).toBe(false);
  });
});
