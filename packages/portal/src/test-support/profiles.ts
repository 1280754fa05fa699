import type { OrganisationSummary, Profile } from '@motorpool/api';

export const demoFleet: OrganisationSummary = {
  pk: 1,
  name: 'Demo Fleet',
  domain: null,
  logo: null,
  industry: 'General',
};

/** A profile as `GET user/profile/` answers it, for an Admin of Demo Fleet unless overridden. */
export function profileOf(overrides: Partial<Profile> = {}): Profile {
  return {
    pk: 7,
    username: 'admin@demo.fleet',
    first_name: 'Avery',
    last_name: 'Admin',
    email: 'admin@demo.fleet',
    create_date: '2024-01-01T00:00:00Z',
    profile_image: null,
    phone: null,
    country_code: null,
    is_active: true,
    is_email_verified: true,
    is_phone_verified: false,
    is_business_admin: true,
    is_system_admin: false,
    two_factor_enabled: false,
    organisations: [demoFleet],
    current_organisation: demoFleet,
    role: { pk: 1, name: 'Admin' },
    permissions: ['user_write'],
    branch: null,
    timezone: 'Australia/Sydney',
    ...overrides,
  };
}
