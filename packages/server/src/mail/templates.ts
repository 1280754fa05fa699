/** The messages the server sends. Each has a plain-text body (what SMS and the log show) and simple HTML. */
export type MailContent = { template: string; subject: string; text: string; html: string };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);
}

function compose(template: string, subject: string, paragraphs: string[], action?: { label: string; url: string }): MailContent {
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : [])].join('\n\n');
  const html = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(action ? [`<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`] : []),
  ].join('\n');
  return { template, subject, text, html };
}

const CODE_REASONS = {
  login_2fa: 'to finish signing in',
  sign_up: 'to verify your email for registration',
  verify_account: 'to verify your account',
  change_email: 'to confirm your new email address',
  change_phone: 'to confirm your new phone number',
} as const;

export const mailTemplates = {
  oneTimeCode: (purpose: keyof typeof CODE_REASONS, code: string) =>
    compose('otp', `Your Motorpool code: ${code}`, [
      `Your code is ${code}.`,
      `Use it ${CODE_REASONS[purpose]}. It expires in 10 minutes. If you did not ask for it, ignore this message.`,
    ]),
  passwordReset: (firstName: string, url: string) =>
    compose(
      'password_reset',
      'Reset your Motorpool password',
      [
        `Hello ${firstName},`,
        'Someone asked to reset the password of your Motorpool account. The link works once, within 60 minutes.',
        'If it was not you, ignore this email; your password stays as it is.',
      ],
      { label: 'Reset password', url },
    ),
  invitation: (name: string, organisation: string, inviter: string, url: string) =>
    compose(
      'invite',
      `${inviter} invited you to ${organisation} on Motorpool`,
      [`Hello ${name},`, `${inviter} invited you to join ${organisation} on Motorpool.`],
      {
        label: 'Accept the invitation',
        url,
      },
    ),
  welcome: (firstName: string, organisation: string, url: string) =>
    compose(
      'welcome',
      `Welcome to ${organisation} on Motorpool`,
      [`Hello ${firstName},`, `Your account with ${organisation} is ready. Activate it to sign in.`],
      {
        label: 'Activate your account',
        url,
      },
    ),
  registrationReceived: (firstName: string, organisation: string) =>
    compose('registration_received', `Your registration with ${organisation} was received`, [
      `Hello ${firstName},`,
      `Thank you for registering with ${organisation}. Your request is waiting for approval; a welcome email follows once it is approved.`,
    ]),
  registrationAccepted: (firstName: string, organisation: string, url: string) =>
    compose(
      'registration_accepted',
      `Your registration with ${organisation} was approved`,
      [`Hello ${firstName},`, `Your registration with ${organisation} was approved. Activate your account to sign in.`],
      {
        label: 'Activate your account',
        url,
      },
    ),
  /** Sign-in to the account paused after many wrong passwords; `failures` says how many in how long ("20 times within 15 minutes"). */
  signInPaused: (firstName: string, failures: string, wait: string, resetUrl: string) =>
    compose(
      'sign_in_paused',
      'Sign-in to your Motorpool account is paused',
      [
        `Hello ${firstName},`,
        `Someone entered a wrong password for your Motorpool account ${failures}, so sign-in is paused for ${wait}. None of those attempts got in.`,
        'If it was you, wait that long or reset your password now: a reset lets you straight back in. An administrator of your organisation can also unlock your sign-in.',
        'If it was not you, nothing is needed, but choose a new password if yours is easy to guess or used elsewhere.',
      ],
      { label: 'Reset your password', url: resetUrl },
    ),
  registrationPending: (approverName: string, applicant: string, organisation: string, url: string) =>
    compose('registration_pending', `New registration request for ${organisation}`, [`Hello ${approverName},`, `${applicant} asked to join ${organisation}.`], {
      label: 'Review registration requests',
      url,
    }),
};

/** What a booking email says about the booking, in the branch's time. */
export type BookingSummary = { pk: number; vehicle: string; driver: string; branch: string; start: string; end: string };

