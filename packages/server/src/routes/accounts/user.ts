import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { LOGIN_ORGANISATION_REQUIRED, LoginRequest, OtpSubmitRequest, UpdateMeRequest, messages, type LoginResponse } from '@motorpool/api';
import type { AppEnv } from '../../app-env';
import { startSession } from '../../accounts/sessions';
import { admitLoginAttempt, loginAttempt, loginSucceeded, releaseLoginAttempt, spendMessageRequest } from '../../accounts/throttles';
import { findUserByEmail, type User } from '../../accounts/users';
import { authenticate } from '../../auth/authenticate';
import { setTwoFactor, signInNeedsCode } from '../../auth/two-factor';
import { verifyAgainstDecoy, verifyPassword } from '../../auth/passwords';
import type { Database } from '../../db/database';
import { sessions, users } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { readBody } from '../../http/input';
import { sendOneTimeCode } from '../../messages/request-messages';
import { buildProfile } from '../../profile/build-profile';
import { organisationSummary } from '../../profile/organisation-summary';
import { consumeCode, issueCode, OTP_PURPOSES } from '../../security/one-time-codes';
import { membershipsOf } from '../../tenancy/memberships';
import { resolveTenancy } from '../../tenancy/tenancy';
import { isStoredImagePath } from '../../uploads/stored-images';

const FOREIGN_PROFILE_IMAGE = 'Upload the photo first; a profile photo must be one stored by this server.';

function loginFailure() {
  return badRequest(messages.login.failure);
}

/** What a 2FA code remembers of the password step, so the code step signs in the same way. */
type TwoFactorPending = { organisation: number | null; remember_me: boolean };

function isTwoFactorPending(value: unknown): value is TwoFactorPending {
  if (typeof value !== 'object' || value === null) return false;
  const { organisation, remember_me } = value as Record<string, unknown>;
  return (organisation === null || (typeof organisation === 'number' && Number.isInteger(organisation))) && typeof remember_me === 'boolean';
}

/**
 * The organisation a password sign-in lands in: the one asked for (the body's
 * organisation_id, else the `organisation` header), else the only one; several
 * and none chosen is the chooser failure of spec §4.
 */
async function organisationForLogin(db: Database, user: User, chosen: number | undefined): Promise<number | null> {
  const memberships = await membershipsOf(db, user.id);
  if (chosen !== undefined) {
    const member = memberships.some((entry) => entry.organisation.id === chosen);
    if (!member && !user.isSystemAdmin) {
      throw badRequest(messages.request.notMember, { fields: { organisation_id: messages.request.notMember } });
    }
    return chosen;
  }
  if (memberships.length > 1) {
    throw badRequest(messages.login.chooseOrganisation, {
      code: LOGIN_ORGANISATION_REQUIRED,
      details: { organisations: memberships.map((entry) => organisationSummary(entry.organisation)) },
    });
  }
  return memberships[0]?.organisation.id ?? null;
}

/** `/api/v1/accounts/user/…`: sign-in (with its 2FA step), sign-out and the caller's own account. */
export const userRoutes = new Hono<AppEnv>()
  .post('/login/', async (c) => {
    const db = c.get('db');
    const body = await readBody(c, LoginRequest);
    const headerOrganisation = Number(c.req.header('organisation'));
    const chosenOrganisation = body.organisation_id ?? (Number.isInteger(headerOrganisation) && headerOrganisation > 0 ? headerOrganisation : undefined);

    const admitted = await admitLoginAttempt(c, loginAttempt(c, body.email));
    const user = await findUserByEmail(db, body.email);
    const passwordMatches = user?.passwordHash ? await verifyPassword(body.password, user.passwordHash) : await verifyAgainstDecoy(body.password);
    if (!user || !passwordMatches || !user.isActive) throw loginFailure();
    const needsCode = await signInNeedsCode(db, user);
    await (needsCode ? releaseLoginAttempt(db, admitted) : loginSucceeded(db, admitted));

    const organisation = await organisationForLogin(db, user, chosenOrganisation);
    const rememberMe = body.remember_me ?? false;

    if (needsCode) {
      // The password was right, so only the account's own sends are limited: many people may sign in from one office address.
      await spendMessageRequest(c, 'code-login_2fa', user.email, { perAddress: false });
      const pending: TwoFactorPending = { organisation, remember_me: rememberMe };
      const code = await issueCode(db, OTP_PURPOSES.loginTwoFactor, String(user.id), c.get('clock')(), pending);
      await sendOneTimeCode(c, { channel: 'email', to: user.email, organisationId: organisation, purpose: 'login_2fa', code });
      const response: LoginResponse = { response_status: 'success', token: null, two_factor: true, organisation };
      return c.json(response);
    }

    const token = await startSession(c, user.id, organisation, rememberMe);
    const response: LoginResponse = { response_status: 'success', token, two_factor: false, organisation };
    return c.json(response);
  })
  /**
   * Second step of a two-factor sign-in. A wrong code counts as a failed
   * sign-in of the account, so password and code guesses share one limit.
   * The answer carries the token and `two_factor: false`: nothing is left to do.
   */
  .post('/login/otp/submit/', async (c) => {
    const db = c.get('db');
    const body = await readBody(c, OtpSubmitRequest);
    const admitted = await admitLoginAttempt(c, loginAttempt(c, body.email));

    const user = await findUserByEmail(db, body.email);
    const check =
      user?.isActive && (await signInNeedsCode(db, user))
        ? await consumeCode(db, OTP_PURPOSES.loginTwoFactor, String(user.id), body.otp, c.get('clock')())
        : null;
    if (!user || !check?.ok || !isTwoFactorPending(check.payload)) {
      throw badRequest(messages.twoFactor.failure, check?.ok === false && check.reason === 'wrong' ? { fields: { otp: messages.otp.invalid } } : {});
    }
    await loginSucceeded(db, admitted);
    const { organisation, remember_me } = check.payload;
    // The membership may have ended in the minutes between the two steps.
    if (organisation !== null && !user.isSystemAdmin && (await membershipsOf(db, user.id, organisation)).length === 0) {
      throw badRequest(messages.twoFactor.failure);
    }
    // A member asked for a code because their organisation requires it has now set it up: it stays on.
    if (!user.twoFactorEnabled) await setTwoFactor(db, user.id, true);
    const token = await startSession(c, user.id, organisation, remember_me);
    const response: LoginResponse = { response_status: 'success', token, two_factor: false, organisation };
    return c.json(response);
  })
  .delete('/logout/', authenticate, async (c) => {
    const { sessionId } = c.get('caller');
    await c
      .get('db')
      .update(sessions)
      .set({ revokedAt: c.get('clock')() })
      .where(eq(sessions.id, sessionId));
    return c.body(null, 204);
  })
  .get('/profile/', authenticate, resolveTenancy, async (c) => c.json(await buildProfile(c.get('db'), c.get('caller').user, c.get('tenancy'))))
  .put('/me/', authenticate, resolveTenancy, async (c) => {
    const db = c.get('db');
    const body = await readBody(c, UpdateMeRequest);
    // Only photos this server stored: a profile must not make every viewer's browser fetch someone else's URL.
    if (typeof body.profile_image === 'string' && !isStoredImagePath(body.profile_image, 'profile-images')) {
      throw badRequest(FOREIGN_PROFILE_IMAGE, { fields: { profile_image: FOREIGN_PROFILE_IMAGE } });
    }
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
