import { notificationTemplateRoutes } from './routes/organisations/notification-templates';
import { auditRoutes } from './routes/organisations/audits';
import { companySettingRoutes } from './routes/organisations/company-settings';
import { themeImageUpload, themeRoutes } from './routes/organisations/theme';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { bodyLimit } from './http/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { messages } from '@motorpool/api';
import type { AppEnv } from './app-env';
import { systemClock, type Clock } from './clock';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { errorBody, handleError, HttpError } from './http/errors';
import { compressResponses } from './http/compression';
import { refuseUnstorableRequestText } from './http/query';
import { IMMUTABLE, REVALIDATE, staticFiles } from './http/static-files';
import type { Mailer } from './mail/mailer';
import { portalConfigRoutes } from './routes/accounts/portal-config';
import { preferenceRoutes } from './routes/accounts/preferences';
import { notificationRoutes } from './routes/accounts/notifications';
import { profileImageUpload } from './routes/accounts/image-upload';
import { userAccountRoutes } from './routes/accounts/user-account';
import { outboxRoutes } from './routes/dev/outbox';
import { jobRoutes } from './routes/jobs';
import type { JobQueueSource } from './jobs/screen';
import { organisationRoutes } from './routes/organisations/organisations';
import { twoFactorPolicyRoutes } from './routes/organisations/two-factor-policy';
import { generalSettingRoutes } from './routes/organisations/general-settings';
import { signUpSettingRoutes } from './routes/organisations/sign-up-settings';
import { visibilityRuleRoutes } from './routes/organisations/visibility-rules';
import { adminFlagRoutes } from './routes/tfm/admin-flag';
import { masterConfigRoutes } from './routes/organisations/master-config';
import { bookingRoutes } from './routes/tfm/bookings';
import { recurringCancelRoutes, recurringDeleteRoutes } from './routes/tfm/bookings/actions';
import { bookingTripRoutes, driverRoutes, myBookingRoutes, myBranchBookingRoutes } from './routes/tfm/bookings/read';
import { recurringCheckRoutes } from './routes/tfm/bookings/write';
import { bookingApprovalRuleRoutes } from './routes/tfm/booking-approval-rules';
import { bookingCalendarRoutes } from './routes/tfm/booking-calendar';
import { bookingLinkRoutes } from './routes/tfm/booking-links';
import { bookingSettingRoutes } from './routes/tfm/booking-settings';
import { associatedBranchRoutes, branchRelationRoutes, myBranchRoutes } from './routes/tfm/branch-relations';
import { branchManagerRoutes, branchRoutes, branchUpdateRoutes } from './routes/tfm/branches';
import { documentUpload, documentUploadRoutes } from './routes/tfm/document-upload';
import { embedKeyRoutes, widgetTokenRoutes } from './routes/tfm/embed-keys';
import { isEmployeeImportPath } from './routes/tfm/employee-transfer';
import { driverExtensionUpdateRoutes, emailPhoneUpdateRoutes, employeeRoutes, employeeValidationRoutes, extensionUpdateRoutes } from './routes/tfm/employees';
import { branchHolidayRoutes, publicHolidayRoutes } from './routes/tfm/holidays';
import { incidentRoutes, incidentSettingRoutes, incidentTypeRoutes } from './routes/tfm/incidents';
import { incidentBlockRoutes } from './routes/tfm/incident-blocks';
import { inviteRoutes, inviteUserRoutes } from './routes/tfm/invitations';
import { statusRoutes } from './routes/tfm/lookups';
import { roleRoutes } from './routes/tfm/roles';
import { branchSwitchRoutes, hubSwitchRoutes } from './routes/tfm/place-switch';
import { registrationRequestRoutes } from './routes/tfm/registration-requests';
import { domainValidationRoutes, registrationSettingRoutes, signUpTokenRoutes, termsRoutes } from './routes/tfm/sign-up';
import { costCentreRoutes, departmentRoutes, geofenceRoutes, hubSettingRoutes, tagRoutes } from './routes/tfm/structure';
import { vehicleFilterRoutes, vehicleRoutes, vehicleSearchRoutes } from './routes/tfm/vehicles';
import { isUploadPath } from './uploads/two-step-upload';
import { uploadRoutes } from './uploads/stored-images';
import { embedCors } from './embed/cors';
import { portalPageSecurityHeaders } from './embed/frame-ancestors';
import { embedScriptHeaders, serveEmbedScripts } from './embed/scripts';
import { widgetAuthentication } from './embed/widget-auth';

