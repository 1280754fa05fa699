import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { authenticate } from '../../auth/authenticate';
import { bookingCalendar, parseCalendarQuery } from '../../bookings/calendar';
import { requireOrganisation, resolveTenancy } from '../../tenancy/tenancy';

/** The booking calendar's data: one visible window of a branch or hub (issue 8). */
export const bookingCalendarRoutes = new Hono<AppEnv>().get('/booking-calendar/', authenticate, resolveTenancy, async (c) => {
  const scope = requireOrganisation(c.get('tenancy'));
  const query = parseCalendarQuery((name) => c.req.query(name));
  return c.json(await bookingCalendar(c.get('db'), scope, query));
});
