import type { MessageCode } from '@motorpool/api';

/** What a variable holds: a text, a number (days left), or rows a template loops over. */
export type VariableValue = string | number | null | readonly Record<string, string | number>[];

export type VariableSpec = { description: string; sample: VariableValue };

/** One message’s default wording, as Liquid sources; `bell` is null for a message sent by email only. */
export type MessageDefault = {
  variables: Record<string, VariableSpec>;
  /** What a security message must keep: without it the recipient cannot act. */
  required: readonly string[];
  subject: string;
  html: string;
  text: string;
  bell: string | null;
};

/** A paragraph shown only when its variable has a value (a booking’s reason). */
type Paragraph = string | { when: string; text: string };

type MessageWording<V extends Record<string, VariableSpec>> = {
  variables: V;
  required?: readonly string[];
  subject: string;
  paragraphs: readonly Paragraph[];
  /** A button-like link at the end: its label and the variable that holds the address. */
  action?: { label: string; url: string };
  /** Extra HTML and text closing the message, for messages with more than one link. */
  links?: { html: string; text: string };
  bell?: string;
};

/**
 * One wording gives the HTML and the plain-text part, so the two never say
 * different things. Every `{{ }}` in the HTML is escaped when rendered.
 */
function message<V extends Record<string, VariableSpec>>({
  variables,
  required = [],
  subject,
  paragraphs,
  action,
  links,
  bell,
}: MessageWording<V>): MessageDefault & { variables: V } {
  const inHtml = (paragraph: string) => `<p>${paragraph.replaceAll('\n', '<br>\n')}</p>`;
  const html = paragraphs.map((paragraph) =>
    typeof paragraph === 'string' ? inHtml(paragraph) : `{% if ${paragraph.when} %}${inHtml(paragraph.text)}{% endif %}`,
  );
  const text = paragraphs.map((paragraph) =>
    typeof paragraph === 'string' ? `${paragraph}\n\n` : `{% if ${paragraph.when} %}${paragraph.text}\n\n{% endif %}`,
  );
  if (action) {
    html.push(`<p><a href="{{ ${action.url} }}">${action.label}</a></p>`);
    text.push(`${action.label}: {{ ${action.url} }}\n\n`);
  }
  if (links) {
    html.push(links.html);
    text.push(links.text);
  }
  return { variables, required, subject, html: html.join('\n'), text: text.join('').trimEnd(), bell: bell ?? null };
}

const firstName: VariableSpec = { description: 'The recipient’s first name', sample: 'Dana' };
const brand: VariableSpec = { description: 'The product’s name as the recipient knows it', sample: 'Motorpool' };
const organisation: VariableSpec = { description: 'The organisation’s name', sample: 'Demo Fleet' };
const link = (description: string): VariableSpec => ({ description, sample: 'https://motorpool.example/link' });

const CODE_VARIABLES = {
  code: { description: 'The six-digit code', sample: '482913' },
  purpose: { description: 'What the code is for, such as “to finish signing in”', sample: 'to finish signing in' },
  brand,
};

const BOOKING_VARIABLES = {
  first_name: firstName,
  booking_number: { description: 'The booking’s number', sample: '1042' },
  vehicle: { description: 'The vehicle’s name and registration', sample: 'Toyota Corolla (ABC-123)' },
  driver: { description: 'The driver’s name', sample: 'Dana Driver' },
  branch: { description: 'The booking’s branch', sample: 'Parramatta' },
  start: { description: 'When the booking starts, in the branch’s time', sample: '02/12/2026 09:00 AM' },
  end: { description: 'When the booking ends, in the branch’s time', sample: '02/12/2026 05:00 PM' },
  reason: { description: 'Why it happened, when a reason was given (empty otherwise)', sample: 'Not checked out within 30 minutes of its start' },
  url: link('The booking in the portal'),
  brand,
};

const BOOKING_LINE = 'Booking #{{ booking_number }}: {{ vehicle }} for {{ driver }} at {{ branch }}, {{ start }} – {{ end }}.';

