import type { NotificationTemplate, NotificationTemplatePreview, NotificationTemplateSummary } from '@motorpool/api';

/*
 * Templates as the server sends them, for the stories and tests. Test-only;
 * never imported by the library.
 */

export const templateSummaries: NotificationTemplateSummary[] = [
  { code: 'one_time_code', label: 'One-time code', group: 'Account security', audience: 'security', customised: false, updated_at: null },
  {
    code: 'password_reset',
    label: 'Password reset',
    group: 'Account security',
    audience: 'security',
    customised: true,
    updated_at: '2026-03-02T10:15:00.000Z',
  },
  { code: 'invitation', label: 'Invitation', group: 'Invitations and registration', audience: 'guest', customised: false, updated_at: null },
  { code: 'booking_created', label: 'Booking created', group: 'Bookings', audience: 'member', customised: true, updated_at: '2026-04-18T08:00:00.000Z' },
  { code: 'booking_cancelled', label: 'Booking cancelled', group: 'Bookings', audience: 'member', customised: false, updated_at: '2026-01-05T12:00:00.000Z' },
  {
    code: 'licence_expiry_reminder',
    label: 'Your licence expiry',
    group: 'Licences',
    audience: 'member',
    customised: false,
    updated_at: null,
  },
];

const bookingDefaults = {
  subject: 'Booking {{ booking_number }} created',
  html: '<p>Hello {{ first_name }},</p>\n<p>Your booking of {{ vehicle }} from {{ start }} to {{ end }} is created.</p>',
  text: 'Hello {{ first_name }},\n\nYour booking of {{ vehicle }} from {{ start }} to {{ end }} is created.',
  bell: 'Booking <b>{{ booking_number }}</b> created',
};

export const bookingCreated: NotificationTemplate = {
  code: 'booking_created',
  label: 'Booking created',
  group: 'Bookings',
  audience: 'member',
  customised: false,
  updated_at: null,
  ...bookingDefaults,
  defaults: bookingDefaults,
  variables: [
    { name: 'first_name', description: 'The recipient’s first name' },
    { name: 'booking_number', description: 'The booking’s number' },
    { name: 'vehicle', description: 'The vehicle’s name and registration' },
    { name: 'start', description: 'When the booking starts' },
    { name: 'end', description: 'When the booking ends' },
  ],
  required: [],
};

export const customisedBookingCreated: NotificationTemplate = {
  ...bookingCreated,
  customised: true,
  updated_at: '2026-04-18T08:00:00.000Z',
  subject: 'Your car is booked: {{ booking_number }}',
};

const resetDefaults = {
  subject: 'Reset your password',
  html: '<p>Open <a href="{{ link }}">this link</a> to choose a new password.</p>',
  text: 'Open {{ link }} to choose a new password.',
  bell: null,
};

/** A security message: sent by email only, and it must keep its link. */
export const passwordReset: NotificationTemplate = {
  code: 'password_reset',
  label: 'Password reset',
  group: 'Account security',
  audience: 'security',
  customised: false,
  updated_at: null,
  ...resetDefaults,
  defaults: resetDefaults,
  variables: [
    { name: 'first_name', description: 'The recipient’s first name' },
    { name: 'link', description: 'The address that resets the password' },
  ],
  required: ['link'],
};

export const bookingCreatedPreview: NotificationTemplatePreview = {
  subject: 'Your car is booked: B-1042',
  html: '<p>Hello Ada,</p><p>Your booking of Corolla (ABC-123) from 2 June 09:00 to 2 June 17:00 is created.</p>',
  text: 'Hello Ada,\n\nYour booking of Corolla (ABC-123) from 2 June 09:00 to 2 June 17:00 is created.',
  bell: 'Booking <b>B-1042</b> created',
};

export const unknownVariableError = '{{ foo }} is not a variable of this message. Use one of: first_name, booking_number, vehicle, start, end.';
