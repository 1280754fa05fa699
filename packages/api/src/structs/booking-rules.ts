import { array, boolean, enums, integer, max, min, nullable, object, optional, size, string, trimmed, type, type Infer } from 'superstruct';
import { PrimaryKey } from './common';
import { APPROVER_KINDS } from './approver-kinds';

export { APPROVER_KINDS, type ApproverKind } from './approver-kinds';

const minutes = (high: number) => max(min(integer(), 0), high);

/**
 * Who a timed rule tells (spec §9's recipients). A system manager is a
 * platform system admin; admins are the members who may run the
 * organisation (super users and organisation writers), as for approvals;
 * booking approvers are the holders of booking_approve at the booking's
 * branch, an approver kind too, so the approval warning can reach them.
 */
export const RULE_RECIPIENTS = ['driver', 'branch_manager', 'hub_manager', 'system_manager', 'admin', 'booking_approver'] as const;
export type RuleRecipient = (typeof RULE_RECIPIENTS)[number];
const recipients = size(array(enums(RULE_RECIPIENTS)), 0, RULE_RECIPIENTS.length);

/** The timed rules that send something, each with the recipients it names. */
export const NOTIFYING_RULES = ['reminder', 'still_in_use', 'late_return', 'overdue', 'auto_cancel', 'unapproved', 'auto_extension'] as const;
export type NotifyingRule = (typeof NOTIFYING_RULES)[number];

/**
 * The booking rules of spec §9 that the server enforces on every create,
 * update, extension and occurrence, stored per organisation with optional
 * per-branch overrides. The time-driven ones (reminder, auto-cancel) are
 * acted on by the server's job queue; 0 minutes turns such a rule off.
 */
export const BookingRules = object({
  /** Minutes the vehicle stays blocked after a booking ends (cleaning, handover). */
  buffer_minutes: minutes(24 * 60),
  future_booking_limit_months: max(min(integer(), 1), 36),
  /** Longest booking, and the longest range vehicle search accepts, in days. */
  max_search_days: max(min(integer(), 1), 366),
  /**
   * Longest continuous use of vehicles by one driver, in hours (0: off). Unlike
   * max_search_days, which holds one booking, this holds the driver's stretch:
   * bookings closer together than chaining_gap_minutes count as one.
   */
  max_continuous_use_hours: max(min(integer(), 0), 366 * 24),
  /** Bookings of one driver that follow each other by less than this count as one continuous use. */
  chaining_gap_minutes: minutes(7 * 24 * 60),
  modify_cut_off_minutes: minutes(7 * 24 * 60),
  cancel_cut_off_minutes: minutes(7 * 24 * 60),
  early_check_out_minutes: minutes(24 * 60),
  /** A return later than end + grace is recorded as a late return. */
  grace_period_minutes: minutes(24 * 60),
  /** The driver is reminded this many minutes before an Approved booking starts. */
  reminder_minutes: minutes(7 * 24 * 60),
  /** An Approved booking not checked out this many minutes after its start is cancelled, freeing the vehicle. */
  auto_cancel_minutes: minutes(24 * 60),
  /** The driver of an In-Progress booking is reminded this many minutes before its end. */
  still_in_use_minutes: minutes(24 * 60),
  /** While a booking is overdue (end + grace passed, not checked in), the late-return reminder repeats this often. */
  late_return_reminder_minutes: minutes(24 * 60),
  /** Managers hear of an overdue booking this many minutes after it became overdue… */
  overdue_email_minutes: minutes(24 * 60),
  /** …and again every so many hours until it is checked in (0: once). */
  overdue_email_hours: max(min(integer(), 0), 168),
  /** The approvers of a request nobody decided are warned this many minutes before its start declines it. */
  approval_warning_minutes: minutes(7 * 24 * 60),
  /** An In-Progress booking reaching its end is extended by this many minutes when the vehicle is free after it. */
  auto_extension_minutes: minutes(24 * 60),
  /** At most this many automatic extensions per booking. */
  auto_extension_limit: max(min(integer(), 0), 10),
  /** Who each timed rule tells. */
  recipients: object(Object.fromEntries(NOTIFYING_RULES.map((rule) => [rule, recipients])) as Record<NotifyingRule, typeof recipients>),
  /** Start and end must fall inside the branch's business hours of their days. */
  business_hours_only: boolean(),
  allow_weekends: boolean(),
  allow_public_holidays: boolean(),
  default_booking_type: size(trimmed(string()), 1, 50),
  booking_types: size(array(size(trimmed(string()), 1, 50)), 1, 20),
  purpose_of_trip_required: boolean(),
  purposes_of_trip: size(array(size(trimmed(string()), 1, 100)), 0, 50),
});
export type BookingRules = Infer<typeof BookingRules>;

