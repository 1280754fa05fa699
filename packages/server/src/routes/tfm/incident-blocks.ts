import { Hono } from 'hono';
import { MoveAffectedBooking } from '@motorpool/api';
import type { AppEnv } from '../../app-env';
import { authenticate } from '../../auth/authenticate';
import { listAffectedBookings, managedIncident, moveAffectedBooking } from '../../incidents/affected';
import { pathKey, readBody } from '../../http/input';
import { organisationScope } from '../../tenancy/tenancy';

/**
 * `/api/v1/tfm/incidents/{pk}/affected-bookings/…`: the bookings an
 * incident's block holds up, and moving one to a free vehicle of the same
 * class; for the incident's managers only (403 for anyone else). Mounted at
 * its own path before the incidents sub-app, so only this sub-app's
 * middleware runs for these calls.
 */
export const incidentBlockRoutes = new Hono<AppEnv>()
  .use(authenticate, organisationScope)
  .get('/', async (c) => {
    const db = c.get('db');
    const scope = c.get('scope');
    const incident = await managedIncident(db, scope, c.get('caller').user.id, pathKey(c.req.param('pk')));
    const results = await listAffectedBookings(db, scope, incident, c.get('clock')());
    return c.json({ results, count: results.length, next_page: null });
  })
  .post('/:booking_pk/move/', async (c) => {
    const db = c.get('db');
    const scope = c.get('scope');
    const actorUserId = c.get('caller').user.id;
    const incident = await managedIncident(db, scope, actorUserId, pathKey(c.req.param('pk')));
    const bookingPk = pathKey(c.req.param('booking_pk'));
    const input = await readBody(c, MoveAffectedBooking);
    const context = {
      db,
      scope,
      actorUserId,
      now: c.get('clock')(),
      notify: { mailer: c.get('mailer'), signingKey: c.get('signingKey'), config: c.get('config') },
    };
    return c.json(await moveAffectedBooking(context, incident, bookingPk, input));
  });