/** A booking event: the headline says what happened; the rest is the same for every event. */
function bookingEvent(headline: string) {
  return message({
    variables: BOOKING_VARIABLES,
    subject: `${headline}: {{ vehicle }}, {{ start }}`,
    paragraphs: ['Hello {{ first_name }},', `${headline}.`, BOOKING_LINE, { when: 'reason', text: 'Reason: {{ reason }}' }],
    action: { label: 'Open the booking', url: 'url' },
    bell: `${headline}: <b>{{ vehicle }}</b> for {{ driver }}, {{ start }} – {{ end }}{% if reason %}. Reason: {{ reason }}{% endif %}`,
  });
}

/** A message whose link activates the account: it must keep the link. */
function activation(subject: string, sentence: string) {
  return message({
    variables: { first_name: firstName, organisation, url: link('The activation link'), brand },
    required: ['url'],
    subject,
    paragraphs: ['Hello {{ first_name }},', sentence],
    action: { label: 'Activate your account', url: 'url' },
  });
}

const LICENCE_VARIABLES = {
  first_name: firstName,
  expiry: { description: 'The licence’s expiry date (dd/MM/yyyy)', sample: '15/12/2026' },
  days_left: { description: 'Days until the expiry (0 on the day itself)', sample: 14 },
  url: link('Where to act in the portal'),
  brand,
};

const EXPIRES_WHEN =
  '{% if days_left == 0 %}today ({{ expiry }}){% else %}on {{ expiry }}, in {{ days_left }} {% if days_left == 1 %}day{% else %}days{% endif %}{% endif %}';

const INCIDENT_VARIABLES = {
  first_name: firstName,
  reference: { description: 'The incident’s reference', sample: 'INC-000042' },
  incident_type: { description: 'The incident’s type and sub-type', sample: 'Accident — Not drivable' },
  about: { description: 'What the incident is about: the vehicle, else the booking or the person', sample: 'Toyota Corolla (ABC-123)' },
  branch: { description: 'The branch of the incident’s vehicle or booking (empty when it has none)', sample: 'Parramatta' },
  reporter: { description: 'Who reported it', sample: 'Dana Driver' },
  reported_on: { description: 'When it happened, in the branch’s time', sample: '02/12/2026 09:00 AM' },
  description: { description: 'The reporter’s description (empty when none was given)', sample: 'Rear bumper hit in the car park' },
  url: link('The incident in the portal'),
  brand,
};

const INCIDENT_LINE =
  '{{ reference }}: {{ incident_type }} — {{ about }}{% if branch %} at {{ branch }}{% endif %}, reported by {{ reporter }} on {{ reported_on }}.';

const AFFECTED_BOOKING_VARIABLES = {
  first_name: firstName,
  reference: INCIDENT_VARIABLES.reference,
  incident_type: INCIDENT_VARIABLES.incident_type,
  booking_number: { description: 'The booking’s number', sample: '1042' },
  driver: { description: 'The booking’s driver', sample: 'Dana Driver' },
  start: { description: 'When the booking starts, in the branch’s time', sample: '02/12/2026 09:00 AM' },
  end: { description: 'When the booking ends, in the branch’s time', sample: '02/12/2026 05:00 PM' },
  url: link('The booking in the portal'),
  brand,
};

/**
 * The wording of every message the product sends. An organisation may
 * replace any of them (notification_templates); messages sent before an
 * organisation is known (sign-in codes, password resets) always use these.
 */
