import { Hono } from 'hono';
import { type } from 'superstruct';
import { AUDIT_RECORD_TYPES, auditMessages, mayReadAudit } from '@motorpool/api';
import type { AppEnv } from '../../app-env';
import { listAudits } from '../../audit/audit';
import { authenticate } from '../../auth/authenticate';
import { pageOf, PageQuery, queryChoiceParameter, queryTextParameter, readQuery } from '../../http/query';
import { badRequest } from '../../http/errors';
import { callerOf, enforce } from '../../tenancy/permissions';
import { organisationScope } from '../../tenancy/tenancy';

const RECORD_KEY_MAX_LENGTH = 40;

const AuditListParameters = type({
  ...PageQuery.schema,
  record_type: queryChoiceParameter(AUDIT_RECORD_TYPES, auditMessages.recordTypeUnknown),
  record_key: queryTextParameter('record_key', RECORD_KEY_MAX_LENGTH),
});

/** `/api/v1/organisations/audits/?record_type=&record_key=`: one record's trail, newest first, for those its record type lets read it. */
export const auditRoutes = new Hono<AppEnv>().use(authenticate, organisationScope).get('/', async (c) => {
  const scope = c.get('scope');
  const query = readQuery(c, AuditListParameters);
  if (!query.record_type) throw badRequest(auditMessages.recordTypeUnknown, { fields: { record_type: auditMessages.recordTypeUnknown } });
  enforce(mayReadAudit(callerOf(scope.tenancy), query.record_type), auditMessages.mayNotRead);
  return c.json(await listAudits(c.get('db'), scope, query.record_type, query.record_key ?? '', pageOf(query)));
});
