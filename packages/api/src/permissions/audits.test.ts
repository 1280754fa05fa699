import { describe, expect, it } from 'vitest';
import { AUDIT_RECORD_TYPES } from '../structs/audit';
import { mayReadAudit } from './audits';
import { callerWith } from './test-callers';

describe('who reads an audit trail', () => {
  it('settings trails: organisation_write or super_users', () => {
    for (const recordType of AUDIT_RECORD_TYPES) {
      expect(mayReadAudit(callerWith(['organisation_write']), recordType)).toBe(true);
      expect(mayReadAudit(callerWith(['super_users']), recordType)).toBe(true);
      expect(mayReadAudit(callerWith(['user_write', 'is_branch_manager']), recordType)).toBe(false);
    }
  });

  it('the lookup lists’ trail also for their editors', () => {
    expect(mayReadAudit(callerWith(['master-config_update']), 'master_config')).toBe(true);
    expect(mayReadAudit(callerWith(['master-config_update']), 'company_settings')).toBe(false);
  });
});
