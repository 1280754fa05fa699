import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { brandForHost, portalConfigFor } from '../../branding';

/** `GET /api/v1/accounts/portal-config/`: public settings of the sign-in screens, branded by host. */
export const portalConfigRoutes = new Hono<AppEnv>().get('/', (c) => {
  const config = c.get('config');
  return c.json(portalConfigFor(brandForHost(c.req.header('host'), config), config));
});
