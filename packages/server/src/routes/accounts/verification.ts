import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { ActivateRequest, messages, ResendActivationRequest, type MessageResponse } from '@motorpool/api';
import type { AppEnv } from '../../app-env';
import { spendMessageRequest } from '../../accounts/throttles';
import { normaliseEmail } from '../../accounts/users';
import { authenticate } from '../../auth/authenticate';
import { users } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { readBody } from '../../http/input';
import { sendOneTimeCode } from '../../messages/request-messages';
import { consumeCode, issueCode, OTP_PURPOSES } from '../../security/one-time-codes';

/** The address a verification code was sent to; the code proves nothing once the account's email has changed. */
type VerificationPending = { email: string };

function isVerificationPending(value: unknown): value is VerificationPending {
  return typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>).email === 'string';
}

/** `/api/v1/accounts/user/…`: verifying the signed-in account's email with a 6-digit code (/verify-account). */
export const verificationRoutes = new Hono<AppEnv>()
  /**
   * The code always goes to the signed-in account's own email: the optional
   * email and phone of the body are accepted for the spec §7 payload but cannot
   * redirect it elsewhere.
   */
  .post('/resend-activation/', authenticate, async (c) => {
    await readBody(c, ResendActivationRequest);
    const db = c.get('db');
    const { user, sessionOrganisationId } = c.get('caller');
    await spendMessageRequest(c, 'code-verify_account', user.email);
    const pending: VerificationPending = { email: normaliseEmail(user.email) };
    const code = await issueCode(db, OTP_PURPOSES.verifyAccount, String(user.id), c.get('clock')(), pending);
    await sendOneTimeCode(c, { channel: 'email', to: user.email, organisationId: sessionOrganisationId, purpose: 'verify_account', code });
    const response: MessageResponse = { message: messages.accountChange.otpSent };
    return c.json(response);
  })
  .post('/activate/', authenticate, async (c) => {
    const body = await readBody(c, ActivateRequest);
    const db = c.get('db');
    const { user } = c.get('caller');
    const check = await consumeCode(db, OTP_PURPOSES.verifyAccount, String(user.id), body.token, c.get('clock')());
    if (!check.ok || !isVerificationPending(check.payload) || check.payload.email !== normaliseEmail(user.email)) {
      throw badRequest(messages.activation.verifyFailure, check.ok === false && check.reason === 'wrong' ? { fields: { token: messages.otp.invalid } } : {});
    }
    await db.update(users).set({ isEmailVerified: true }).where(eq(users.id, user.id));
    const response: MessageResponse = { message: messages.activation.verified };
    return c.json(response);
  });
