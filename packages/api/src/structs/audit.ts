import { nullable, string, type, type Infer } from 'superstruct';
import { NamedRef, PrimaryKey, jsonValue } from './common';

/**
 * The kinds of record whose changes are kept in the organisation's audit
 * trail (`GET organisations/audits/?record_type=`). Each names a screen's
 * record; a record type added here is one the server may record and read.
 */
export const AUDIT_RECORD_TYPES = [
  'company_settings',
  'general_settings',
  'booking_settings',
  'approval_rules',
  'theme',
  'master_config',
  'member',
  'role',
  'visibility_rules',
] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

export const auditMessages = {
  recordTypeUnknown: `Choose one of: ${AUDIT_RECORD_TYPES.join(', ')}.`,
  mayNotRead: 'You do not have permission to read this audit trail.',
} as const;

/** One change on a record's trail: who, when, what (field → [before, after]). */
export const AuditEntry = type({
  pk: PrimaryKey,
  action: string(),
  actor: nullable(NamedRef),
  changes: nullable(jsonValue),
  created_at: string(),
});
export type AuditEntry = Infer<typeof AuditEntry>;

/** `GET organisations/audits/`: one record's trail, newest first; `record_key` is '' (or left out) for the organisation itself. */
export type AuditListQuery = {
  record_type: AuditRecordType;
  record_key?: string;
  page?: number;
  page_size?: number;
};
