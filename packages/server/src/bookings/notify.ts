import { and, eq, inArray } from 'drizzle-orm';
import { APPROVER_KINDS, DEFAULT_BRANCH_TIMEZONE, formatBookingDateTime, type ApproverKind, type RuleRecipient } from '@motorpool/api';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { branches, employeeExtensions, users, vehicles } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { deliverToMembers, type MemberRecipient } from '../messages/deliver';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';
import { approvalOfBooking, approverUserIds, pendingApproverKinds, type Approval } from './approval';
import { bookingActionUrl } from './email-links';
import type { BookingRow } from './find';

export const BOOKING_EVENTS = [
  'created',
  'updated',
  'approved',
  'declined',
  'cancelled',
  'extended',
  'deleted',
  'reminder',
  'approval_warning',
  'still_in_use',
  'late_return',
  'overdue',
  'auto_extended',
  'extension_blocked',
] as const;
export type BookingEvent = (typeof BOOKING_EVENTS)[number];

export type BookingNotifyContext = { scope: OrganisationScope; mailer: Mailer; signingKey: Buffer; config: Pick<ServerConfig, 'publicUrl'>; now: Date };

/** What a notification names of a booking, read from its branch, vehicle and driver. */
export type SummaryFacts = {
  branch: { name: string; timeZone: string | null } | undefined;
  vehicle: { name: string; registration: string } | undefined;
  driver: { userId: number; firstName: string; lastName: string } | undefined;
};

/** What a booking message says about the booking, in the branch's time. */
export type BookingSummary = { pk: number; vehicle: string; driver: string; branch: string; start: string; end: string };

export type NotifiedSummary = BookingSummary & { driverUserId: number | null };

export function summaryFrom(booking: BookingRow, { branch, vehicle, driver }: SummaryFacts): NotifiedSummary {
  const timeZone = branch?.timeZone || DEFAULT_BRANCH_TIMEZONE;
  return {
    pk: booking.id,
    vehicle: vehicle ? `${vehicle.name} (${vehicle.registration})` : 'Vehicle',
    driver: driver ? `${driver.firstName} ${driver.lastName}`.trim() : 'Driver',
    branch: branch?.name ?? '',
    start: formatBookingDateTime(booking.startAt, timeZone),
    end: formatBookingDateTime(booking.endAt, timeZone),
    driverUserId: driver?.userId ?? null,
  };
}

async function summaryOf(db: Database, scope: OrganisationScope, booking: BookingRow): Promise<NotifiedSummary> {
  const [[branch], [vehicle], [driver]] = await Promise.all([
    db
      .select({ name: branches.name, timeZone: branches.branchTimezone })
      .from(branches)
      .where(and(inOrganisation(branches.organisationId, scope), eq(branches.id, booking.branchId))),
    db
      .select({ name: vehicles.name, registration: vehicles.registrationNum })
      .from(vehicles)
      .where(and(inOrganisation(vehicles.organisationId, scope), eq(vehicles.id, booking.vehicleId))),
    db
      .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(employeeExtensions)
      .innerJoin(users, eq(users.id, employeeExtensions.userId))
      .where(and(inOrganisation(employeeExtensions.organisationId, scope), eq(employeeExtensions.id, booking.driverId))),
  ]);
  return summaryFrom(booking, { branch, vehicle, driver });
}

/**
 * What the writer already knows of the booking it just saved, so the
 * notification does not read it again: the approval the rules ask of it
 * (for a pending booking, the approvers asked) and its summary.
 */
export type KnownBooking = { approval: Approval; summary: NotifiedSummary };

/**
 * Tells the driver, the booking's approvers and its branch's managers
 * (each once, never the person who acted) in the bell and by email. A new or
 * changed booking waiting for approval sends its approvers the signed
 * approve/decline links instead. Runs after the change committed: a failure
 * here is logged and never undoes or fails the change.
 */
export async function notifyBookingEvent(
  db: Database,
  context: BookingNotifyContext,
  event: BookingEvent,
  booking: BookingRow,
  options: DeliveryOptions = {},
): Promise<void> {
  try {
    await deliverBookingEvent(db, context, event, booking, options);
  } catch (error) {
    console.error(`[bookings] notifying ${event} of booking ${booking.id} failed`, error);
  }
}

/**
 * `dedupeKey` (a job's): what was already delivered under it is not delivered
 * again when the job is retried. `recipients` (a timed rule's): exactly these
 * kinds of people, instead of the driver, approvers and branch managers.
 */
type DeliveryOptions = {
  reason?: string | null;
  actorUserId?: number | null;
  known?: KnownBooking;
  dedupeKey?: string;
  recipients?: readonly RuleRecipient[];
};

