import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { OrganisationSummary, PermissionItemList, SidebarItems } from '@motorpool/api';
import type { AppEnv } from '../../app-env';
import { authenticate } from '../../auth/authenticate';
import { organisations } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { logoUrl, visibleSidebarItems } from '../../navigation/catalogue';
import { helpDeskOf, navigationContext, userManualUrlOf } from '../../navigation/context';
import { permissionItemsFor } from '../../navigation/permission-items';
import { organisationSummary } from '../../profile/organisation-summary';
import { membershipsOf } from '../../tenancy/memberships';
import { resolveTenancy } from '../../tenancy/tenancy';

const PAGE_REQUIRED = 'page is required.';

/** `/api/v1/organisations/…`: what the portal's frame shows the caller (spec §2 Sidebar, Heading bar). */
export const organisationRoutes = new Hono<AppEnv>()
  .get('/sidebar-items/', authenticate, resolveTenancy, async (c) => {
    const db = c.get('db');
    const tenancy = c.get('tenancy');
    const context = await navigationContext(db, c.get('caller'), tenancy);
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
  .get('/permission-items/', authenticate, resolveTenancy, async (c) => {
    const page = c.req.query('page');
    if (!page) throw badRequest(PAGE_REQUIRED, { fields: { page: PAGE_REQUIRED } });
    const context = await navigationContext(c.get('db'), c.get('caller'), c.get('tenancy'));
    const body: PermissionItemList = { results: permissionItemsFor(page, context) };
    return c.json(body);
  })
  .get('/options/', authenticate, async (c) => {
    const db = c.get('db');
    const { user } = c.get('caller');
    // A system admin may enter any organisation (spec §6); everyone else switches between their memberships.
    const results: OrganisationSummary[] = user.isSystemAdmin
      ? (await db.select().from(organisations).orderBy(asc(organisations.name), asc(organisations.id))).map(organisationSummary)
      : (await membershipsOf(db, user.id)).map((membership) => organisationSummary(membership.organisation));
    return c.json({ results });
  });
