import { messages, type DriverRegistration, type FieldErrors } from '@motorpool/api';
import type { Database } from '../db/database';
import { costCentres, departments, type employeeExtensions } from '../db/schema';
import { badRequest } from '../http/errors';
import { parseQueryPk } from '../http/query';
import { namedRowsOf } from '../tenancy/named-rows';
import type { OrganisationScope } from '../tenancy/tenancy';
import { employeeIdTaken } from './checks';
import { organisationLookups } from './references';
import { checkUserTags, type TagWrites } from '../custom-fields/check';

const FIELD_PREFIX = 'driver.';

export type SignUpColumns = {
  extension: Partial<typeof employeeExtensions.$inferInsert>;
  departmentIds: number[];
  tagWrites: TagWrites;
};

type Named = { id: number; name: string };

/**
 * A sign-up names departments and its cost centre as the ask-field options
 * give them: a pk (number or digits), `{pk}`, or the name itself.
 */
function resolveNamed(raw: unknown, options: readonly Named[]): number | null {
  if (typeof raw === 'number') return options.some((option) => option.id === raw) ? raw : null;
  if (typeof raw === 'string') {
    const text = raw.trim();
    const pk = parseQueryPk(text);
    if (pk !== null) return resolveNamed(pk, options);
    return options.find((option) => option.name.toLowerCase() === text.toLowerCase())?.id ?? null;
  }
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
    const { pk, id, value } = raw as Record<string, unknown>;
    return resolveNamed(pk ?? id ?? value, options);
  }
  return null;
}

const text = (value: string | null | undefined) => value?.trim() || null;
const day = (value: string | null | undefined) => (value ? value.trim().slice(0, 10) : null);

/**
 * The sign-up's driver details (spec §3 Driver registration payload) as
 * member columns, its departments and its user tags; answers 400 with
 * `driver.*` field messages for references that are not the organisation's,
 * a taken Employee ID or a tag the rules refuse. Formats were checked by
 * checkDriverDetails before.
 */
export async function signUpColumns(db: Database, scope: OrganisationScope, driver: DriverRegistration, branchId: number): Promise<SignUpColumns> {
  const [departmentRows, costCentreRows, lookups] = await Promise.all([
    namedRowsOf(db, scope, departments, 'id'),
    namedRowsOf(db, scope, costCentres, 'id'),
    organisationLookups(db, scope),
  ]);
  const fields: FieldErrors = {};

  const departmentIds = (driver.departments ?? []).map((raw) => resolveNamed(raw, departmentRows));
  if (departmentIds.some((id) => id === null)) fields[`${FIELD_PREFIX}departments`] = messages.field.invalid;
  const hasCostCentre = driver.costCentre !== undefined && driver.costCentre !== null && driver.costCentre !== '';
  const costCentreId = hasCostCentre ? resolveNamed(driver.costCentre, costCentreRows) : null;
  if (hasCostCentre && costCentreId === null) fields[`${FIELD_PREFIX}costCentre`] = messages.field.invalid;

  const employeeId = text(driver.employeeId);
  if (employeeId && (await employeeIdTaken(db, scope, employeeId, null))) fields[`${FIELD_PREFIX}employeeId`] = messages.userForm.employeeIdInUse;

  let tagWrites: TagWrites = new Map();
  if (driver.user_tags !== undefined) {
    const checked = checkUserTags(driver.user_tags, {
      groups: lookups.userTagGroups,
      stored: new Map(),
      own: { branchId, hubId: null },
      branches: lookups.branches,
      // The sign-up form showed the custom fields only when it sends them.
      enforceMandatory: true,
      // Nobody signs themselves up to other hubs or branches: an administrator associates them.
      selfService: true,
      fieldPrefix: FIELD_PREFIX,
    });
    Object.assign(fields, checked.fields);
    tagWrites = checked.writes;
  }
  if (Object.keys(fields).length > 0) throw badRequest(messages.request.invalid, { fields });

  return {
    extension: {
      employeeId,
      manager: text(driver.manager),
      dateOfBirth: day(driver.dateOfBirth),
      costCentreId,
      licenseNumber: text(driver.licenseNumber),
      licenseClass: [...new Set((driver.licenseClass ?? []).map((value) => value.trim()).filter((value) => value !== ''))],
      licenseCountryOfIssue: text(driver.licenseCountryOfIssue),
      licenseState: text(driver.licenseState),
      licenseValidUpto: day(driver.licenseValidUpto),
    },
    departmentIds: [...new Set(departmentIds.filter((id): id is number => id !== null))],
    tagWrites,
  };
}
