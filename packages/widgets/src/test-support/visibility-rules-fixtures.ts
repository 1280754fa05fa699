import type { AuditEntry, VisibilityRulesView } from '@motorpool/api';

/** Demo Fleet's visibility rules as the server answers an organisation admin: the defaults, drivers set to "Booked". */
export const visibilityRules: VisibilityRulesView = {
  roles: [
    { pk: 1, name: 'Admin', sees_all_bookings: true, rules: { others_bookings: 'full', driver_contact: 'shown', others_incidents: 'shown' } },
    { pk: 2, name: 'Branch Support', sees_all_bookings: false, rules: { others_bookings: 'full', driver_contact: 'shown', others_incidents: 'shown' } },
    { pk: 3, name: 'Driver', sees_all_bookings: false, rules: { others_bookings: 'booked', driver_contact: 'hidden', others_incidents: 'shown' } },
  ],
  signup_branch_visible: true,
};

export const visibilityRulesTrail: AuditEntry[] = [
  {
    pk: 21,
    action: 'Updated',
    actor: { pk: 7, name: 'Priya Raman' },
    changes: { "Driver: Other drivers' bookings": ['hidden', 'booked'], 'Driver: Driver contact details': ['shown', 'hidden'] },
    created_at: '2026-11-28T23:05:00Z',
  },
];
