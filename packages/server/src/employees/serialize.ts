import { and, asc, eq, inArray } from 'drizzle-orm';
import { phoneToParts, todayIso, type Employee, type EmployeeSearchResult, type LicenseStatus } from '@motorpool/api';
import type { Database } from '../db/database';
import { departments, employeeDepartments, employeeExtensions, employeeReminderRecipients, roles, users } from '../db/schema';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';
import { bookedMembers } from './booked-members';
import { employeeAccess, type Actor, type EmployeeAccess } from './permissions';
import { privilegedRoleIds } from './references';
import type { EmployeeRow } from './rows';
import { storedTagValues } from './tags';
import { tagGroupsOf, type TagGroupRow } from '../custom-fields/groups';
import { userTagsOf, type StoredTagValues } from '../custom-fields/values';

type Named = { pk: number; name: string };
type Person = Named & { role: string | null };

/** What a page of members needs from other tables, read once per page rather than once per row. */
export type RelatedData = {
  departments: Map<number, Named[]>;
  recipients: Map<number, Person[]>;
  tags: StoredTagValues;
  tagGroups: readonly TagGroupRow[];
  privilegedRoles: ReadonlySet<number>;
  booked: ReadonlySet<number>;
};

function grouped<T>(rows: readonly (T & { owner: number })[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const { owner, ...item } of rows) {
    const list = map.get(owner);
    if (list) list.push(item as T);
    else map.set(owner, [item as T]);
  }
  return map;
}

export async function relatedData(db: Database, scope: OrganisationScope, rows: readonly EmployeeRow[], now: Date): Promise<RelatedData> {
  const ids = rows.map((row) => row.extension.id);
  if (ids.length === 0) {
    return { departments: new Map(), recipients: new Map(), tags: new Map(), tagGroups: [], privilegedRoles: new Set(), booked: new Set() };
  }
  const [departmentRows, recipientRows, tags, groups, privilegedRoles, booked] = await Promise.all([
    db
      .select({ owner: employeeDepartments.employeeExtensionId, pk: departments.id, name: departments.name })
      .from(employeeDepartments)
      .innerJoin(departments, and(eq(departments.id, employeeDepartments.departmentId), inOrganisation(departments.organisationId, scope)))
      .where(and(inOrganisation(employeeDepartments.organisationId, scope), inArray(employeeDepartments.employeeExtensionId, ids)))
      .orderBy(asc(departments.name), asc(departments.id)),
    db
      .select({
        owner: employeeReminderRecipients.employeeExtensionId,
        pk: employeeExtensions.id,
        firstName: users.firstName,
        lastName: users.lastName,
        role: roles.name,
      })
      .from(employeeReminderRecipients)
      .innerJoin(
        employeeExtensions,
        and(eq(employeeExtensions.id, employeeReminderRecipients.recipientExtensionId), inOrganisation(employeeExtensions.organisationId, scope)),
      )
      .innerJoin(users, eq(users.id, employeeExtensions.userId))
      .innerJoin(roles, eq(roles.id, employeeExtensions.roleId))
      .where(and(inOrganisation(employeeReminderRecipients.organisationId, scope), inArray(employeeReminderRecipients.employeeExtensionId, ids)))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(employeeExtensions.id)),
    storedTagValues(db, scope, ids),
    tagGroupsOf(db, scope, 'user'),
    privilegedRoleIds(db, scope),
    bookedMembers(db, scope, ids, now),
  ]);
  return {
    departments: grouped(departmentRows),
    recipients: grouped(recipientRows.map(({ owner, pk, firstName, lastName, role }) => ({ owner, pk, name: `${firstName} ${lastName}`.trim(), role }))),
    tags,
    tagGroups: groups,
    privilegedRoles,
    booked,
  };
}

/** Spec §3: dates go out raw and formatted (`formated`, the spec's spelling, and `formatted`). */
function displayedDate(value: string | null) {
  if (!value) return null;
  const [year, month, day] = value.split('-');
  const formatted = `${day}/${month}/${year}`;
  return { original: value, formated: formatted, formatted };
}

