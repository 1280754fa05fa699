import { Hono, type Context } from 'hono';
import {
  ApproveBookingRequest,
  BulkCancelRequest,
  CancelBookingRequest,
  CheckBookingStatusRequest,
  CheckInRequest,
  CheckOutRequest,
  ChecklistRequest,
  CompleteBookingRequest,
  DeclineBookingRequest,
  DeleteBookingRequest,
  RecurringActionRequest,
  bookingMessages,
  isBookingDateTime,
  parseBookingDateTime,
  type BookingStatus,
} from '@motorpool/api';
import { queryTexts, readQuery } from '../../../http/query';
import type { AppEnv } from '../../../app-env';
import { authenticate } from '../../../auth/authenticate';
import {
  approveOne,
  bookingOr404,
  bookingStatuses,
  bulkCancel,
  cancelOne,
  checkInOne,
  checkOutOne,
  checklistOne,
  completeOne,
  declineOne,
  deleteOne,
  requireReason,
  seriesAction,
  type ActingContext,
} from '../../../bookings/actions';
import type { BookingRow } from '../../../bookings/find';
import { badRequest } from '../../../http/errors';
import { parseWith, pathKey, readJson } from '../../../http/input';
import { organisationScope } from '../../../tenancy/tenancy';

const CHECKLIST_SAVED = 'Checklist saved successfully';

function actingContext(c: Context<AppEnv>): ActingContext {
  return {
    db: c.get('db'),
    scope: c.get('scope'),
    mailer: c.get('mailer'),
    signingKey: c.get('signingKey'),
    config: c.get('config'),
    actorUserId: c.get('caller').user.id,
    now: c.get('clock')(),
  };
}

const answer = (c: Context<AppEnv>, message: string, booking: BookingRow) =>
  c.json({ message, status: booking.isDeleted ? 'Deleted' : (booking.status as BookingStatus) });

/** An empty body counts as `{}`: approve and complete need nothing. */
async function bodyOf(c: Context<AppEnv>): Promise<unknown> {
  return (await readJson(c)) ?? {};
}

/** `from_datetime` of a series action: an instant or a wall-clock time (read in UTC, as the series spans branches only by its bookings). */
function seriesStart(raw: string | null | undefined, now: Date): Date {
  if (raw === undefined || raw === null || raw === '') return now;
  if (!isBookingDateTime(raw)) throw badRequest('from_datetime must be a date-time.', { fields: { from_datetime: 'from_datetime must be a date-time.' } });
  return parseBookingDateTime(raw, 'UTC');
}

/**
 * The booking actions of spec §4 and §7: cancel, approve, decline, complete,
 * check-out, check-in, checklist, delete, bulk cancel, the series actions and
 * check-booking-status. Every one answers 404 for another organisation's
 * booking, checks §6 permissions, and answers 409 for an illegal transition.
 */
export const bookingActions = new Hono<AppEnv>()
  .post('/check-booking-status/', async (c) => {
    const context = actingContext(c);
    const input = parseWith(CheckBookingStatusRequest, await bodyOf(c));
    return c.json(await bookingStatuses(context, input.booking_pks));
  })
  .patch('/bulk/cancel/', async (c) => {
    const context = actingContext(c);
    const body = await bodyOf(c);
    requireReason(body);
    const input = parseWith(BulkCancelRequest, body);
    return c.json(await bulkCancel(context, input.booking_pks, input.reason));
  })
  .post('/:pk/cancel/', async (c) => {
    const context = actingContext(c);
    const booking = await bookingOr404(context, pathKey(c.req.param('pk')));
    const body = await bodyOf(c);
    requireReason(body);
    const input = parseWith(CancelBookingRequest, body);
    return answer(c, bookingMessages.cancelled, await cancelOne(context, booking, input.reason));
  })
  .post('/:pk/approve/', async (c) => {
    const context = actingContext(c);
    const booking = await bookingOr404(context, pathKey(c.req.param('pk')));
    parseWith(ApproveBookingRequest, await bodyOf(c));
    return answer(c, bookingMessages.approved, await approveOne(context, booking));
  })
  .post('/:pk/decline/', async (c) => {
    const context = actingContext(c);
    const booking = await bookingOr404(context, pathKey(c.req.param('pk')));
    const body = await bodyOf(c);
    requireReason(body);
    const input = parseWith(DeclineBookingRequest, body);
    return answer(c, bookingMessages.declined, await declineOne(context, booking, input.reason));
  })
  .post('/:pk/complete/', async (c) => {
    const context = actingContext(c);
    const booking = await bookingOr404(context, pathKey(c.req.param('pk')));
    const input = parseWith(CompleteBookingRequest, await bodyOf(c));
    return answer(c, bookingMessages.completed, await completeOne(context, booking, input.reason?.trim() || null));
  })
  .post('/:pk/check-out/', async (c) => {
    const context = actingContext(c);
    const booking = await bookingOr404(context, pathKey(c.req.param('pk')));
    const input = parseWith(CheckOutRequest, await bodyOf(c));
    return answer(c, bookingMessages.checkedOut, await checkOutOne(context, booking, input));
  })
  .post('/:pk/check-in/', async (c) => {
    const context = actingContext(c);
    const booking = await bookingOr404(context, pathKey(c.req.param('pk')));
    const input = parseWith(CheckInRequest, await bodyOf(c));
    return answer(c, bookingMessages.checkedIn, await checkInOne(context, booking, input));
  })
  .post('/:pk/checklist/', async (c) => {
    const context = actingContext(c);
    const booking = await bookingOr404(context, pathKey(c.req.param('pk')));
    const input = parseWith(ChecklistRequest, await bodyOf(c));
    return answer(c, CHECKLIST_SAVED, await checklistOne(context, booking, input));
  })
  .delete('/:pk/', async (c) => {
    const context = actingContext(c);
    const booking = await bookingOr404(context, pathKey(c.req.param('pk')));
    const body = (await readJson(c)) ?? { reason: readQuery(c, queryTexts('reason')).reason ?? null };
    const input = parseWith(DeleteBookingRequest, body);
    return answer(c, bookingMessages.deleted, await deleteOne(context, booking, input.reason?.trim() || null));
  });

/** `delete-recurring-bookings/`: a series deleted from a moment on. */
export const recurringDeleteRoutes = new Hono<AppEnv>().use(authenticate, organisationScope).post('/', async (c) => {
  const context = actingContext(c);
  const input = parseWith(RecurringActionRequest, await bodyOf(c));
  return c.json(
    await seriesAction(context, 'delete', {
      multi_booking_id: input.multi_booking_id,
      from: seriesStart(input.from_datetime, context.now),
      reason: input.reason?.trim() || null,
    }),
  );
});

/** `cancel-recurring-bookings/`: a series cancelled from a moment on, with a reason. */
export const recurringCancelRoutes = new Hono<AppEnv>().use(authenticate, organisationScope).post('/', async (c) => {
  const context = actingContext(c);
  const body = await bodyOf(c);
  requireReason(body);
  const input = parseWith(RecurringActionRequest, body);
  return c.json(
    await seriesAction(context, 'cancel', {
      multi_booking_id: input.multi_booking_id,
      from: seriesStart(input.from_datetime, context.now),
      reason: input.reason?.trim() || null,
    }),
  );
});
