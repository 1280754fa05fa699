import { Hono } from 'hono';
import type { AppEnv } from '../../../app-env';
import { authenticate } from '../../../auth/authenticate';
import { organisationScope } from '../../../tenancy/tenancy';
import { bookingActions } from './actions';
import { bookingReads } from './read';
import { bookingWrites } from './write';

/**
 * `/api/v1/tfm/bookings/…` (spec §7), split by concern: reading (read.ts),
 * creating and changing with the form's checks (write.ts) and the §4 actions
 * (actions.ts). A record's segment is `:pk`, read by pathKey (404 for
 * anything but an id). Hono tries routes in the order they are added, so the
 * sub-apps with words where a pk could stand (`cost/`, `validate/`, `bulk/`)
 * come before the reads, whose `GET /:pk/` would take `GET cost/`.
 */
export const bookingRoutes = new Hono<AppEnv>()
  .use(authenticate, organisationScope)
  .route('/', bookingWrites)
  .route('/', bookingActions)
  .route('/', bookingReads);
