import { DEFAULT_BOOKING_RULES, RULE_RECIPIENTS, type BookingRules, type NotifyingRule, type RuleRecipient } from '@motorpool/api';

/** The rules entered as whole numbers, with the unit each is counted in. */
export type NumberRule = Exclude<
  {
    [Key in keyof BookingRules]: BookingRules[Key] extends number ? Key : never;
  }[keyof BookingRules],
  undefined
>;
export type SwitchRule = 'business_hours_only' | 'allow_weekends' | 'allow_public_holidays' | 'purpose_of_trip_required';
export type ListRule = 'booking_types' | 'purposes_of_trip';

export type RuleField =
  | { kind: 'number'; key: NumberRule; label: string; unit: string; explanation: string }
  | { kind: 'switch'; key: SwitchRule; label: string; explanation: string }
  | { kind: 'list'; key: ListRule; label: string; explanation: string }
  | { kind: 'default_type'; key: 'default_booking_type'; label: string; explanation: string }
  | { kind: 'recipients'; key: NotifyingRule; label: string; explanation: string };

export type RuleGroup = { title: string; fields: readonly RuleField[] };

const minutes = 'minutes';

/** Every rule of the booking settings, in the groups the screen shows, each with its label, unit and one line on what it changes. */
export const RULE_GROUPS: readonly RuleGroup[] = [
  {
    title: 'Limits',
    fields: [
      {
        kind: 'number',
        key: 'buffer_minutes',
        label: 'Buffer between bookings',
        unit: minutes,
        explanation: 'The vehicle stays blocked this long after a booking ends.',
      },
      { kind: 'number', key: 'future_booking_limit_months', label: 'Book ahead at most', unit: 'months', explanation: 'How far ahead a booking may start.' },
      { kind: 'number', key: 'max_search_days', label: 'Longest booking', unit: 'days', explanation: 'No single booking (or vehicle search) may be longer.' },
      {
        kind: 'number',
        key: 'max_continuous_use_hours',
        label: 'Longest continuous use',
        unit: 'hours',
        explanation: "A driver's bookings closer together than the gap below count as one; 0 turns this off.",
      },
      {
        kind: 'number',
        key: 'chaining_gap_minutes',
        label: 'Gap that ends continuous use',
        unit: minutes,
        explanation: 'Bookings of one driver less than this apart are one stretch.',
      },
      {
        kind: 'number',
        key: 'modify_cut_off_minutes',
        label: 'Changes close',
        unit: 'minutes before start',
        explanation: 'Drivers cannot change a booking later than this; 0: any time.',
      },
      {
        kind: 'number',
        key: 'cancel_cut_off_minutes',
        label: 'Cancelling closes',
        unit: 'minutes before start',
        explanation: 'Drivers cannot cancel later than this; 0: any time.',
      },
      { kind: 'switch', key: 'business_hours_only', label: 'Business hours only', explanation: "Start and end must fall within the branch's business hours." },
      { kind: 'switch', key: 'allow_weekends', label: 'Allow weekends', explanation: 'Off: no day of a booking may be a Saturday or Sunday.' },
      {
        kind: 'switch',
        key: 'allow_public_holidays',
        label: 'Allow public holidays',
        explanation: "Off: no day of a booking may be one of the branch's holidays.",
      },
    ],
  },
  {
    title: 'Check-out and return',
    fields: [
      {
        kind: 'number',
        key: 'early_check_out_minutes',
        label: 'Early check-out',
        unit: 'minutes before start',
        explanation: 'Check-out opens this long before the booking starts.',
      },
      {
        kind: 'number',
        key: 'grace_period_minutes',
        label: 'Grace period',
        unit: 'minutes after end',
        explanation: 'A return later than this is a late return, and the booking is overdue.',
      },
      {
        kind: 'number',
        key: 'auto_extension_minutes',
        label: 'Automatic extension',
        unit: minutes,
        explanation: 'A booking in progress at its end gets this much more when the vehicle is free; 0: off.',
      },
      {
        kind: 'number',
        key: 'auto_extension_limit',
        label: 'Automatic extensions at most',
        unit: 'times per booking',
        explanation: 'How often one booking is extended automatically.',
      },
    ],
  },
  {
    title: 'Reminders and automatic actions',
    fields: [
      {
        kind: 'number',
        key: 'reminder_minutes',
        label: 'Reminder',
        unit: 'minutes before start',
        explanation: 'The driver is reminded of an approved booking; 0: off.',
      },
      {
        kind: 'number',
        key: 'auto_cancel_minutes',
        label: 'Cancel a no-show',
        unit: 'minutes after start',
        explanation: 'A booking not checked out by then is cancelled and the vehicle freed; 0: off.',
      },
      {
        kind: 'number',
        key: 'still_in_use_minutes',
        label: 'Still in use',
        unit: 'minutes before end',
        explanation: 'The driver of a booking in progress is reminded of its end; 0: off.',
      },
      {
        kind: 'number',
        key: 'late_return_reminder_minutes',
        label: 'Late-return reminder every',
        unit: minutes,
        explanation: 'Repeated while a booking is overdue; 0: off.',
      },
      {
        kind: 'number',
        key: 'overdue_email_minutes',
        label: 'Overdue notice',
        unit: 'minutes after overdue',
        explanation: 'Those told of overdue bookings hear of it then; 0: off.',
      },
      {
        kind: 'number',
        key: 'overdue_email_hours',
        label: 'Overdue notice again every',
        unit: 'hours',
        explanation: 'Repeated until the vehicle is checked in; 0: once.',
      },
      {
        kind: 'number',
        key: 'approval_warning_minutes',
        label: 'Warn approvers',
        unit: 'minutes before start',
        explanation: 'Approvers of an undecided request are warned before it is declined at its start; 0: off.',
      },
    ],
  },
  {
    title: 'Who is told',
    fields: [
      { kind: 'recipients', key: 'reminder', label: 'Reminder', explanation: 'Before an approved booking starts.' },
      { kind: 'recipients', key: 'still_in_use', label: 'Still in use', explanation: 'Before a booking in progress ends.' },
      { kind: 'recipients', key: 'late_return', label: 'Late return', explanation: 'While a booking is overdue.' },
      { kind: 'recipients', key: 'overdue', label: 'Overdue', explanation: 'When a booking became overdue, and again.' },
      { kind: 'recipients', key: 'auto_cancel', label: 'Cancelled no-show', explanation: 'When a booking was cancelled for not being checked out.' },
      { kind: 'recipients', key: 'unapproved', label: 'Declined at its start', explanation: 'When a request nobody decided was declined.' },
      { kind: 'recipients', key: 'auto_extension', label: 'Automatic extension', explanation: 'When a booking was extended, or could not be.' },
    ],
  },
  {
    title: 'Booking types and purposes',
    fields: [
      { kind: 'list', key: 'booking_types', label: 'Booking types', explanation: 'One a line; a booking is one of them.' },
      { kind: 'default_type', key: 'default_booking_type', label: 'Default booking type', explanation: 'What a new booking starts as.' },
      { kind: 'switch', key: 'purpose_of_trip_required', label: 'Purpose of trip required', explanation: 'A booking cannot be saved without one.' },
      {
        kind: 'list',
        key: 'purposes_of_trip',
        label: 'Purposes of trip',
        explanation: 'One a line; when listed, a booking picks one of them. Empty: free text.',
      },
    ],
  },
];

