import { APPROVER_KINDS, type ApprovalRule, type ApprovalRuleWrite, type ApproverKind } from '@motorpool/api';

export const APPROVAL_RULES_TITLE = 'Booking Approval Rules';
export const ADD_APPROVAL_RULE = 'Add Approval Rule';
export const APPROVAL_RULES_EMPTY = 'No approval rules yet: bookings are approved as they are made';
export const EVERY_BOOKING = 'Every booking';
export const LINE_MANAGER_LABEL = 'Line Manager is required on bookings';

export const APPROVER_LABELS: Record<ApproverKind, string> = {
  branch_manager: 'Branch Manager',
  hub_manager: 'Hub Manager',
  admin: 'Admin',
  // Holders of booking_approve at the booking's branch (issue 21).
  booking_approver: 'Booking approvers',
};

/** The field labels of the rule form, by the write's keys, so a server message names the same field. */
export const RULE_LABELS = {
  name: 'Name',
  branch_pks: 'Branches',
  role_pks: 'Driver roles',
  booking_tag_group_pks: 'Booking custom fields',
  min_duration_minutes: 'Minimum duration in hours',
  approvers: 'Approvers',
  is_active: 'Active',
} as const satisfies Record<keyof ApprovalRuleWrite, string>;
export type RuleField = keyof typeof RULE_LABELS;

/** The labels of the trail's fields (the server records names, not pks: see bookings/approval-rules.ts). */
export const TRAIL_LABELS: Readonly<Record<string, string>> = {
  rule: 'Rule',
  name: RULE_LABELS.name,
  branches: RULE_LABELS.branch_pks,
  driver_roles: RULE_LABELS.role_pks,
  booking_custom_fields: RULE_LABELS.booking_tag_group_pks,
  min_duration_minutes: 'Minimum duration in minutes',
  approvers: RULE_LABELS.approvers,
  is_active: RULE_LABELS.is_active,
  line_manager_required: LINE_MANAGER_LABEL,
};

export const NAME_REQUIRED = 'Name is required';
export const NAME_TOO_LONG = 'Name must be at most 100 characters';
export const APPROVER_REQUIRED = 'Choose at least one approver';
export const DURATION_INVALID = 'Enter a number of hours from 0.25 to 8784, or leave it empty';

/** A branch, role or booking custom field a rule may name. */
export type RuleOption = { pk: number; name: string };

/** What the form offers: the organisation's branches, roles and booking custom fields. */
export type RuleOptions = { branches: RuleOption[]; roles: RuleOption[]; bookingFields: RuleOption[] };

export const NO_RULE_OPTIONS: RuleOptions = { branches: [], roles: [], bookingFields: [] };

const namesOf = (pks: readonly number[], options: readonly RuleOption[], unknown: string) =>
  pks.map((pk) => options.find((option) => option.pk === pk)?.name ?? unknown);

/** Hours as people write them: 8, 1.5, 0.25. */
export const hoursText = (minutes: number) => String(Math.round((minutes / 60) * 100) / 100);

/**
 * Which bookings a rule holds, in words: 'Bookings at Parramatta, Sydney
 * Central by Drivers, 8 hours or longer, with Fuel Card', or 'Every booking'
 * when it sets no condition. Custom fields are joined by 'or', as a booking
 * holding any one of them matches.
 */
export function appliesToText(rule: ApprovalRule, options: RuleOptions): string {
  const place = rule.branch_pks.length > 0 ? `at ${namesOf(rule.branch_pks, options.branches, 'a deleted branch').join(', ')}` : null;
  const drivers = rule.role_pks.length > 0 ? `by ${namesOf(rule.role_pks, options.roles, 'a deleted role').join(', ')}` : null;
  const duration = rule.min_duration_minutes !== null ? `${hoursText(rule.min_duration_minutes)} hours or longer` : null;
  const fields =
    rule.booking_tag_group_pks.length > 0 ? `with ${namesOf(rule.booking_tag_group_pks, options.bookingFields, 'a deleted field').join(' or ')}` : null;
  const who = [place, drivers].filter((part) => part !== null).join(' ');
  const conditions = [who, duration, fields].filter((part): part is string => Boolean(part));
  return conditions.length === 0 ? EVERY_BOOKING : `Bookings ${conditions.join(', ')}`;
}

/** 'Branch Manager, Hub Manager, Admin', in the order of APPROVER_KINDS. */
export const approversText = (approvers: readonly ApproverKind[]) =>
  APPROVER_KINDS.filter((kind) => approvers.includes(kind))
    .map((kind) => APPROVER_LABELS[kind])
    .join(', ');

/** The form's values: what the person typed and ticked, pks as text for the checkboxes. */
export type RuleValues = {
  name: string;
  branch_pks: string[];
  role_pks: string[];
  booking_tag_group_pks: string[];
  /** Hours as typed; empty for any length. */
  min_duration_hours: string;
  approvers: string[];
  is_active: boolean;
};

export function ruleValuesFrom(rule: ApprovalRule | null): RuleValues {
  return {
    name: rule?.name ?? '',
    branch_pks: (rule?.branch_pks ?? []).map(String),
    role_pks: (rule?.role_pks ?? []).map(String),
    booking_tag_group_pks: (rule?.booking_tag_group_pks ?? []).map(String),
    min_duration_hours: rule?.min_duration_minutes != null ? hoursText(rule.min_duration_minutes) : '',
    approvers: rule?.approvers ?? ['branch_manager'],
    is_active: rule?.is_active ?? true,
  };
}

const MAX_MINUTES = 366 * 24 * 60;
const isApproverKind = (value: string): value is ApproverKind => (APPROVER_KINDS as readonly string[]).includes(value);

/** The minutes of the hours typed: null for none, undefined when they are not a duration the server takes. */
function durationMinutes(hours: string): number | null | undefined {
  const text = hours.trim();
  if (text === '') return null;
  const minutes = Math.round(Number(text) * 60);
  return Number.isFinite(minutes) && minutes >= 1 && minutes <= MAX_MINUTES && /^\d*\.?\d+$/.test(text) ? minutes : undefined;
}

/** The form's own checks, by field: what the server would refuse before asking it. */
export function ruleProblems(values: RuleValues): Partial<Record<RuleField, string>> {
  const problems: Partial<Record<RuleField, string>> = {};
  const name = values.name.trim();
  if (name === '') problems.name = NAME_REQUIRED;
  else if (name.length > 100) problems.name = NAME_TOO_LONG;
  if (durationMinutes(values.min_duration_hours) === undefined) problems.min_duration_minutes = DURATION_INVALID;
  if (!values.approvers.some(isApproverKind)) problems.approvers = APPROVER_REQUIRED;
  return problems;
}

/** The write of checked values (see ruleProblems). */
export function toRuleWrite(values: RuleValues): ApprovalRuleWrite {
  return {
    name: values.name.trim(),
    branch_pks: values.branch_pks.map(Number),
    role_pks: values.role_pks.map(Number),
    booking_tag_group_pks: values.booking_tag_group_pks.map(Number),
    min_duration_minutes: durationMinutes(values.min_duration_hours) ?? null,
    approvers: values.approvers.filter(isApproverKind),
    is_active: values.is_active,
  };
}

/** The form field a server message belongs to ('approvers.0' is Approvers), or null when it names none of them. */
export function ruleFieldOf(key: string): RuleField | null {
  const head = key.split('.')[0] ?? '';
  return head in RULE_LABELS ? (head as RuleField) : null;
}