/** License Status has no source of its own: it follows the expiry date (see LICENSE_STATUSES). */
export function licenseStatus(validUpto: string | null, today: string): LicenseStatus {
  if (!validUpto) return 'Not Provided';
  return validUpto < today ? 'Expired' : 'Valid';
}

export const fullName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();

export function accessFor(actor: Actor, row: EmployeeRow, related: Pick<RelatedData, 'privilegedRoles' | 'booked'>): EmployeeAccess {
  return employeeAccess(actor, {
    userId: row.user.id,
    isDeleted: row.extension.isDeleted,
    isPrivileged: row.user.isSystemAdmin || related.privilegedRoles.has(row.extension.roleId),
    isBooked: related.booked.has(row.extension.id),
  });
}

/** One joined row as the Employee response (spec §3), with the caller's rights on it (spec §6). */
export function toEmployee(row: EmployeeRow, related: RelatedData, actor: Actor, today: string): Employee {
  const { extension, user } = row;
  const { deleteRefusal: _reason, ...access } = accessFor(actor, row, related);
  const role = { pk: extension.roleId, name: row.roleName };
  const status = extension.isDeleted ? 'Deleted' : extension.status;
  return {
    pk: extension.id,
    name: fullName(user),
    email: user.email,
    employee_id: extension.employeeId,
    status: { name: status },
    role,
    is_active: user.isActive && !extension.isDeleted && extension.status === 'Active',
    ...access,
    user: {
      pk: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      phone: user.phone,
      country_code: user.countryCode,
      phone_parts: phoneToParts(user.phone, user.countryCode),
      profile_image: user.profileImage,
    },
    employee_details: {
      first_name: user.firstName,
      last_name: user.lastName,
      employee_id: extension.employeeId,
      role,
      employees_extension: {
        pk: extension.id,
        is_deleted: extension.isDeleted,
        branch: extension.branchId !== null && row.branchName !== null ? { pk: extension.branchId, name: row.branchName } : null,
        hub: extension.hubId !== null && row.hubName !== null ? { pk: extension.hubId, name: row.hubName } : null,
        departments: related.departments.get(extension.id) ?? [],
        cost_centre: extension.costCentreId !== null && row.costCentreName !== null ? { pk: extension.costCentreId, name: row.costCentreName } : null,
        license_number: extension.licenseNumber,
        license_status: licenseStatus(extension.licenseValidUpto, today),
        license_class: extension.licenseClass,
        license_country_of_issue: extension.licenseCountryOfIssue,
        license_state: extension.licenseState,
        date_of_birth: displayedDate(extension.dateOfBirth),
        license_valid_upto: displayedDate(extension.licenseValidUpto),
        license_front_image: extension.licenseFrontImage,
        license_back_image: extension.licenseBackImage,
        license_exp_reminder: extension.licenseExpReminder,
        lic_exp_remind_before_days: extension.licExpRemindBeforeDays,
        lic_exp_reminder_recipients: related.recipients.get(extension.id) ?? [],
        manager: extension.manager,
        procon_id: extension.proconId,
        extra_data: { keaz_user_pk: extension.keazUserPk },
        address: extension.address,
        postcode: extension.postcode,
        associated_tags: extension.associatedTags,
        user_tags: userTagsOf(related.tagGroups, related.tags.get(extension.id)),
        keypad_number: extension.keypadNumber,
        created_at: extension.createdAt.toISOString(),
      },
    },
  };
}

/** Rows as Employee responses, with one read of related data for the whole batch (pages and export batches). */
export async function serializeEmployees(db: Database, scope: OrganisationScope, actor: Actor, rows: readonly EmployeeRow[]): Promise<Employee[]> {
  const related = await relatedData(db, scope, rows, actor.now);
  const today = todayIso(actor.now);
  return rows.map((row) => toEmployee(row, related, actor, today));
}

/** The light row of `ignore_serialize` lists and `employees-extensions/search/`. */
export function toSearchResult(row: {
  extension: { id: number; employeeId: string | null };
  user: { email: string; firstName: string; lastName: string };
  roleName: string;
}): EmployeeSearchResult {
  return { pk: row.extension.id, email: row.user.email, employee_id: row.extension.employeeId, name: fullName(row.user), role: row.roleName };
}