export const RECIPIENT_LABELS: Readonly<Record<RuleRecipient, string>> = {
  driver: 'Driver',
  branch_manager: 'Branch managers',
  hub_manager: 'Hub managers',
  system_manager: 'System managers',
  admin: 'Admins',
  booking_approver: 'Booking approvers',
};

export const RECIPIENT_OPTIONS = RULE_RECIPIENTS.map((value) => ({ value, label: RECIPIENT_LABELS[value] }));

const onOff = (on: boolean) => (on ? 'on' : 'off');

/** "Default: 15 minutes", "Default: on", "Default: Driver": the product default of a rule. */
export function defaultText(field: RuleField): string {
  const rules = DEFAULT_BOOKING_RULES;
  switch (field.kind) {
    case 'number':
      return `Default: ${rules[field.key]} ${field.unit}`;
    case 'switch':
      return `Default: ${onOff(rules[field.key])}`;
    case 'list':
      return `Default: ${rules[field.key].join(', ') || 'none'}`;
    case 'default_type':
      return `Default: ${rules.default_booking_type}`;
    case 'recipients':
      return `Default: ${rules.recipients[field.key].map((recipient) => RECIPIENT_LABELS[recipient]).join(', ') || 'nobody'}`;
  }
}

/** The name of the field the server names (`rules.buffer_minutes`, `rules.recipients.overdue`), as the form keys it. */
export function fieldKeyOf(serverField: string): string {
  return serverField
    .replace(/^rules\./, '')
    .replace(/^recipients\.(\w+).*$/, 'recipients.$1')
    .replace(/^(booking_types|purposes_of_trip)\..*$/, '$1');
}

/** Each rule's label, for the audit trail's "What changed". */
export const RULE_LABELS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(RULE_GROUPS.flatMap((group) => group.fields.filter((field) => field.kind !== 'recipients').map((field) => [field.key, field.label]))),
  recipients: 'Who is told',
  is_override: 'Own rules for the branch',
};
