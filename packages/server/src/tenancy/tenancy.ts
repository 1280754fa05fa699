import { eq, type Column, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { messages } from '@motorpool/api';
import type { AppEnv } from '../app-env';
import type { Database } from '../db/database';
import { organisations, type users } from '../db/schema';
import { badRequest, forbidden } from '../http/errors';
import { effectivePermissions, GLOBAL_PERMISSIONS } from './permissions';
import { membershipsOf, permissionsOfRole, type Membership } from './memberships';

/** The organisation a request acts in, and what the caller may do there. */
export type Tenancy = {
  organisation: typeof organisations.$inferSelect | null;
  membership: Membership | null;
  permissions: ReadonlySet<string>;
};

export function requestedOrganisation(header: string | undefined): number | null {
  if (header === undefined || header === '' || header === 'null') return null;
  if (!/^\d{1,9}$/.test(header) || Number(header) <= 0) {
    throw badRequest('The organisation header must be an organisation id.');
  }
  return Number(header);
}

/**
 * The tenancy of a user in the requested organisation, else the caller's only
 * organisation. Members act with their role's permissions (and the admin
 * flag's, where they hold it); system admins may
 * enter any organisation (spec §6); anyone else naming an organisation is refused.
 */
export async function tenancyOf(db: Database, user: typeof users.$inferSelect, requested: number | null): Promise<Tenancy> {
  let membership: Membership | null = null;
  if (requested !== null) {
    [membership = null] = await membershipsOf(db, user.id, requested);
  } else {
    const all = await membershipsOf(db, user.id);
    if (all.length === 1) membership = all[0] ?? null;
  }

  if (membership) {
    const rolePermissions = await permissionsOfRole(db, membership.role.id);
    const permissions = user.isSystemAdmin
      ? GLOBAL_PERMISSIONS
      : effectivePermissions(membership.organisation.industry, rolePermissions, membership.isBusinessAdmin);
    return { organisation: membership.organisation, membership, permissions: new Set(permissions) };
  }
  if (user.isSystemAdmin) {
    const [organisation = null] = requested === null ? [] : await db.select().from(organisations).where(eq(organisations.id, requested));
    if (requested !== null && !organisation) throw forbidden(messages.request.notMember);
    return { organisation, membership: null, permissions: new Set(GLOBAL_PERMISSIONS) };
  }
  if (requested !== null) throw forbidden(messages.request.notMember);
  return { organisation: null, membership: null, permissions: new Set() };
}

/**
 * Decides the organisation from the `organisation` header, else the one chosen
 * at sign-in, else the caller's only organisation. An embedded widget's
 * tenancy was set from its token (src/embed/widget-auth.ts).
 */
async function setTenancy(c: Context<AppEnv>): Promise<void> {
  if (c.get('embed')) return;
  const { user, sessionOrganisationId } = c.get('caller');
  const requested = requestedOrganisation(c.req.header('organisation')) ?? sessionOrganisationId;
  c.set('tenancy', await tenancyOf(c.get('db'), user, requested));
}

/** For calls that act with or without an organisation (the caller's profile, the organisations they may switch to). */
export const resolveTenancy = createMiddleware<AppEnv>(async (c, next) => {
  await setTenancy(c);
  await next();
});

export type OrganisationScope = { organisationId: number; tenancy: Tenancy };

/**
 * For sub-apps whose every call acts inside an organisation: resolves the
 * tenancy as resolveTenancy does, refuses a caller without an organisation,
 * and leaves the scope on the context (`c.get('scope')`) for the handlers.
 */
export const organisationScope = createMiddleware<AppEnv>(async (c, next) => {
  await setTenancy(c);
  c.set('scope', requireOrganisation(c.get('tenancy')));
  await next();
});

/** For calls that only make sense inside an organisation. */
export function requireOrganisation(tenancy: Tenancy): OrganisationScope {
  if (!tenancy.organisation) throw badRequest('Select an organisation first.', { code: 'organisation_missing' });
  return { organisationId: tenancy.organisation.id, tenancy };
}

/**
 * The one filter every organisation-owned query goes through: rows of other
 * organisations are simply invisible, so they answer 404, not 403.
 */
export function inOrganisation(column: Column, scope: OrganisationScope): SQL {
  return eq(column, scope.organisationId);
}
