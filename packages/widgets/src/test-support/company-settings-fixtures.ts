import type { AuditEntry, CompanySettings } from '@motorpool/api';

/** Demo Fleet's company settings as the server answers an organisation admin. */
export const companySettings: CompanySettings = {
  organisation_code: '10427',
  name: 'Demo Fleet',
  address: '1 George Street, Sydney NSW 2000',
  contact_phone: '+61291234567',
  contact_email: 'fleet@demo.example',
  default_time_zone: 'Australia/Sydney',
  default_phone_country: 'au',
  default_dial_code: '61',
  currency: 'AUD',
  domain: 'fleet.demo.example',
  industry: 'Fleet',
  may_change_industry: false,
  date_format: 'dd/MM/yyyy',
  time_format: 'hh:mm a',
  first_day_of_week: 1,
};

export const companySettingsTrail: AuditEntry[] = [
  {
    pk: 12,
    action: 'Updated',
    actor: { pk: 7, name: 'Priya Raman' },
    changes: { default_time_zone: ['Asia/Kolkata', 'Australia/Sydney'], contact_email: [null, 'fleet@demo.example'] },
    created_at: '2026-11-28T23:05:00Z',
  },
  { pk: 9, action: 'Updated', actor: { pk: 1, name: 'Sam Sysadmin' }, changes: { industry: ['CustomFleet', 'Fleet'] }, created_at: '2026-11-20T01:30:00Z' },
];
