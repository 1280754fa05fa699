import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { LOGIN_ORGANISATION_REQUIRED, LoginRequest, UpdateMeRequest, messages, type LoginResponse } from '@motorpool/api';
import type { AppEnv } from '../../app-env';
import { authenticate } from '../../auth/authenticate';
import { brandForHost, rememberMeDays } from '../../branding';
import { verifyAgainstDecoy, verifyPassword } from '../../auth/passwords';
import { hashToken, newSessionToken } from '../../auth/tokens';
import { sessions, users } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { readBody } from '../../http/input';
import { buildProfile } from '../../profile/build-profile';
import { organisationSummary } from '../../profile/organisation-summary';
import { membershipsOf } from '../../tenancy/memberships';
import { resolveTenancy } from '../../tenancy/tenancy';

const DAY_MS = 24 * 60 * 60 * 1000;

function loginFailure() {
  return badRequest(messages.login.failure);
}

/** `/api/v1/accounts/user/…`: sign-in, sign-out and the caller's own account. */
export const userRoutes = new Hono<AppEnv>()
  .post('/user/login/', async (c) => {
    const db = c.get('db');
    const body = await readBody(c, LoginRequest);
    const headerOrganisation = Number(c.req.header('organisation'));
    const chosenOrganisation = body.organisation_id ?? (Number.isInteger(headerOrganisation) && headerOrganisation > 0 ? headerOrganisation : undefined);

    const [user] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${body.email.trim().toLowerCase()}`)
      .limit(1);
    const passwordMatches = user?.passwordHash ? await verifyPassword(body.password, user.passwordHash) : await verifyAgainstDecoy(body.password);
    if (!user || !passwordMatches || !user.isActive) throw loginFailure();

    const memberships = await membershipsOf(db, user.id);
    let organisation: number | null = null;
    if (chosenOrganisation !== undefined) {
      const member = memberships.some((entry) => entry.organisation.id === chosenOrganisation);
      if (!member && !user.isSystemAdmin) {
        throw badRequest(messages.request.notMember, { fields: { organisation_id: messages.request.notMember } });
      }
      organisation = chosenOrganisation;
    } else if (memberships.length > 1) {
      throw badRequest(messages.login.chooseOrganisation, {
        code: LOGIN_ORGANISATION_REQUIRED,
        details: { organisations: memberships.map((entry) => organisationSummary(entry.organisation)) },
      });
    } else {
      organisation = memberships[0]?.organisation.id ?? null;
    }

    const config = c.get('config');
    const sessionDays = body.remember_me ? rememberMeDays(brandForHost(c.req.header('host'), config)) : config.sessionDays;
    const token = newSessionToken();
    await db.insert(sessions).values({
      tokenHash: hashToken(token),
      userId: user.id,
      organisationId: organisation,
      expiresAt: new Date(Date.now() + sessionDays * DAY_MS),
    });
    const response: LoginResponse = { response_status: 'success', token, two_factor: false, organisation };
    return c.json(response);
  })
  .delete('/user/logout/', authenticate, async (c) => {
    const { sessionId } = c.get('caller');
    await c.get('db').update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
    return c.body(null, 204);
  })
  .get('/user/profile/', authenticate, resolveTenancy, async (c) => c.json(await buildProfile(c.get('db'), c.get('caller').user, c.get('tenancy'))))
  .put('/user/me/', authenticate, resolveTenancy, async (c) => {
    const db = c.get('db');
    const body = await readBody(c, UpdateMeRequest);
    const changes = {
      ...(body.first_name !== undefined ? { firstName: body.first_name.trim() } : {}),
      ...(body.last_name !== undefined ? { lastName: body.last_name.trim() } : {}),
      ...(body.profile_image !== undefined ? { profileImage: body.profile_image } : {}),
    };
    let user = c.get('caller').user;
    if (Object.keys(changes).length > 0) {
      [user = user] = await db.update(users).set(changes).where(eq(users.id, user.id)).returning();
    }
    return c.json(await buildProfile(db, user, c.get('tenancy')));
  });
