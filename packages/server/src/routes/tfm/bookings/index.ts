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
 * (actions.ts). A record's segment is `:pk{[0-9]+}` wherever a word
 * (`cost/`, `validate/`, `bulk/`) stands at the same place, so no route
 * shadows another whatever the order.
 */
export const bookingRoutes = new Hono<AppEnv>()
  .use(authenticate, organisationScope)
  .route('/', bookingReads)
  .route('/', bookingWrites)
  .route('/', bookingActions);
