import { emailAddress, messages, QueryPrimaryKey, userEmail, validateWith, type EmployeeValidation, type FieldErrors } from '@motorpool/api';
import { is, optional, string, type, type Infer } from 'superstruct';
import type { Database } from '../db/database';
import { badRequest, notFound } from '../http/errors';
import type { OrganisationScope } from '../tenancy/tenancy';
import { employeeIdTaken, isActiveMemberEmail, membershipOfEmail } from './checks';
import { loadEmployeeRow } from './rows';

const NOTHING_TO_VALIDATE = 'Give manager, email or employee_id to check.';

/** The query of `GET employee/validate/` (the client's EmployeeValidationQuery). */
export const ValidationQuery = type({ manager: optional(string()), email: optional(string()), employee_id: optional(string()), pk: optional(QueryPrimaryKey) });
export type ValidationQuery = Infer<typeof ValidationQuery>;

/**
 * `GET employee/validate/`, the on-blur checks of the user form (spec §5): the
 * line manager must be an active member ('Invalid Email'); the email and the
 * Employee ID must be free in the organisation (`pk`, when editing, is the
 * member whose own values do not count).
 */
export async function validateEmployeeFields(db: Database, scope: OrganisationScope, query: ValidationQuery): Promise<EmployeeValidation> {
  const given = (value: string | undefined) => (value !== undefined && value.trim() !== '' ? value.trim() : null);
  const manager = given(query.manager);
  const email = given(query.email);
  const employeeId = given(query.employee_id);
  if (manager === null && email === null && employeeId === null) throw badRequest(NOTHING_TO_VALIDATE, { fields: { manager: NOTHING_TO_VALIDATE } });

  let member: { extensionId: number; userId: number } | null = null;
  if (query.pk !== undefined) {
    const row = await loadEmployeeRow(db, scope, query.pk, { includeDeleted: true });
    if (!row) throw notFound();
    member = { extensionId: row.extension.id, userId: row.user.id };
  }

  const fields: FieldErrors = {};
  if (manager !== null && (!is(manager, emailAddress) || !(await isActiveMemberEmail(db, scope, manager)))) {
    fields.manager = messages.driverDetails.managerInvalid;
  }
  if (email !== null) {
    const checked = validateWith(userEmail, email);
    if (!checked.ok) fields.email = checked.rootMessage ?? messages.userForm.emailInvalid;
    else {
      const holder = await membershipOfEmail(db, scope, email);
      if (holder && holder.userId !== member?.userId) fields.email = messages.userForm.emailInUse;
    }
  }
  if (employeeId !== null && (await employeeIdTaken(db, scope, employeeId, member?.extensionId ?? null))) {
    fields.employee_id = messages.userForm.employeeIdInUse;
  }
  return Object.keys(fields).length === 0 ? { valid: true } : { valid: false, fields };
}
