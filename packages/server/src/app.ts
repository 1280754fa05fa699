import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from './http/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { messages } from '@motorpool/api';
import type { AppEnv } from './app-env';
import { systemClock, type Clock } from './clock';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { errorBody, handleError, HttpError } from './http/errors';
import { refuseUnstorableRequestText } from './http/query';
import type { Mailer } from './mail/mailer';
import { portalConfigRoutes } from './routes/accounts/portal-config';
import { preferenceRoutes } from './routes/accounts/preferences';
import { outboxRoutes } from './routes/dev/outbox';
import { userRoutes } from './routes/accounts/user';
import { accountChangeRoutes } from './routes/accounts/account-changes';
import { recoveryRoutes } from './routes/accounts/recovery';
import { verificationRoutes } from './routes/accounts/verification';
import { branchRoutes } from './routes/tfm/branches';
import { branchRelationRoutes } from './routes/tfm/branch-relations';
import { holidayRoutes } from './routes/tfm/holidays';
import { bookingSettingRoutes } from './routes/tfm/booking-settings';
import { bookingWriteRoutes } from './routes/tfm/booking-write';
import { structureRoutes } from './routes/tfm/structure';
import { inviteRoutes } from './routes/accounts/invite';
import { membershipRoutes } from './routes/accounts/memberships';
import { invitationRoutes } from './routes/tfm/invitations';
import { employeeTransferRoutes, isEmployeeImportPath } from './routes/tfm/employee-transfer';
import { employeeRoutes } from './routes/tfm/employees';
import { lookupRoutes } from './routes/tfm/lookups';
import { placeSwitchRoutes } from './routes/tfm/place-switch';
import { registrationRequestRoutes } from './routes/tfm/registration-requests';
import { signUpRoutes } from './routes/tfm/sign-up';
import { notificationRoutes } from './routes/accounts/notifications';
import { organisationRoutes } from './routes/organisations/organisations';
import { imageUploadRoutes, profileImageUpload } from './routes/accounts/image-upload';
import { documentUpload, documentUploadRoutes } from './routes/tfm/document-upload';
import { isUploadPath } from './uploads/two-step-upload';
import { uploadRoutes } from './uploads/stored-images';
import { vehicleRoutes } from './routes/tfm/vehicles';
import { bookingActionRoutes } from './routes/tfm/booking-actions';
import { bookingApprovalRuleRoutes } from './routes/tfm/booking-approval-rules';
import { bookingLinkRoutes } from './routes/tfm/booking-links';
import { bookingReadRoutes } from './routes/tfm/booking-read';
import { embedCors } from './embed/cors';
import { portalPageSecurityHeaders } from './embed/frame-ancestors';
import { embedScriptHeaders, serveEmbedScripts } from './embed/scripts';
import { widgetAuthentication } from './embed/widget-auth';
import { embedKeyRoutes, widgetTokenRoutes } from './routes/tfm/embed-keys';
import { bookingCalendarRoutes } from './routes/tfm/booking-calendar';

export type AppDependencies = { db: Database; config: ServerConfig; mailer: Mailer; signingKey: Buffer; clock?: Clock | undefined };

