import type { AuditRecordType } from '../structs/audit';
import { holds, type Holder } from './caller';
import { mayManageRoles } from './roles';

/** Those who run the organisation read how its settings came to be. */
const readsSettingsTrail = (caller: Holder) => holds(caller, 'organisation_write', 'super_users');

/** Who reads each record type's trail; a new record type must say who reads it. */
const AUDIT_READERS: Record<AuditRecordType, (caller: Holder) => boolean> = {
  company_settings: readsSettingsTrail,
  general_settings: readsSettingsTrail,
  booking_settings: readsSettingsTrail,
  approval_rules: readsSettingsTrail,
  theme: readsSettingsTrail,
  // The lookup lists are edited by their own permission, so their editors read their trail too.
  master_config: (caller) => readsSettingsTrail(caller) || holds(caller, 'master-config_update'),
  // Spec §6: super users view audit logs of users.
  member: (caller) => holds(caller, 'super_users'),
  visibility_rules: readsSettingsTrail,
  // A role's trail is read by those who manage roles (mayManageRoles).
  role: mayManageRoles,
};

export function mayReadAudit(caller: Holder, recordType: AuditRecordType): boolean {
  return AUDIT_READERS[recordType](caller);
}
