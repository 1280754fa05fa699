import { Hono } from 'hono';
import { readQuery } from '../../http/query';
import type { AppEnv } from '../../app-env';
import { authenticate } from '../../auth/authenticate';
import { bookingCalendar, CalendarParameters, parseCalendarQuery } from '../../bookings/calendar';
import { organisationScope } from '../../tenancy/tenancy';

/** The booking calendar's data: one visible window of a branch or hub. */
export const bookingCalendarRoutes = new Hono<AppEnv>().use(authenticate, organisationScope).get('/', async (c) => {
  const scope = c.get('scope');
  const query = parseCalendarQuery(readQuery(c, CalendarParameters));
  return c.json(await bookingCalendar(c.get('db'), scope, query, c.get('clock')()));
});