/** Serves the portal's build; any non-file path gets index.html so client-side routes survive a reload. */
function portal(app: Hono<AppEnv>, staticDir: string) {
  if (staticDir === '') return;
  const indexFile = path.join(staticDir, 'index.html');
  if (!existsSync(indexFile)) {
    console.warn(`[portal] no build at ${staticDir}; run "pnpm build" to serve the portal`);
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  app.use('/assets/*', serveStatic({ root: staticDir }), async (c, next) => {
    await next();
    if (c.res.ok) c.header('cache-control', 'public, max-age=31536000, immutable');
  });
  app.use('*', serveStatic({ root: staticDir }));
  app.get('*', (c) => {
    c.header('cache-control', 'no-cache');
    return c.html(indexHtml);
  });
}

/**
 * The calls of spec §7 end in a slash; a client that leaves it off reaches the
 * same handler instead of a redirect that would turn its POST into a GET.
 */
function apiPathWithTrailingSlash(request: Request): string {
  const url = request.url;
  const start = url.indexOf('/', url.indexOf('://') + 3);
  const end = url.indexOf('?', start);
  const requestPath = url.slice(start, end === -1 ? undefined : end);
  return requestPath.startsWith('/api/') && !requestPath.endsWith('/') ? `${requestPath}/` : requestPath;
}

export function createApp({ db, config, mailer, signingKey, clock = systemClock }: AppDependencies) {
  const app = new Hono<AppEnv>({ getPath: apiPathWithTrailingSlash });
  app.onError(handleError);
  // Outside secureHeaders(): portal pages get the portal's Content-Security-Policy and framing headers.
  app.use(portalPageSecurityHeaders(db));
  app.use(embedScriptHeaders);
  app.use(secureHeaders());
  app.use('*', async (c, next) => {
    c.set('db', db);
    c.set('config', config);
    c.set('mailer', mailer);
    c.set('clock', clock);
    c.set('signingKey', signingKey);
    await next();
  });
  app.use('/api/*', embedCors);

  app.get('/healthz', async (c) => {
    try {
      await db.execute(sql`select 1`);
      return c.json({ status: 'ok' });
    } catch (error) {
      console.error('[healthz] database check failed', error);
      return c.json({ status: 'unavailable' }, 503);
    }
  });

  const api = new Hono<AppEnv>();
  const apiBodyLimit = bodyLimit({
    maxSize: config.bodyLimit,
    onError: (c) => c.json(errorBody(messages.request.tooLarge), 413),
  });
  // The image uploads and the users import set their own, larger limits.
  const twoStepUploads = [profileImageUpload, documentUpload];
  api.use((c, next) => (isUploadPath(c.req.path, twoStepUploads) || isEmployeeImportPath(c.req.path) ? next() : apiBodyLimit(c, next)));
  api.use(refuseUnstorableRequestText);
  api.use(widgetAuthentication);
  api.route('/accounts', portalConfigRoutes);
  api.route('/accounts', userRoutes);
  api.route('/accounts', recoveryRoutes);
  api.route('/accounts', verificationRoutes);
  api.route('/accounts', accountChangeRoutes);
  api.route('/accounts', preferenceRoutes);
  api.route('/tfm', branchRoutes);
  api.route('/tfm', branchRelationRoutes);
  api.route('/tfm', holidayRoutes);
  api.route('/tfm', bookingSettingRoutes);
  // Before any booking routes with a :pk segment: bookings/cost/ and bookings/validate/ are not pks.
  api.route('/tfm', bookingWriteRoutes);
  api.route('/tfm', bookingCalendarRoutes);
  api.route('/tfm', structureRoutes);
  api.route('/accounts', inviteRoutes);
  api.route('/accounts', membershipRoutes);
  api.route('/tfm', signUpRoutes);
  api.route('/tfm', registrationRequestRoutes);
  api.route('/tfm', invitationRoutes);
  api.route('/tfm', employeeTransferRoutes);
  api.route('/tfm', employeeRoutes);
  api.route('/tfm', lookupRoutes);
  api.route('/tfm', placeSwitchRoutes);
  api.route('/accounts', notificationRoutes);
  // The slash gives the sub-app's '/' (POST organisations/) the trailing slash every API path carries.
  api.route('/organisations/', organisationRoutes);
  api.route('/accounts', imageUploadRoutes);
  api.route('/tfm', documentUploadRoutes);
  api.route('/tfm', vehicleRoutes);
  api.route('/tfm', bookingReadRoutes);
  api.route('/tfm', bookingActionRoutes);
  api.route('/tfm', bookingApprovalRuleRoutes);
  // Public: an emailed link is its own credential (no session, no organisation header).
  api.route('/tfm', bookingLinkRoutes);
  api.route('/tfm', embedKeyRoutes);
  api.route('/tfm', widgetTokenRoutes);
  api.route('/dev', outboxRoutes);
  api.all('*', () => {
    throw new HttpError(404, messages.request.notFound);
  });
  app.route('/api/v1', api);
  app.all('/api/*', () => {
    throw new HttpError(404, messages.request.notFound);
  });

  app.route('/uploads', uploadRoutes);

  serveEmbedScripts(app, config.embedScriptsDir);
  portal(app, config.staticDir);
  app.notFound((c) => c.json(errorBody(messages.request.notFound), 404));
  return app;
}
