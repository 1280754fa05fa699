import { Hono, type Context } from 'hono';
import { BookingExtensionRequest, BookingPayload, CheckBookingVehicleRequest, ValidateBookingRequest } from '@motorpool/api';
import { queryTexts, readQuery } from '../../../http/query';
import type { AppEnv } from '../../../app-env';
import { authenticate } from '../../../auth/authenticate';
import { checkBookingVehicle } from '../../../bookings/conflicts';
import { BookingCostQuery, bookingCost } from '../../../bookings/cost';
import { checkRecurring, readBookingPks, seriesStatuses } from '../../../bookings/series';
import { validateBooking } from '../../../bookings/validate';
import { createBookings, extendBooking, updateBooking, type WriteContext } from '../../../bookings/write';
import { pathKey, readBody } from '../../../http/input';
import { organisationScope } from '../../../tenancy/tenancy';

function writeContext(c: Context<AppEnv>): WriteContext {
  return {
    db: c.get('db'),
    scope: c.get('scope'),
    actorUserId: c.get('caller').user.id,
    now: c.get('clock')(),
    notify: { mailer: c.get('mailer'), signingKey: c.get('signingKey'), config: c.get('config') },
  };
}

/**
 * `/api/v1/tfm/…`: creating and changing bookings (spec §7) and the checks a
 * booking form makes before saving. Who may book for whom and edit what is
 * decided in bookings/access.ts; the vehicle's availability by the
 * database's exclusion constraint. Mounted before the reads (index.ts), so
 * `GET bookings/cost/` is not taken by `GET bookings/:pk/`.
 */
export const bookingWrites = new Hono<AppEnv>()
  .post('/validate/', async (c) => {
    const scope = c.get('scope');
    return c.json(await validateBooking(c.get('db'), scope, await readBody(c, ValidateBookingRequest), c.get('clock')()));
  })
  .post('/check-booking-vehicle/', async (c) => {
    const scope = c.get('scope');
    return c.json(await checkBookingVehicle(c.get('db'), scope, await readBody(c, CheckBookingVehicleRequest)));
  })
  .get('/cost/', async (c) => {
    const scope = c.get('scope');
    return c.json(await bookingCost(c.get('db'), scope, readQuery(c, BookingCostQuery)));
  })
  .post('/', async (c) => {
    const context = writeContext(c);
    return c.json(await createBookings(context, await readBody(c, BookingPayload)), 201);
  })
  .put('/:pk/', async (c) => {
    const context = writeContext(c);
    const pk = pathKey(c.req.param('pk'));
    return c.json(await updateBooking(context, pk, await readBody(c, BookingPayload)));
  })
  .post('/:pk/booking-extension/', async (c) => {
    const context = writeContext(c);
    const pk = pathKey(c.req.param('pk'));
    return c.json(await extendBooking(context, pk, await readBody(c, BookingExtensionRequest)));
  });

/** `check-recurring-bookings/`: a series checked before it is saved (POST) and the statuses of its saved bookings (GET). */
export const recurringCheckRoutes = new Hono<AppEnv>()
  .use(authenticate, organisationScope)
  .post('/', async (c) => {
    const scope = c.get('scope');
    return c.json(await checkRecurring(c.get('db'), scope, await readBody(c, BookingPayload), c.get('clock')()));
  })
  .get('/', async (c) => {
    const scope = c.get('scope');
    return c.json(await seriesStatuses(c.get('db'), scope, readBookingPks(readQuery(c, queryTexts('booking_pks')).booking_pks)));
  });
