import type { BookingPayload, CreatedBookings } from '@motorpool/api';
import type { Database } from '../../db/database';
import type { OrganisationScope } from '../../tenancy/tenancy';
import { serializeBookings } from '../serialize';
import { rangeProblems, ruleContextWith, type RuleContext, type TimeRange } from '../validate';
import { approvalOf, checkDraft, checkOccurrences, checkRange, createdStatus, lastEndOf, ruleRefusal, type BookingDraft } from './check';
import { knownBooking, notifyAfterCommit, type WriteContext } from './notify';
import { parseBookingRequest } from './parse';
import { insertBookings } from './persist';
import { resolveReferences, type BookingReferences } from './resolve';

/** A create payload parsed, resolved and checked: the draft, each booking it asks for, and the rules to hold them to. */
export type CheckedCreate = { references: BookingReferences; draft: BookingDraft; ranges: TimeRange[]; ruleContext: RuleContext };

/** The first three steps of a create, shared with the series preview (`POST check-recurring-bookings/`). */
export async function checkCreate(db: Database, scope: OrganisationScope, payload: BookingPayload, now: Date): Promise<CheckedCreate> {
  const request = parseBookingRequest(payload);
  const references = await resolveReferences(db, scope, request);
  const { branch, timeZone, range } = checkRange(request, references);
  const ranges = checkOccurrences(payload, range, timeZone);
  const draft = await checkDraft(db, scope, request, references, { branch, timeZone }, lastEndOf(ranges));
  const ruleContext = await ruleContextWith(db, scope, branch, references.rules, ranges, now);
  return { references, draft, ranges, ruleContext };
}

/**
 * `POST bookings/`: one booking, or every date of a series under one
 * multi_booking_id, as a pipeline read top to bottom: parse the payload,
 * resolve what it names (once), check the rules, persist, notify. Status is
 * Pending Approval when an approval rule holds the booking, else Approved.
 */
export async function createBookings(context: WriteContext, payload: BookingPayload): Promise<CreatedBookings> {
  const { db, scope } = context;
  const { references, draft, ranges, ruleContext } = await checkCreate(db, scope, payload, context.now);
  const planned = ranges.map((range) => {
    const approval = approvalOf(references.approval, draft, range);
    return { range, approval, status: createdStatus(approval), problems: rangeProblems(ruleContext, range) };
  });
  const [first] = planned;
  if (!first) throw new Error('a create plans at least the booking entered');
  if (!payload.is_recurring && first.problems.length > 0) throw ruleRefusal(first.problems);

  const { created, skipped } = await insertBookings(context, payload, draft, planned);

  const [notified] = created;
  if (!notified) throw new Error('a create that succeeds keeps at least one booking');
  const notifiedApproval = planned.find((entry) => entry.range.start.getTime() === notified.startAt.getTime())?.approval ?? first.approval;
  await notifyAfterCommit(context, 'created', notified, { known: knownBooking(notified, draft, notifiedApproval) });
  const results = await serializeBookings(db, scope, created, context.now);
  return { results, count: results.length, skipped };
}
