import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { accountChangeRoutes } from './account-changes';
import { imageUploadRoutes } from './image-upload';
import { inviteRoutes } from './invite';
import { membershipRoutes } from './memberships';
import { recoveryRoutes } from './recovery';
import { userRoutes } from './user';
import { verificationRoutes } from './verification';

/**
 * `/api/v1/accounts/user/…`: the caller's own account. Signing in, recovery
 * and activation links are public and the rest needs a session, so each route
 * declares its own middleware; none of these paths takes another's place.
 */
export const userAccountRoutes = new Hono<AppEnv>()
  .route('/', userRoutes)
  .route('/', recoveryRoutes)
  .route('/', verificationRoutes)
  .route('/', accountChangeRoutes)
  .route('/', membershipRoutes)
  .route('/', inviteRoutes)
  .route('/', imageUploadRoutes);