const isApproverKind = (kind: RuleRecipient): kind is ApproverKind => (APPROVER_KINDS as readonly string[]).includes(kind);

/** The people other than the driver a timed rule's recipient kinds name for this booking. */
async function ruleRecipientIds(db: Database, scope: OrganisationScope, booking: BookingRow, kinds: readonly RuleRecipient[]): Promise<number[]> {
  const [managers, systemManagers] = await Promise.all([
    approverUserIds(db, scope, booking, kinds.filter(isApproverKind)),
    kinds.includes('system_manager') ? db.select({ id: users.id }).from(users).where(eq(users.isSystemAdmin, true)) : Promise.resolve([]),
  ]);
  return [...managers, ...systemManagers.map((row) => row.id)];
}

/**
 * Who hears of an event besides the driver, and whether the driver does: the
 * rule's recipients, else the driver, the approvers (asked, for a pending
 * booking) and the branch's managers.
 */
async function recipientsOf(
  db: Database,
  scope: OrganisationScope,
  booking: BookingRow,
  { pending, known }: { pending: boolean; known: KnownBooking | undefined },
  ruleRecipients: readonly RuleRecipient[] | undefined,
): Promise<{ driver: boolean; others: number[]; approverIds: number[] }> {
  if (ruleRecipients) return { driver: ruleRecipients.includes('driver'), others: await ruleRecipientIds(db, scope, booking, ruleRecipients), approverIds: [] };
  const approval =
    known?.approval ?? (pending ? { required: true, approvers: await pendingApproverKinds(db, scope, booking) } : await approvalOfBooking(db, scope, booking));
  const [approverIds, managerIds] = await Promise.all([
    approval.required ? approverUserIds(db, scope, booking, approval.approvers) : Promise.resolve([]),
    approverUserIds(db, scope, booking, ['branch_manager']),
  ]);
  return { driver: true, others: [...approverIds, ...managerIds], approverIds };
}

/** notifyBookingEvent's delivery, failing when it fails: for a job, whose queue retries it. */
export async function deliverBookingEvent(
  db: Database,
  { scope, mailer, signingKey, config, now }: BookingNotifyContext,
  event: BookingEvent,
  booking: BookingRow,
  { reason = null, actorUserId = null, known, dedupeKey, recipients: ruleRecipients }: DeliveryOptions,
): Promise<void> {
  const pending = booking.status === 'Pending Approval' && !booking.isDeleted;
  const [summary, { driver, others, approverIds }] = await Promise.all([
    known?.summary ?? summaryOf(db, scope, booking),
    recipientsOf(db, scope, booking, { pending, known }, ruleRecipients),
  ]);
  const told = driver && summary.driverUserId !== null ? [summary.driverUserId, ...others] : others;
  const askApproval = pending && (event === 'created' || event === 'updated');
  const approvers = new Set(approverIds);
  const recipients = [...new Set(told)].filter((id) => id !== actorUserId);
  if (recipients.length === 0) return;

  const path = (userId: number) => (userId === summary.driverUserId ? `/my-bookings/edit/${booking.id}` : `/bookings/edit/${booking.id}`);
  const people = await db.select({ userId: users.id, email: users.email, firstName: users.firstName }).from(users).where(inArray(users.id, recipients));
  const facts = (person: MemberRecipient) => ({
    first_name: person.firstName,
    booking_number: String(summary.pk),
    vehicle: summary.vehicle,
    driver: summary.driver,
    branch: summary.branch,
    start: summary.start,
    end: summary.end,
    reason,
    url: `${config.publicUrl}${path(person.userId)}`,
  });
  const common = {
    organisationId: scope.organisationId,
    bellUrl: (person: MemberRecipient) => path(person.userId),
    mailer,
    context: config,
    ...(dedupeKey ? { dedupeKey } : {}),
  };
  const asked = askApproval ? people.filter((person) => approvers.has(person.userId)) : [];
  if (asked.length > 0) {
    const links = {
      approve_url: bookingActionUrl(config.publicUrl, signingKey, booking.id, 'approve', now),
      decline_url: bookingActionUrl(config.publicUrl, signingKey, booking.id, 'decline', now),
    };
    await deliverToMembers(db, { ...common, code: 'booking_approval_request', recipients: asked, variables: (person) => ({ ...facts(person), ...links }) });
  }
  await deliverToMembers(db, {
    ...common,
    code: `booking_${event}`,
    recipients: people.filter((person) => !asked.includes(person)),
    variables: facts,
  });
}
