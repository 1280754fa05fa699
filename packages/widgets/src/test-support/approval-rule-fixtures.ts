import type { ApprovalRule, AuditEntry } from '@motorpool/api';
import type { RuleOptions } from '../approval-rules/approval-rule-values';

/*
 * An organisation's approval rules and what they name, for the approval rules
 * widget's stories and tests. Test-only; never imported by the library.
 */

export const ruleOptions: RuleOptions = {
  branches: [
    { pk: 21, name: 'Parramatta' },
    { pk: 22, name: 'Sydney Central' },
    { pk: 23, name: 'Sydney Hub' },
  ],
  roles: [
    { pk: 31, name: 'Drivers' },
    { pk: 32, name: 'Contractors' },
  ],
  bookingFields: [
    { pk: 41, name: 'Fuel Card' },
    { pk: 42, name: 'Trailer' },
  ],
};

export const longTrips: ApprovalRule = {
  pk: 801,
  name: 'Long trips from the west',
  branch_pks: [21, 22],
  role_pks: [31],
  booking_tag_group_pks: [41],
  min_duration_minutes: 480,
  approvers: ['branch_manager', 'hub_manager', 'admin'],
  is_active: true,
};

export const everyBooking: ApprovalRule = {
  pk: 802,
  name: 'Everything, while we settle in',
  branch_pks: [],
  role_pks: [],
  booking_tag_group_pks: [],
  min_duration_minutes: null,
  approvers: ['admin'],
  is_active: false,
};

export const contractors: ApprovalRule = {
  pk: 803,
  name: 'Contractors',
  branch_pks: [],
  role_pks: [32],
  booking_tag_group_pks: [],
  min_duration_minutes: 90,
  approvers: ['branch_manager'],
  is_active: true,
};

export const approvalRules: ApprovalRule[] = [longTrips, everyBooking, contractors];

/** The branches, roles and booking custom fields as the server lists them. */
export const ruleOptionAnswers = {
  branches: ruleOptions.branches.map((branch) => ({ ...branch, branch_type: 'branch', is_active: true })),
  roles: ruleOptions.roles,
  bookingFields: ruleOptions.bookingFields.map((field) => ({
    pk: field.pk,
    tag_group_name: field.name,
    label: null,
    tag_type: 'booking',
    tag_data_type: 'toggle',
  })),
};

/** The rules' trail: a rule changed, then the line-manager setting turned on. */
export const approvalRuleAudits: AuditEntry[] = [
  {
    pk: 902,
    action: 'Updated',
    actor: { pk: 7, name: 'Alex Admin' },
    changes: { line_manager_required: [false, true] },
    created_at: '2026-11-20T02:15:00Z',
  },
  {
    pk: 901,
    action: 'Updated Contractors',
    actor: { pk: 7, name: 'Alex Admin' },
    changes: { rule: ['Contractors', 'Contractors'], min_duration_minutes: [60, 90] },
    created_at: '2026-11-19T23:40:00Z',
  },
];
