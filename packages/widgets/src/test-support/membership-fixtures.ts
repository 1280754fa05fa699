import type { AccountMembership } from '@motorpool/api';

/** Someone in two organisations, as `GET accounts/user/memberships/` answers them. */
export const memberships: AccountMembership[] = [
  { organisation: { pk: 11, name: 'Demo Fleet' }, role: { pk: 2, name: 'Driver' }, branch: { pk: 22, name: 'Parramatta' }, status: { name: 'Active' } },
  {
    organisation: { pk: 12, name: 'Harbour City FleetShare' },
    role: { pk: 7, name: 'Branch Manager' },
    branch: { pk: 31, name: 'Harbour City Depot' },
    status: { name: 'Inactive' },
  },
];
