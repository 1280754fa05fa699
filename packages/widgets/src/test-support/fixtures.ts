import type { OrganisationSummary, Profile } from '@motorpool/api';

/** Plain data for stories and tests; never imported by the library itself. */
export const organisations: OrganisationSummary[] = [
  { pk: 11, name: 'Harbour City Fleet', domain: null, logo: null, industry: 'FleetSharing' },
  { pk: 12, name: 'Custom Fleet Victoria', domain: 'vic.example.test', logo: null, industry: 'CustomFleet' },
];

export const profile: Profile = {
  pk: 7,
  username: 'dana.driver',
  first_name: 'Dana',
  last_name: 'Driver',
  email: 'dana@example.test',
  create_date: '2024-02-01T09:00:00Z',
  profile_image: null,
  phone: null,
  country_code: 'AU',
  is_active: true,
  is_email_verified: true,
  is_phone_verified: false,
  is_business_admin: false,
  is_system_admin: false,
  two_factor_enabled: false,
  organisations,
  current_organisation: organisations[0] ?? null,
  role: { pk: 3, name: 'Driver' },
  permissions: ['view_my_bookings'],
  branch: { pk: 21, name: 'Docklands' },
  timezone: 'Australia/Melbourne',
};
