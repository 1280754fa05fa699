import { emailAddress, messages, userEmail, validateWith, type EmployeeValidation, type FieldErrors } from '@motorpool/api';
import { is } from 'superstruct';
import type { Database } from '../db/database';
import { badRequest, notFound } from '../http/errors';
import type { OrganisationScope } from '../tenancy/tenancy';
import { employeeIdTaken, isActiveMemberEmail, membershipOfEmail } from './checks';
import { loadEmployeeRow } from './rows';

const NOTHING_TO_VALIDATE = 'Give manager, email or employee_id to check.';

export type ValidationQuery = { manager?: string; email?: string; employee_id?: string; pk?: string };

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
  if (query.pk !== undefined && query.pk !== '') {
    const pk = /^\d{1,9}$/.test(query.pk) ? Number(query.pk) : 0;
    const row = pk > 0 ? await loadEmployeeRow(db, scope, pk, { includeDeleted: true }) : null;
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
