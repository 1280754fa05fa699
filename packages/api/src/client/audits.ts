import type { Infer } from 'superstruct';
import { AuditEntry, type AuditListQuery } from '../structs/audit';
import { listOf } from '../structs/common';
import type { Requester } from './request';

const AuditList = listOf(AuditEntry);
export type AuditList = Infer<typeof AuditList>;

/** The audit trail's call, a module of its own so a screen showing a trail leaves the other organisation calls out of its bundle. */
export function auditCalls(request: Requester) {
  return {
    /** `GET audits/?record_type=&record_key=&page=`: one record's changes, newest first. */
    listAudits: (query: AuditListQuery) => request('organisations', 'audits/', { query }, AuditList),
  };
}