export const MESSAGE_DEFAULTS = {
  one_time_code: message({
    variables: CODE_VARIABLES,
    required: ['code'],
    subject: 'Your {{ brand }} code: {{ code }}',
    paragraphs: ['Your code is {{ code }}.', 'Use it {{ purpose }}. It expires in 10 minutes. If you did not ask for it, ignore this message.'],
  }),
  password_reset: message({
    variables: { first_name: firstName, url: link('The password reset link (works once, within 60 minutes)'), brand },
    required: ['url'],
    subject: 'Reset your {{ brand }} password',
    paragraphs: [
      'Hello {{ first_name }},',
      'Someone asked to reset the password of your {{ brand }} account. The link works once, within 60 minutes.',
      'If it was not you, ignore this email; your password stays as it is.',
    ],
    action: { label: 'Reset password', url: 'url' },
  }),
  account_activation: activation('Welcome to {{ organisation }} on {{ brand }}', 'Your account with {{ organisation }} is ready. Activate it to sign in.'),
  registration_accepted: activation(
    'Your registration with {{ organisation }} was approved',
    'Your registration with {{ organisation }} was approved. Activate your account to sign in.',
  ),
  sign_in_paused: message({
    variables: {
      first_name: firstName,
      failures: { description: 'How many wrong passwords in how long', sample: '20 times within 15 minutes' },
      wait: { description: 'How long sign-in stays paused', sample: '15 minutes' },
      url: link('The password reset page'),
      brand,
    },
    subject: 'Sign-in to your {{ brand }} account is paused',
    paragraphs: [
      'Hello {{ first_name }},',
      'Someone entered a wrong password for your {{ brand }} account {{ failures }}, so sign-in is paused for {{ wait }}. None of those attempts got in.',
      'If it was you, wait that long or reset your password now: a reset lets you straight back in. An administrator of your organisation can also unlock your sign-in.',
      'If it was not you, nothing is needed, but choose a new password if yours is easy to guess or used elsewhere.',
    ],
    action: { label: 'Reset your password', url: 'url' },
  }),
  invitation: message({
    variables: {
      name: { description: 'The invited person’s name', sample: 'Dana' },
      organisation,
      inviter: { description: 'Who sent the invitation', sample: 'Alex Admin' },
      url: link('The invitation link'),
      brand,
    },
    required: ['url'],
    subject: '{{ inviter }} invited you to {{ organisation }} on {{ brand }}',
    paragraphs: ['Hello {{ name }},', '{{ inviter }} invited you to join {{ organisation }} on {{ brand }}.'],
    action: { label: 'Accept the invitation', url: 'url' },
  }),
  invitation_accepted: message({
    variables: {
      first_name: firstName,
      name: { description: 'Who accepted the invitation', sample: 'Sam Driver' },
      organisation,
      url: link('The invitations page'),
      brand,
    },
    subject: '{{ name }} accepted your invitation to {{ organisation }}',
    paragraphs: ['Hello {{ first_name }},', '{{ name }} accepted your invitation to join {{ organisation }} and can sign in now.'],
    action: { label: 'Open the invitations', url: 'url' },
    bell: '<b>{{ name }}</b> accepted your invitation to {{ organisation }}',
  }),
  registration_received: message({
    variables: { first_name: firstName, organisation, brand },
    subject: 'Your registration with {{ organisation }} was received',
    paragraphs: [
      'Hello {{ first_name }},',
      'Thank you for registering with {{ organisation }}. Your request is waiting for approval; a welcome email follows once it is approved.',
    ],
  }),
  registration_pending: message({
    variables: {
      first_name: firstName,
      applicant: { description: 'The applicant’s name', sample: 'Sam Driver' },
      applicant_email: { description: 'The applicant’s email address', sample: 'sam@example.com' },
      organisation,
      url: link('The registration requests page'),
      brand,
    },
    subject: 'New registration request for {{ organisation }}',
    paragraphs: ['Hello {{ first_name }},', '{{ applicant }} <{{ applicant_email }}> asked to join {{ organisation }}.'],
    action: { label: 'Review registration requests', url: 'url' },
    bell: 'New registration request from <b>{{ applicant }}</b>',
  }),
  booking_created: bookingEvent('A booking was created'),
  booking_updated: bookingEvent('A booking was changed'),
  booking_approval_request: message({
    variables: {
      ...BOOKING_VARIABLES,
      approve_url: link('Approves the booking without signing in (7 days)'),
      decline_url: link('Declines the booking without signing in (7 days)'),
    },
    subject: 'Booking awaiting your approval: {{ vehicle }}, {{ start }}',
    paragraphs: ['Hello {{ first_name }},', 'A booking is waiting for your approval.', BOOKING_LINE, 'The links work for 7 days.'],
    links: {
      html: '<p><a href="{{ approve_url }}">Approve</a> · <a href="{{ decline_url }}">Decline</a></p>',
      text: 'Approve: {{ approve_url }}\n\nDecline: {{ decline_url }}',
    },
    bell: 'A booking is waiting for approval: <b>{{ vehicle }}</b> for {{ driver }}, {{ start }} – {{ end }}',
  }),
  booking_approved: bookingEvent('A booking was approved'),
  booking_declined: bookingEvent('A booking was declined'),
  booking_cancelled: bookingEvent('A booking was cancelled'),
  booking_extended: bookingEvent('A booking was extended'),
  booking_deleted: bookingEvent('A booking was deleted'),
  booking_reminder: bookingEvent('Your booking starts soon'),
  booking_approval_warning: bookingEvent('A booking request will be declined at its start unless it is approved'),
  booking_still_in_use: bookingEvent('Your booking ends soon'),
  booking_late_return: bookingEvent('A booking is overdue: please return the vehicle'),
  booking_overdue: bookingEvent('A booking is overdue'),
  booking_auto_extended: bookingEvent('A booking was extended automatically'),
  booking_extension_blocked: bookingEvent('A booking could not be extended: the vehicle is booked next'),
  licence_expiry_reminder: message({
    variables: LICENCE_VARIABLES,
    subject: '{% if days_left == 0 %}Your driver licence expires today{% else %}Your driver licence expires on {{ expiry }}{% endif %}',
    paragraphs: [
      'Hello {{ first_name }},',
      `Your driver licence expires ${EXPIRES_WHEN}.`,
      'Bookings that run past that date are refused. Once your licence is renewed, update your licence details so you can be booked again.',
    ],
    action: { label: 'Update your licence details', url: 'url' },
    bell: 'Your driver licence expires <b>{% if days_left == 0 %}today{% else %}on {{ expiry }}{% endif %}</b>. Update your licence details once it is renewed.',
  }),
  licence_expiry_reminder_recipient: message({
    variables: { ...LICENCE_VARIABLES, holder: { description: 'Whose licence it is', sample: 'Dana Driver' } },
    subject: "{% if days_left == 0 %}{{ holder }}'s driver licence expires today{% else %}{{ holder }}'s driver licence expires on {{ expiry }}{% endif %}",
    paragraphs: [
      'Hello {{ first_name }},',
      `{{ holder }}'s driver licence expires ${EXPIRES_WHEN}.`,
      'You receive this because {{ holder }} is set to remind you. Bookings for them that run past that date are refused.',
    ],
    action: { label: 'Open their details', url: 'url' },
    bell: '<b>{{ holder }}</b>’s driver licence expires {% if days_left == 0 %}today{% else %}on {{ expiry }}{% endif %}.',
  }),
  licence_expiry_bookings: message({
    variables: {
      first_name: firstName,
      holder: { description: 'Whose licence it is', sample: 'Dana Driver' },
      expiry: LICENCE_VARIABLES.expiry,
      bookings: {
        description: 'The bookings that end after the expiry; each has number, vehicle, driver, branch, start and end',
        sample: [
          {
            number: 1042,
            vehicle: 'Toyota Corolla (ABC-123)',
            driver: 'Dana Driver',
            branch: 'Parramatta',
            start: '20/12/2026 09:00 AM',
            end: '22/12/2026 05:00 PM',
          },
        ],
      },
      url: link('The bookings page'),
      brand,
    },
    subject: "Bookings run past {{ holder }}'s licence expiry ({{ expiry }})",
    paragraphs: [
      'Hello {{ first_name }},',
      "{{ holder }}'s driver licence expires on {{ expiry }}. {% if bookings.size == 1 %}This booking ends{% else %}These bookings end{% endif %} after that date: change the driver or the dates, or cancel {% if bookings.size == 1 %}it{% else %}them{% endif %}.",
      '{% for booking in bookings %}Booking #{{ booking.number }}: {{ booking.vehicle }} for {{ booking.driver }} at {{ booking.branch }}, {{ booking.start }} – {{ booking.end }}.{% unless forloop.last %}\n{% endunless %}{% endfor %}',
    ],
    action: { label: 'Open the bookings', url: 'url' },
    bell: '<b>{{ holder }}</b>’s driver licence expires on {{ expiry }}; {% if bookings.size == 1 %}a booking runs{% else %}{{ bookings.size }} bookings run{% endif %} past it: {% for booking in bookings %}#{{ booking.number }}{% unless forloop.last %}, {% endunless %}{% endfor %}',
  }),
  incident_reported: message({
    variables: INCIDENT_VARIABLES,
    subject: 'Incident reported: {{ reference }}, {{ about }}',
    paragraphs: ['Hello {{ first_name }},', 'An incident was reported.', INCIDENT_LINE, { when: 'description', text: '{{ description }}' }],
    action: { label: 'Open the incident', url: 'url' },
    bell: 'Incident reported: <b>{{ reference }}</b>, {{ incident_type }} — {{ about }}',
  }),
  incident_critical: message({
    variables: INCIDENT_VARIABLES,
    subject: 'Critical incident: {{ reference }}, {{ about }}',
    paragraphs: [
      'Hello {{ first_name }},',
      'A critical incident was reported and needs your attention.',
      INCIDENT_LINE,
      { when: 'description', text: '{{ description }}' },
    ],
    action: { label: 'Open the incident', url: 'url' },
    bell: 'Critical incident: <b>{{ reference }}</b>, {{ incident_type }} — {{ about }}',
  }),
  incident_status_changed: message({
    variables: {
      ...INCIDENT_VARIABLES,
      change: { description: 'What happened to the incident: Closed, Dismissed, Reopened or Verified', sample: 'Closed' },
      note: { description: 'The resolution note, when one was given (empty otherwise)', sample: 'Bumper replaced' },
    },
    subject: 'Your incident {{ reference }}: {{ change }}',
    paragraphs: [
      'Hello {{ first_name }},',
      'The incident you reported is now: {{ change }}.',
      INCIDENT_LINE,
      { when: 'note', text: 'Resolution note: {{ note }}' },
    ],
    action: { label: 'Open the incident', url: 'url' },
    bell: 'Your incident <b>{{ reference }}</b>: {{ change }}{% if note %}. {{ note }}{% endif %}',
  }),
  incident_vehicle_blocked: message({
    variables: { ...AFFECTED_BOOKING_VARIABLES, vehicle: { description: 'The blocked vehicle’s name and registration', sample: 'Toyota Corolla (ABC-123)' } },
    subject: 'Vehicle off the road: booking #{{ booking_number }}, {{ vehicle }}',
    paragraphs: [
      'Hello {{ first_name }},',
      '{{ vehicle }} is off the road because of incident {{ reference }} ({{ incident_type }}). Booking #{{ booking_number }} for {{ driver }}, {{ start }} – {{ end }}, uses it: a manager will move it to another vehicle or cancel it.',
    ],
    action: { label: 'Open the booking', url: 'url' },
    bell: '<b>{{ vehicle }}</b> is off the road ({{ reference }}): booking #{{ booking_number }}, {{ start }} – {{ end }}, will be moved or cancelled',
  }),
  incident_booking_moved: message({
    variables: {
      ...AFFECTED_BOOKING_VARIABLES,
      vehicle: { description: 'The vehicle the booking now uses', sample: 'Hyundai i30 (XYZ-789)' },
      previous_vehicle: { description: 'The vehicle taken off the road', sample: 'Toyota Corolla (ABC-123)' },
    },
    subject: 'Booking #{{ booking_number }} moved to {{ vehicle }}',
    paragraphs: [
      'Hello {{ first_name }},',
      '{{ previous_vehicle }} is off the road because of incident {{ reference }}, so booking #{{ booking_number }}, {{ start }} – {{ end }}, now uses {{ vehicle }}.',
    ],
    action: { label: 'Open the booking', url: 'url' },
    bell: 'Booking #{{ booking_number }} moved to <b>{{ vehicle }}</b> ({{ previous_vehicle }} is off the road)',
  }),
} as const satisfies Record<MessageCode, MessageDefault>;

/** The variables a message’s sender gives, by name (`brand` is added by the renderer). */
export type MessageVariables<C extends MessageCode> = Omit<Record<keyof (typeof MESSAGE_DEFAULTS)[C]['variables'], VariableValue>, 'brand'>;
