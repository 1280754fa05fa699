import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  CreateOrganisationRequest,
  mayCreateOrganisation,
  organisationMessages,
  type OrganisationSummary,
  type PermissionItemList,
  type SidebarItems,
} from '@motorpool/api';
import { queryTexts, readQuery } from '../../http/query';
import type { AppEnv } from '../../app-env';
import { authenticate } from '../../auth/authenticate';
import { organisations } from '../../db/schema';
import { badRequest, HttpError } from '../../http/errors';
import { readBody } from '../../http/input';
import { logoUrl, visibleSidebarItems } from '../../navigation/catalogue';
import { helpDeskOf, navigationContext, userManualUrlOf } from '../../navigation/context';
import { permissionItemsFor } from '../../navigation/permission-items';
import { createOrganisation } from '../../organisations/create-organisation';
import { organisationSummary } from '../../profile/organisation-summary';
import { membershipsOf } from '../../tenancy/memberships';
import { enforce } from '../../tenancy/permissions';
import { resolveTenancy } from '../../tenancy/tenancy';

const PAGE_REQUIRED = 'page is required.';

/** `/api/v1/organisations/…`: what the portal's frame shows the caller (spec §2 Sidebar, Heading bar), and new organisations. */
export const organisationRoutes = new Hono<AppEnv>()
  .use(authenticate)
  .get('/sidebar-items/', resolveTenancy, async (c) => {
    const db = c.get('db');
    const tenancy = c.get('tenancy');
    const context = await navigationContext(db, c.get('config'), c.get('caller'), tenancy);
    const [helpDesk, userManualUrl] = await Promise.all([helpDeskOf(db, tenancy), userManualUrlOf(db, tenancy)]);
    const body: SidebarItems = {
      results: visibleSidebarItems(context),
      logo_url: logoUrl(context),
      help_desk: helpDesk,
      user_manual_url: userManualUrl,
      can_create_organisation: context.canCreateOrganisation,
    };
    return c.json(body);
  })
  .get('/permission-items/', resolveTenancy, async (c) => {
    const { page } = readQuery(c, queryTexts('page'));
    if (!page) throw badRequest(PAGE_REQUIRED, { fields: { page: PAGE_REQUIRED } });
    const context = await navigationContext(c.get('db'), c.get('config'), c.get('caller'), c.get('tenancy'));
    const body: PermissionItemList = { results: permissionItemsFor(page, context) };
    return c.json(body);
  })
  .get('/options/', async (c) => {
    const db = c.get('db');
    const { user } = c.get('caller');
    // A system admin may enter any organisation (spec §6); everyone else switches between their memberships.
    const results: OrganisationSummary[] = user.isSystemAdmin
      ? (await db.select().from(organisations).orderBy(asc(organisations.name), asc(organisations.id))).map(organisationSummary)
      : (await membershipsOf(db, user.id)).map((membership) => organisationSummary(membership.organisation));
    return c.json({ results });
  })
  .post('/', async (c) => {
    // Switched off, the call does not exist for anyone; the code tells a client why.
    if (!c.get('config').organisationCreation) throw new HttpError(404, organisationMessages.creationDisabled, { code: 'organisation_creation_disabled' });
    enforce(mayCreateOrganisation(c.get('caller').user), organisationMessages.onlySystemAdmins);
    const created = await createOrganisation(c.get('db'), await readBody(c, CreateOrganisationRequest));
    const body: OrganisationSummary = organisationSummary(created);
    return c.json(body, 201);
  });
