import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import {
  messages,
  RecoverPasswordRequest,
  SetPasswordRequest,
  ActivateEmployeeRequest,
  VerifyLinkTokenRequest,
  type LinkTokenDetails,
  type MessageResponse,
} from '@motorpool/api';
import type { AppEnv } from '../../app-env';
import { sleepUntil } from '../../accounts/pacing';
import { findLinkHolder, redeemPasswordLink, requireConfirmation } from '../../accounts/password-links';
import { spendMessageRequest } from '../../accounts/throttles';
import { findUserByEmail, normaliseEmail, type User } from '../../accounts/users';
import { hashToken } from '../../auth/tokens';
import type { PasswordRecovery } from '../../config';
import { linkTokens, users } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { readBody } from '../../http/input';
import { composeMessage } from '../../messages/deliver';
import { messageContextOf } from '../../messages/request-messages';
import { issueLinkToken, LINK_PURPOSES } from '../../security/link-tokens';
import { systemScope } from '../../bookings/timed-rules';
import { organisationPasswordRecovery } from '../../registration/sign-up-settings';
import { membershipsOf } from '../../tenancy/memberships';

/**
 * Every answer to a reset request leaves this long after the request came in,
 * whether or not a link was sent, so the response time says nothing about
 * which emails have accounts. Comfortably above the lookup and token work.
 */
export const RECOVERY_RESPONSE_MS = 400;

type RecoveryTarget = { by: 'email'; email: string } | { by: 'phone'; phone: string };

/** Which of email and phone the request is answered by, per the PASSWORD_RECOVERY setting (spec §5 Forgot password). */
function recoveryTarget(body: RecoverPasswordRequest, mode: PasswordRecovery): RecoveryTarget {
  if (mode === 'email' || (mode === 'either' && body.email !== undefined)) {
    if (body.email === undefined) throw badRequest(messages.request.invalid, { fields: { email: messages.forgotPassword.emailRequired } });
    return { by: 'email', email: normaliseEmail(body.email) };
  }
  if (body.phone !== undefined) return { by: 'phone', phone: body.phone };
  if (mode === 'phone') throw badRequest(messages.request.invalid, { fields: { phone: messages.driverDetails.phoneRequired } });
  throw badRequest(messages.forgotPassword.emailOrPhone, {
    fields: { email: messages.forgotPassword.emailOrPhone, phone: messages.forgotPassword.emailOrPhone },
  });
}

/** A phone number identifies an account only when exactly one has it (numbers are not unique). */
async function findRecoveringUser(c: Context<AppEnv>, target: RecoveryTarget): Promise<User | undefined> {
  const db = c.get('db');
  if (target.by === 'email') return findUserByEmail(db, target.email);
  const matches = await db.select().from(users).where(eq(users.phone, target.phone)).limit(2);
  return matches.length === 1 ? matches[0] : undefined;
}

/**
 * Users are global: one password across every organisation they belong to. So
 * the spec §4 failure 'User belongs to multiple organisations' (which makes the
 * portal retry with an organisation) never arises here; organisation_id is
 * accepted for that retry, and only narrows who gets a link: a user who is not
 * a member of the organisation named gets none, with the same answer. Nor
 * does one whose organisations keep recovery to the other channel (general
 * settings), again with the same answer, so the response tells nothing.
 */
async function mayRecover(c: Context<AppEnv>, user: User, target: RecoveryTarget, organisationId: number | undefined): Promise<boolean> {
  if (!user.isActive) return false;
  const memberships = await membershipsOf(c.get('db'), user.id, organisationId);
  if (memberships.length === 0) return user.isSystemAdmin;
  // The strictest organisation decides: one that keeps recovery to email is not undone by another that allows phones.
  const channels = await Promise.all(
    memberships.map((membership) => organisationPasswordRecovery(c.get('db'), systemScope(membership.organisation.id), c.get('config').passwordRecovery)),
  );
  return channels.every((channel) => channel === 'either' || channel === target.by);
}

/**
 * Issues the reset link and starts its delivery. The delivery is not awaited:
 * with SMTP configured its duration would otherwise show in the response time.
 * Its outbox row is written at once, well inside the padding the answer waits for.
 */