export type AppDependencies = {
  db: Database;
  config: ServerConfig;
  mailer: Mailer;
  signingKey: Buffer;
  clock?: Clock | undefined;
  /** The job queue the jobs screen's retry goes through (opened on first use where it is lazy); without it the screen reads the tables alone. */
  jobs?: JobQueueSource | undefined;
  /** Only when the server runs for end-to-end journeys (TEST_CONTROLS). */
  testControls?: Hono<AppEnv> | undefined;
};

/** Serves the portal's build; any non-file path gets index.html so client-side routes survive a reload. */
function portal(app: Hono<AppEnv>, staticDir: string) {
  if (staticDir === '') return;
  const indexFile = path.join(staticDir, 'index.html');
  if (!existsSync(indexFile)) {
    console.warn(`[portal] no build at ${staticDir}; run "pnpm build" to serve the portal`);
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  // Vite names everything under /assets/ by its content; the rest (index.html, the brand images) keep their names.
  app.use('*', ...staticFiles({ root: staticDir, cacheControl: (requestPath) => (requestPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE) }));
  app.get('*', etag(), (c) => {
    c.header('cache-control', REVALIDATE);
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

export function createApp({ db, config, mailer, signingKey, clock = systemClock, jobs, testControls }: AppDependencies) {
  const app = new Hono<AppEnv>({ getPath: apiPathWithTrailingSlash });
  app.onError(handleError);
  app.use(compressResponses);
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
  const twoStepUploads = [profileImageUpload, documentUpload, themeImageUpload];
  api.use((c, next) => (isUploadPath(c.req.path, twoStepUploads) || isEmployeeImportPath(c.req.path) ? next() : apiBodyLimit(c, next)));
  api.use(refuseUnstorableRequestText);
  api.use(widgetAuthentication);
  // No route answers OPTIONS (embedCors answers the preflights of partner pages before this
  // router); without this, a sub-app's authenticate would answer another origin's preflight 401.
  api.options('*', () => {
    throw new HttpError(404, messages.request.notFound);
  });
  // One sub-app per resource, at its own path, so that a sub-app's middleware
  // reaches its own paths only and no mount order decides which route answers.
  // Each path ends in a slash: a sub-app's '/' route is then the resource's
  // path with the trailing slash every API path carries.
  api.route('/accounts/portal-config/', portalConfigRoutes);
  api.route('/accounts/user/', userAccountRoutes);
  api.route('/accounts/preference/user-preference/', preferenceRoutes);
  api.route('/accounts/notifications/', notificationRoutes);
  api.route('/organisations/notification-templates/', notificationTemplateRoutes);
  api.route('/organisations/audits/', auditRoutes);
  api.route('/organisations/company-settings/', companySettingRoutes);
  api.route('/organisations/two-factor-policy/', twoFactorPolicyRoutes);
  api.route('/organisations/general-settings/', generalSettingRoutes);
  api.route('/organisations/sign-up-settings/', signUpSettingRoutes);
  api.route('/organisations/master-config/', masterConfigRoutes);
  api.route('/organisations/theme/', themeRoutes);
  api.route('/organisations/visibility-rules/', visibilityRuleRoutes);
  api.route('/organisations/', organisationRoutes);

  api.route('/tfm/bookings/', bookingRoutes);
  api.route('/tfm/my-bookings/', myBookingRoutes);
  api.route('/tfm/my-branch-bookings/', myBranchBookingRoutes);
  api.route('/tfm/booking-trips/', bookingTripRoutes);
  api.route('/tfm/drivers/', driverRoutes);
  api.route('/tfm/check-recurring-bookings/', recurringCheckRoutes);
  api.route('/tfm/delete-recurring-bookings/', recurringDeleteRoutes);
  api.route('/tfm/cancel-recurring-bookings/', recurringCancelRoutes);
  api.route('/tfm/booking-calendar/', bookingCalendarRoutes);
  api.route('/tfm/booking-settings/', bookingSettingRoutes);
  api.route('/tfm/booking-approval-rules/', bookingApprovalRuleRoutes);
  // Public: an emailed link is its own credential (no session, no organisation header).
  api.route('/tfm/booking/', bookingLinkRoutes);

  api.route('/tfm/branches/', branchRoutes);
  api.route('/tfm/update-branch/', branchUpdateRoutes);
  api.route('/tfm/branch-managers/', branchManagerRoutes);
  api.route('/tfm/branch-relations/', branchRelationRoutes);
  api.route('/tfm/my-branch/', myBranchRoutes);
  api.route('/tfm/associated-branches/', associatedBranchRoutes);
  api.route('/tfm/branch-holidays/', branchHolidayRoutes);
  api.route('/tfm/public-holidays/', publicHolidayRoutes);
  api.route('/tfm/departments/', departmentRoutes);
  api.route('/tfm/cost-centres/', costCentreRoutes);
  api.route('/tfm/geofences/', geofenceRoutes);
  api.route('/tfm/tags/', tagRoutes);
  api.route('/tfm/settings/enable-hubs/', hubSettingRoutes);
  api.route('/tfm/statuses/', statusRoutes);
  api.route('/tfm/roles/', roleRoutes);

  api.route('/tfm/employees-extensions/:pk/admin-flag/', adminFlagRoutes);
  api.route('/tfm/employees-extensions/', employeeRoutes);
  api.route('/tfm/update-extension/', extensionUpdateRoutes);
  api.route('/tfm/update-driver-extension/', driverExtensionUpdateRoutes);
  api.route('/tfm/update-email-phone/', emailPhoneUpdateRoutes);
  api.route('/tfm/employee/validate/', employeeValidationRoutes);
  api.route('/tfm/update-user-hub/', hubSwitchRoutes);
  api.route('/tfm/update-user-branch/', branchSwitchRoutes);
  api.route('/tfm/invite/', inviteRoutes);
  api.route('/tfm/invite-user/', inviteUserRoutes);
  api.route('/tfm/registration-request/', registrationRequestRoutes);
  api.route('/tfm/domains/validate/', domainValidationRoutes);
  api.route('/tfm/user-registration-setting/', registrationSettingRoutes);
  api.route('/tfm/token/', signUpTokenRoutes);
  api.route('/tfm/terms-and-conditions/', termsRoutes);
  api.route('/tfm/document/upload/', documentUploadRoutes);

  api.route('/tfm/vehicles/', vehicleRoutes);
  api.route('/tfm/vehicle-filters/', vehicleFilterRoutes);
  api.route('/tfm/vehicle-search/', vehicleSearchRoutes);

  // Before incidents/: a sub-app's middleware reaches every path under its mount, so these calls end in their own.
  api.route('/tfm/incidents/:pk/affected-bookings/', incidentBlockRoutes);
  api.route('/tfm/incidents/', incidentRoutes);
  api.route('/tfm/incident-types/', incidentTypeRoutes);
  api.route('/tfm/incident-settings/', incidentSettingRoutes);

  api.route('/tfm/embed-keys/', embedKeyRoutes);
  api.route('/tfm/embed/token/', widgetTokenRoutes);
  api.route('/dev/outbox/', outboxRoutes);
  // System admins only, across every organisation (docs/architecture.md "Jobs").
  api.route('/jobs/', jobRoutes(jobs));
  if (testControls) api.route('/test-controls/', testControls);
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
