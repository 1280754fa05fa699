import { eq } from 'drizzle-orm';
import { DEFAULT_BRANCH_TIMEZONE, type Profile } from '@motorpool/api';
import type { Database } from '../db/database';
import { branches, type users } from '../db/schema';
import { associatedBranches } from '../employees/tags';
import { readSignUpApprovers } from '../registration/registration-settings';
import { membershipsOf } from '../tenancy/memberships';
import type { Tenancy } from '../tenancy/tenancy';
import { companyDefaults } from '../settings/company-settings';
import { hubsEnabled } from '../settings/hubs';
import { missingProfileDetails } from './missing-details';
import { organisationSummary } from './organisation-summary';

/** The spec §3 Profile, filled in for the organisation the request acts in. */
export async function buildProfile(db: Database, user: typeof users.$inferSelect, tenancy: Tenancy): Promise<Profile> {
  const memberships = await membershipsOf(db, user.id);
  const membership = tenancy.membership;
  const scope = tenancy.organisation ? { organisationId: tenancy.organisation.id, tenancy } : null;
  const [defaults, hubsOn] = scope ? await Promise.all([companyDefaults(db, scope), hubsEnabled(db, scope)]) : [null, false];
  let timezone = defaults?.timeZone ?? DEFAULT_BRANCH_TIMEZONE;
  if (membership?.branch) {
    const [branch] = await db.select({ timezone: branches.branchTimezone }).from(branches).where(eq(branches.id, membership.branch.id));
    timezone = branch?.timezone || timezone;
  }
  return {
    pk: user.id,
    username: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    create_date: user.createdAt.toISOString(),
    profile_image: user.profileImage,
    phone: user.phone,
    country_code: user.countryCode,
    is_active: user.isActive,
    is_email_verified: user.isEmailVerified,
    is_phone_verified: user.isPhoneVerified,
    is_business_admin: membership?.isBusinessAdmin ?? false,
    is_system_admin: user.isSystemAdmin,
    two_factor_enabled: user.twoFactorEnabled,
    organisations: memberships.map((entry) => organisationSummary(entry.organisation)),
    current_organisation: tenancy.organisation
      ? {
          ...organisationSummary(tenancy.organisation),
          ...(defaults ? { phone_country: defaults.phoneCountry, formats: defaults.formats } : {}),
          hubs_enabled: hubsOn,
        }
      : null,
    role: membership ? { pk: membership.role.id, name: membership.role.name } : null,
    employee_pk: membership?.extensionId ?? null,
    permissions: [...tenancy.permissions].sort(),
    branch: membership?.branch ? { pk: membership.branch.id, name: membership.branch.name } : null,
    timezone,
    is_signup_approver: tenancy.organisation ? (await readSignUpApprovers(db, { organisationId: tenancy.organisation.id, tenancy })).includes(user.id) : false,
    ...(membership ? await missingProfileDetails(db, { organisationId: membership.organisation.id, tenancy }, membership.extensionId) : {}),
    // The special user tag groups (spec §3): what the Switch Hub / Switch Branch menus offer.
    ...(membership ? await associatedBranches(db, { organisationId: membership.organisation.id, tenancy }, membership.extensionId) : {}),
  };
}