export const DEFAULT_BOOKING_RULES: BookingRules = {
  buffer_minutes: 15,
  future_booking_limit_months: 6,
  max_search_days: 30,
  max_continuous_use_hours: 0,
  chaining_gap_minutes: 60,
  modify_cut_off_minutes: 0,
  cancel_cut_off_minutes: 0,
  early_check_out_minutes: 30,
  grace_period_minutes: 30,
  reminder_minutes: 60,
  auto_cancel_minutes: 60,
  still_in_use_minutes: 30,
  late_return_reminder_minutes: 60,
  overdue_email_minutes: 30,
  overdue_email_hours: 4,
  approval_warning_minutes: 120,
  auto_extension_minutes: 0,
  auto_extension_limit: 1,
  recipients: {
    reminder: ['driver'],
    still_in_use: ['driver'],
    late_return: ['driver'],
    overdue: ['branch_manager', 'hub_manager'],
    auto_cancel: ['driver', 'branch_manager'],
    unapproved: ['driver'],
    auto_extension: ['driver', 'branch_manager'],
  },
  business_hours_only: false,
  allow_weekends: true,
  allow_public_holidays: false,
  default_booking_type: 'Business',
  booking_types: ['Business', 'Personal'],
  purpose_of_trip_required: false,
  purposes_of_trip: [],
};

/**
 * `GET booking-settings/?branch_pk=` answers the rules in force there; `PUT` with branch_pk null sets the organisation's.
 * The organisation's (a GET without branch_pk) also lists the branches that have rules of their own.
 */
export const BookingRulesSetting = type({
  branch_pk: nullable(PrimaryKey),
  rules: BookingRules,
  is_override: boolean(),
  override_branch_pks: optional(array(PrimaryKey)),
});
export type BookingRulesSetting = Infer<typeof BookingRulesSetting>;
export const BookingRulesWrite = object({ branch_pk: optional(nullable(PrimaryKey)), rules: optional(nullable(BookingRules)) });
export type BookingRulesWrite = Infer<typeof BookingRulesWrite>;
/** `POST booking-settings/impact/` (a BookingRulesWrite): how many bookings not yet started the proposed rules would break; they are kept. */
export const BookingRulesImpact = type({ count: integer() });
export type BookingRulesImpact = Infer<typeof BookingRulesImpact>;

/**
 * When a booking needs approval: a rule matches when every
 * condition it sets holds — branch, driver role, a booking tag flagged
 * is_booking_approval, minimum duration. Empty lists and null mean "any".
 */
export const ApprovalRuleWrite = object({
  name: size(trimmed(string()), 1, 100),
  branch_pks: optional(array(PrimaryKey)),
  role_pks: optional(array(PrimaryKey)),
  booking_tag_group_pks: optional(array(PrimaryKey)),
  min_duration_minutes: optional(nullable(max(min(integer(), 1), 366 * 24 * 60))),
  approvers: size(array(enums(APPROVER_KINDS)), 1, APPROVER_KINDS.length),
  is_active: optional(boolean()),
});
export type ApprovalRuleWrite = Infer<typeof ApprovalRuleWrite>;
export const ApprovalRule = type({
  pk: PrimaryKey,
  name: string(),
  branch_pks: array(PrimaryKey),
  role_pks: array(PrimaryKey),
  booking_tag_group_pks: array(PrimaryKey),
  min_duration_minutes: nullable(integer()),
  approvers: array(enums(APPROVER_KINDS)),
  is_active: boolean(),
});
export type ApprovalRule = Infer<typeof ApprovalRule>;