async function sendResetLink(c: Context<AppEnv>, user: User, target: RecoveryTarget, organisationId: number | undefined): Promise<void> {
  const db = c.get('db');
  const token = await issueLinkToken(db, c.get('signingKey'), { purpose: LINK_PURPOSES.passwordReset, userId: user.id, organisationId }, c.get('clock')());
  const url = `${c.get('config').publicUrl}/forgot-password?token=${encodeURIComponent(token)}`;
  const delivery = target.by === 'phone' && user.phone ? { channel: 'sms' as const, to: user.phone } : { channel: 'email' as const, to: user.email };
  composeMessage(db, organisationId ?? null, 'password_reset', { first_name: user.firstName, url }, messageContextOf(c))
    .then((content) => c.get('mailer').send(db, { ...delivery, organisationId: organisationId ?? null, content }))
    .catch((error: unknown) => console.error('[recovery] reset link could not be queued', error));
}

/** `/api/v1/accounts/user/…`: forgot password, reset and welcome links. */
export const recoveryRoutes = new Hono<AppEnv>()
  .post('/recover-password/', async (c) => {
    const db = c.get('db');
    const body = await readBody(c, RecoverPasswordRequest);
    const target = recoveryTarget(body, c.get('config').passwordRecovery);
    // Counted per email (or phone) whether or not it has an account, so a 429 tells nothing either.
    await spendMessageRequest(c, 'password-reset', target.by === 'email' ? target.email : target.phone);

    const deadline = performance.now() + RECOVERY_RESPONSE_MS;
    const user = await findRecoveringUser(c, target);
    if (user && (await mayRecover(c, user, target, body.organisation_id))) {
      await sendResetLink(c, user, target, body.organisation_id);
    } else {
      // Stand-in for the token work, so the database is as busy either way.
      await db
        .select({ id: linkTokens.id })
        .from(linkTokens)
        .where(eq(linkTokens.tokenHash, hashToken(randomBytes(32).toString('base64url'))));
    }
    await sleepUntil(deadline);
    const response: MessageResponse = { message: messages.forgotPassword.sent };
    return c.json(response);
  })
  .post('/verify-token/', async (c) => {
    const body = await readBody(c, VerifyLinkTokenRequest);
    const holder = await findLinkHolder(c.get('db'), c.get('signingKey'), body.token, body.type, c.get('clock')());
    if (!holder) throw badRequest(body.type === 'password_reset' ? messages.resetPassword.failure : messages.activation.invalid);
    const response: LinkTokenDetails = {
      email: holder.user.email,
      first_name: holder.user.firstName,
      needs_password: body.type === 'password_reset' || holder.user.passwordHash === null,
    };
    return c.json(response);
  })
  .post('/new-password/', async (c) => {
    const body = await readBody(c, SetPasswordRequest);
    requireConfirmation(body.new_password, body.confirm_password, 'confirm_password');
    const done = await redeemPasswordLink(
      c.get('db'),
      c.get('signingKey'),
      {
        token: body.jwt_token,
        purpose: LINK_PURPOSES.passwordReset,
        password: body.new_password,
      },
      c.get('clock')(),
    );
    if (!done) throw badRequest(messages.resetPassword.failure);
    const response: MessageResponse = { message: messages.resetPassword.success };
    return c.json(response);
  })
  /**
   * The welcome link of an approved registration or accepted invitation: sets
   * the password and marks the email verified (the link reached it). Approval
   * of the membership is a separate step and is not touched here.
   */
  .post('/employee/activate/', async (c) => {
    const body = await readBody(c, ActivateEmployeeRequest);
    if (body.new_password !== undefined) requireConfirmation(body.new_password, body.confirm_password ?? '', 'confirm_password');
    const done = await redeemPasswordLink(
      c.get('db'),
      c.get('signingKey'),
      {
        token: body.jwt_token,
        purpose: LINK_PURPOSES.activation,
        password: body.new_password,
        alsoSet: { isEmailVerified: true },
      },
      c.get('clock')(),
    );
    if (!done) throw badRequest(messages.activation.invalid);
    const response: MessageResponse = { message: messages.activation.success };
    return c.json(response);
  });
