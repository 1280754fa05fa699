import { array, assign, boolean, enums, nullable, optional, size, string, type, type Infer } from 'superstruct';

/**
 * Who a message goes to decides what may be done with it: `security` messages
 * (codes, reset and activation links, sign-in alerts) can never be turned off
 * and keep their code or link; `guest` messages go to people without an
 * account yet (nothing to choose); `member` messages reach people in the bell
 * and by email, and each person chooses which of the two (issue 18).
 */
export const MESSAGE_AUDIENCES = ['security', 'guest', 'member'] as const;
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];

export const MESSAGE_GROUPS = ['Account security', 'Invitations and registration', 'Bookings', 'Licences', 'Incidents'] as const;
export type MessageGroup = (typeof MESSAGE_GROUPS)[number];

type MessageKind = { label: string; group: MessageGroup; audience: MessageAudience };

const booking = (label: string): MessageKind => ({ label, group: 'Bookings', audience: 'member' });
const incident = (label: string): MessageKind => ({ label, group: 'Incidents', audience: 'member' });

/**
 * Every message the product sends, by code: the code names its template
 * (`/notification-templates/{code}`) and its notification preference.
 */
export const MESSAGE_KINDS = {
  one_time_code: { label: 'One-time code', group: 'Account security', audience: 'security' },
  password_reset: { label: 'Password reset', group: 'Account security', audience: 'security' },
  account_activation: { label: 'Account activation', group: 'Account security', audience: 'security' },
  registration_accepted: { label: 'Registration approved', group: 'Account security', audience: 'security' },
  sign_in_paused: { label: 'Sign-in paused', group: 'Account security', audience: 'security' },
  invitation: { label: 'Invitation', group: 'Invitations and registration', audience: 'guest' },
  invitation_accepted: { label: 'Invitation accepted', group: 'Invitations and registration', audience: 'member' },
  registration_received: { label: 'Registration received', group: 'Invitations and registration', audience: 'guest' },
  registration_pending: { label: 'New registration request', group: 'Invitations and registration', audience: 'member' },
  booking_created: booking('Booking created'),
  booking_updated: booking('Booking changed'),
  booking_approval_request: booking('Booking awaiting approval'),
  booking_approved: booking('Booking approved'),
  booking_declined: booking('Booking declined'),
  booking_cancelled: booking('Booking cancelled'),
  booking_extended: booking('Booking extended'),
  booking_deleted: booking('Booking deleted'),
  booking_reminder: booking('Booking reminder'),
  booking_approval_warning: booking('Approval deadline warning'),
  booking_still_in_use: booking('Still-in-use reminder'),
  booking_late_return: booking('Late-return reminder'),
  booking_overdue: booking('Overdue booking'),
  booking_auto_extended: booking('Booking extended automatically'),
  booking_extension_blocked: booking('Automatic extension blocked'),
  licence_expiry_reminder: { label: 'Your licence expiry', group: 'Licences', audience: 'member' },
  licence_expiry_reminder_recipient: { label: 'Someone’s licence expiry', group: 'Licences', audience: 'member' },
  licence_expiry_bookings: { label: 'Bookings past a licence expiry', group: 'Licences', audience: 'member' },
  incident_reported: incident('Incident reported'),
  incident_critical: incident('Critical incident'),
  incident_status_changed: incident('Incident status changed'),
  incident_vehicle_blocked: incident('Vehicle blocked by an incident'),
  incident_booking_moved: incident('Booking moved to another vehicle'),
} as const satisfies Record<string, MessageKind>;

export type MessageCode = keyof typeof MESSAGE_KINDS;
export const MESSAGE_CODES = Object.keys(MESSAGE_KINDS) as MessageCode[];

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && Object.hasOwn(MESSAGE_KINDS, value);
}

/** The messages a person chooses bell, email or both for: the ones sent to members. */
export const PREFERABLE_MESSAGE_CODES = MESSAGE_CODES.filter((code) => MESSAGE_KINDS[code].audience === 'member');

/** The user preference (`preference_key`, with the message code as `preference_id`) that holds a person's choice. */
export const NOTIFICATION_CHANNEL_PREFERENCE = 'notification_channel';
export const NOTIFICATION_CHANNELS = ['both', 'bell', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  both: 'Bell and email',
  bell: 'Bell only',
  email: 'Email only',
};

/** Where a message's sender links people to choose their channels. */
export const NOTIFICATION_PREFERENCES_PATH = '/profile/general-details#notification-preferences';

/** The longest template part accepted: a generous email, far below what would slow rendering. */
export const TEMPLATE_PART_MAX_LENGTH = 20_000;

const TemplatePart = size(string(), 0, TEMPLATE_PART_MAX_LENGTH);

/** The parts of a template a person edits; `bell` is null for a message sent by email only. */
export const NotificationTemplateParts = type({
  subject: size(string(), 1, 300),
  html: size(string(), 1, TEMPLATE_PART_MAX_LENGTH),
  text: size(string(), 1, TEMPLATE_PART_MAX_LENGTH),
  bell: optional(nullable(TemplatePart)),
});
export type NotificationTemplateParts = Infer<typeof NotificationTemplateParts>;

export const TemplateVariable = type({ name: string(), description: string() });
export type TemplateVariable = Infer<typeof TemplateVariable>;

/** One row of `GET organisations/notification-templates/`. */
export const NotificationTemplateSummary = type({
  code: string(),
  label: string(),
  group: enums(MESSAGE_GROUPS),
  audience: enums(MESSAGE_AUDIENCES),
  /** Whether the organisation changed it (false: the default is sent). */
  customised: boolean(),
  updated_at: nullable(string()),
});
export type NotificationTemplateSummary = Infer<typeof NotificationTemplateSummary>;

export const NotificationTemplateList = type({ results: array(NotificationTemplateSummary) });
export type NotificationTemplateList = Infer<typeof NotificationTemplateList>;

/** The four parts as rendered or stored; `bell` null for a message without a bell notification. */
const RenderedParts = type({ subject: string(), html: string(), text: string(), bell: nullable(string()) });

/** `GET organisations/notification-templates/{code}/`: what is sent now, the default beside it, and the variables it may name. */
export const NotificationTemplate = assign(
  NotificationTemplateSummary,
  RenderedParts,
  type({
    defaults: RenderedParts,
    variables: array(TemplateVariable),
    /** Variables a security message must keep (its code or link). */
    required: array(string()),
  }),
);
export type NotificationTemplate = Infer<typeof NotificationTemplate>;

/** `POST …/{code}/preview/`: the draft rendered with sample data, HTML sanitised as it would be sent. */
export const NotificationTemplatePreview = RenderedParts;
export type NotificationTemplatePreview = Infer<typeof NotificationTemplatePreview>;

export const notificationTemplateMessages = {
  saved: (label: string) => `${label} template saved.`,
  restored: (label: string) => `${label} template restored to the default.`,
  unknownVariable: (name: string, known: readonly string[]) => `{{ ${name} }} is not a variable of this message. Use one of: ${known.join(', ')}.`,
  missingRequired: (name: string) => `This message must keep {{ ${name} }}: it is what the recipient needs to act.`,
  unreadable: (problem: string) => `This template cannot be read: ${problem}`,
  noBell: 'This message is sent by email only; it has no bell text.',
  bellRequired: 'Enter the bell text.',
  notFound: 'No such notification template.',
} as const;