const bookingLines = (booking: BookingSummary) => [
  `Booking #${booking.pk}: ${booking.vehicle} for ${booking.driver} at ${booking.branch}, ${booking.start} – ${booking.end}.`,
];

export const bookingMailTemplates = {
  /** A booking was created, changed, approved, declined, cancelled, extended or deleted. */
  bookingEvent: (firstName: string, headline: string, booking: BookingSummary, reason: string | null, url: string) =>
    compose(
      'booking_event',
      `${headline}: ${booking.vehicle}, ${booking.start}`,
      [`Hello ${firstName},`, `${headline}.`, ...bookingLines(booking), ...(reason ? [`Reason: ${reason}`] : [])],
      { label: 'Open the booking', url },
    ),
  /** An approver's request: the links approve or decline without signing in (spec §4 booking action by email). */
  bookingApprovalRequest: (firstName: string, booking: BookingSummary, approveUrl: string, declineUrl: string) => {
    const content = compose('booking_approval_request', `Booking awaiting your approval: ${booking.vehicle}, ${booking.start}`, [
      `Hello ${firstName},`,
      'A booking is waiting for your approval.',
      ...bookingLines(booking),
      'The links work for 7 days.',
    ]);
    return {
      ...content,
      text: `${content.text}\n\nApprove: ${approveUrl}\n\nDecline: ${declineUrl}`,
      html: `${content.html}\n<p><a href="${escapeHtml(approveUrl)}">Approve</a> · <a href="${escapeHtml(declineUrl)}">Decline</a></p>`,
    };
  },
};

/** A licence expiry date as people read it (spec §3: dates shown dd/MM/yyyy). */
export const shownDate = (isoDate: string) => isoDate.split('-').reverse().join('/');

/** When a licence reminder is sent: `daysLeft` before the expiry, 0 on the day itself. */
const expiresWhen = (expiry: string, daysLeft: number) =>
  daysLeft === 0 ? `today (${shownDate(expiry)})` : `on ${shownDate(expiry)}, in ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'}`;

export const licenceMailTemplates = {
  /** To the licence holder: the configured days before the expiry, and on the day. */
  licenceExpiryOwn: (firstName: string, expiry: string, daysLeft: number, url: string) =>
    compose(
      'licence_expiry_reminder',
      daysLeft === 0 ? 'Your driver licence expires today' : `Your driver licence expires on ${shownDate(expiry)}`,
      [
        `Hello ${firstName},`,
        `Your driver licence expires ${expiresWhen(expiry, daysLeft)}.`,
        'Bookings that run past that date are refused. Once your licence is renewed, update your licence details so you can be booked again.',
      ],
      { label: 'Update your licence details', url },
    ),
  /** To a reminder recipient the member chose: the same reminder, about the holder. */
  licenceExpiryRecipient: (firstName: string, holder: string, expiry: string, daysLeft: number, url: string) =>
    compose(
      'licence_expiry_reminder_recipient',
      daysLeft === 0 ? `${holder}'s driver licence expires today` : `${holder}'s driver licence expires on ${shownDate(expiry)}`,
      [
        `Hello ${firstName},`,
        `${holder}'s driver licence expires ${expiresWhen(expiry, daysLeft)}.`,
        `You receive this because ${holder} is set to remind you. Bookings for them that run past that date are refused.`,
      ],
      { label: 'Open their details', url },
    ),
  /** To a branch's managers: the holder's open bookings at the branch that end after the licence expiry. */
  licenceExpiryBookings: (firstName: string, holder: string, expiry: string, bookings: readonly BookingSummary[], url: string) =>
    compose(
      'licence_expiry_bookings',
      `Bookings run past ${holder}'s licence expiry (${shownDate(expiry)})`,
      [
        `Hello ${firstName},`,
        `${holder}'s driver licence expires on ${shownDate(expiry)}. ${bookings.length === 1 ? 'This booking ends' : 'These bookings end'} after that date: change the driver or the dates, or cancel ${bookings.length === 1 ? 'it' : 'them'}.`,
        ...bookings.flatMap(bookingLines),
      ],
      { label: 'Open the bookings', url },
    ),
};
