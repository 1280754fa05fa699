import { and, eq, sql } from 'drizzle-orm';
import { isAskFieldRequired, USER_FORM_LABELS, type Profile } from '@motorpool/api';
import { lineManagerRequired } from '../bookings/approval-rules';
import type { Database } from '../db/database';
import { employeeDepartments, employeeExtensions, employeeTagValues, tagGroups, users } from '../db/schema';
import { readRegistrationSettings } from '../registration/registration-settings';
import type { OrganisationScope } from '../tenancy/tenancy';

export type MissingDetails = Required<Pick<Profile, 'missing_user_attributes' | 'missing_user_tags'>>;

type MemberDetails = {
  manager: string | null;
  dateOfBirth: string | null;
  employeeId: string | null;
  costCentreId: number | null;
  licenseNumber: string | null;
  licenseClass: string[];
  licenseCountryOfIssue: string | null;
  licenseState: string | null;
  licenseValidUpto: string | null;
  phone: string | null;
  departmentCount: number;
};

const filled = (value: string | null) => value !== null && value.trim() !== '';

/** How each askable driver detail (the ask-field aliases) is found on a member. */
const HAS_ATTRIBUTE: Record<string, (member: MemberDetails) => boolean> = {
  manager: (member) => filled(member.manager),
  dateOfBirth: (member) => member.dateOfBirth !== null,
  employeeId: (member) => filled(member.employeeId),
  costCentre: (member) => member.costCentreId !== null,
  departments: (member) => member.departmentCount > 0,
  phone: (member) => filled(member.phone),
  licenseNumber: (member) => filled(member.licenseNumber),
  licenseClass: (member) => member.licenseClass.length > 0,
  licenseCountryOfIssue: (member) => filled(member.licenseCountryOfIssue),
  licenseState: (member) => filled(member.licenseState),
  licenseValidUpto: (member) => member.licenseValidUpto !== null,
};

/**
 * What the organisation requires of its members but this one lacks (spec §3
 * "Missing profile info"): the required registration ask-fields without a
 * value (and the line manager, where bookings require one), and the
 * mandatory user custom fields without one. The portal turns
 * these into the 'Incomplete Profile Details' prompt on fleet-share hosts.
 */
export async function missingProfileDetails(db: Database, scope: OrganisationScope, employeeExtensionId: number): Promise<MissingDetails> {
  const [member] = await db
    .select({
      manager: employeeExtensions.manager,
      dateOfBirth: employeeExtensions.dateOfBirth,
      employeeId: employeeExtensions.employeeId,
      costCentreId: employeeExtensions.costCentreId,
      licenseNumber: employeeExtensions.licenseNumber,
      licenseClass: employeeExtensions.licenseClass,
      licenseCountryOfIssue: employeeExtensions.licenseCountryOfIssue,
      licenseState: employeeExtensions.licenseState,
      licenseValidUpto: employeeExtensions.licenseValidUpto,
      phone: users.phone,
      departmentCount: sql<number>`(select count(*)::int from ${employeeDepartments} where ${employeeDepartments.employeeExtensionId} = ${employeeExtensions.id})`,
    })
    .from(employeeExtensions)
    .innerJoin(users, eq(users.id, employeeExtensions.userId))
    .where(and(eq(employeeExtensions.id, employeeExtensionId), eq(employeeExtensions.organisationId, scope.organisationId)));
  if (!member) return { missing_user_attributes: [], missing_user_tags: [] };

  const [{ askFields }, managerRequired] = await Promise.all([readRegistrationSettings(db, scope), lineManagerRequired(db, scope)]);
  const missing_user_attributes = askFields
    .filter((field) => isAskFieldRequired(field) && HAS_ATTRIBUTE[field.alias]?.(member) === false)
    .map((field) => ({ alias: field.alias, label: field.label }));
  // An organisation that requires a line manager on bookings asks for one whatever its sign-up asks.
  if (managerRequired && !filled(member.manager) && !missing_user_attributes.some((attribute) => attribute.alias === 'manager')) {
    missing_user_attributes.push({ alias: 'manager', label: USER_FORM_LABELS.manager });
  }

  const unanswered = await db
    .select({ tag_group_name: tagGroups.tagGroupName })
    .from(tagGroups)
    .leftJoin(employeeTagValues, and(eq(employeeTagValues.tagGroupId, tagGroups.id), eq(employeeTagValues.employeeExtensionId, employeeExtensionId)))
    .where(
      and(
        eq(tagGroups.organisationId, scope.organisationId),
        eq(tagGroups.tagType, 'user'),
        eq(tagGroups.isMandatory, true),
        // The associations to other hubs and branches are an administrator's to set, never the person's to fill.
        eq(tagGroups.isSpecial, false),
        sql`coalesce(cardinality(${employeeTagValues.value}), 0) = 0`,
      ),
    )
    .orderBy(tagGroups.tagGroupName);
  return { missing_user_attributes, missing_user_tags: unanswered };
}
