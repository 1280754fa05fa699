import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import {
  ChangeEmailRequest,
  ChangePasswordRequest,
  ChangePhoneRequest,
  messages,
  OtpOnlyRequest,
  TwoFactorDisableRequest,
  type MessageResponse,
  twoFactorMessages,
} from '@motorpool/api';
import type { AppEnv } from '../../app-env';
import { requireConfirmation } from '../../accounts/password-links';
import { revokeSessions } from '../../accounts/sessions';
import { admitLoginAttempt, loginAttempt, releaseLoginAttempt, spendMessageRequest } from '../../accounts/throttles';
import { findUserByEmail } from '../../accounts/users';
import { isUniqueViolation } from '../../db/unique-violation';
import { authenticate } from '../../auth/authenticate';
import { setTwoFactor, twoFactorStatus } from '../../auth/two-factor';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { users } from '../../db/schema';
import { badRequest, HttpError } from '../../http/errors';
import { readBody } from '../../http/input';
import { sendOneTimeCode } from '../../messages/request-messages';
import { consumeCode, issueCode, OTP_PURPOSES, type CodeCheck } from '../../security/one-time-codes';

type EmailChangePending = { new_email: string };
type PhoneChangePending = { new_phone: string; country_code: string };

function isEmailChangePending(value: unknown): value is EmailChangePending {
  return typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>).new_email === 'string';
}

function isPhoneChangePending(value: unknown): value is PhoneChangePending {
  if (typeof value !== 'object' || value === null) return false;
  const { new_phone, country_code } = value as Record<string, unknown>;
  return typeof new_phone === 'string' && typeof country_code === 'string';
}

/**
 * The current password, checked before anything about the account changes. A
 * wrong one counts as a failed sign-in of the account, so a stolen session
 * cannot be used to guess the password faster than the sign-in form allows.
 */
async function confirmCurrentPassword(c: Context<AppEnv>, password: string): Promise<void> {
  const db = c.get('db');
  const { user } = c.get('caller');
  const admitted = await admitLoginAttempt(c, loginAttempt(c, user.email));
  if (user.passwordHash && (await verifyPassword(password, user.passwordHash))) return releaseLoginAttempt(db, admitted);
  throw badRequest(messages.accountChange.wrongPassword, { fields: { password: messages.accountChange.wrongPassword } });
}

function codeFailure(check: CodeCheck) {
  return badRequest(messages.activation.verifyFailure, check.ok === false && check.reason === 'wrong' ? { fields: { otp: messages.otp.invalid } } : {});
}

function emailTaken() {
  return badRequest(messages.signUp.emailTaken, { fields: { new_email: messages.signUp.emailTaken } });
}

/** `/api/v1/accounts/user/…`: the signed-in user changes their password, email, phone or two-step sign-in (spec §7). */
export const accountChangeRoutes = new Hono<AppEnv>()
  /** Ends every other session of the user; the one making the change stays signed in. */
  .post('/change-password/', authenticate, async (c) => {
    const body = await readBody(c, ChangePasswordRequest);
    requireConfirmation(body.new_password, body.confirm_new_password, 'confirm_new_password');
    await confirmCurrentPassword(c, body.password);
    const db = c.get('db');
    const { user, sessionId } = c.get('caller');
    const passwordHash = await hashPassword(body.new_password);
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      await revokeSessions(tx, user.id, c.get('clock')(), sessionId);
    });
    const response: MessageResponse = { message: messages.accountChange.passwordChanged };
    return c.json(response);
  })
  /** Sends a code to the new address; the change happens only once that code comes back. */
  .post('/change/email/request/', authenticate, async (c) => {
    const body = await readBody(c, ChangeEmailRequest);
    await confirmCurrentPassword(c, body.password);
    const db = c.get('db');
    const { user, sessionOrganisationId } = c.get('caller');
    const newEmail = body.new_email.trim();
    if (await findUserByEmail(db, newEmail)) throw emailTaken();
    await spendMessageRequest(c, 'code-change_email', String(user.id));
    const pending: EmailChangePending = { new_email: newEmail };
    const code = await issueCode(db, OTP_PURPOSES.changeEmail, String(user.id), c.get('clock')(), pending);
    await sendOneTimeCode(c, { channel: 'email', to: newEmail, organisationId: sessionOrganisationId, purpose: 'change_email', code });
    const response: MessageResponse = { message: messages.accountChange.otpSent };
    return c.json(response);
  })
  .post('/change/email/', authenticate, async (c) => {
    const body = await readBody(c, OtpOnlyRequest);
    const db = c.get('db');
    const { user } = c.get('caller');
    const check = await consumeCode(db, OTP_PURPOSES.changeEmail, String(user.id), body.otp, c.get('clock')());
    if (!check.ok || !isEmailChangePending(check.payload)) throw codeFailure(check);
    try {
      // The code reached the new address, so it counts as verified.
      await db.update(users).set({ email: check.payload.new_email, isEmailVerified: true }).where(eq(users.id, user.id));
    } catch (error) {
      // Someone else took the address in the minutes since the code was sent; the unique index decides.
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    const response: MessageResponse = { message: messages.accountChange.emailChanged };
    return c.json(response);
  })
  /** Sends a code by SMS to the new number. */
  .post('/change-phone/request/', authenticate, async (c) => {
    const body = await readBody(c, ChangePhoneRequest);
    const countryCode = body.country_code.trim().toUpperCase();
    if (!/^[A-Z]{2}$/.test(countryCode)) throw badRequest(messages.request.invalid, { fields: { country_code: messages.field.invalid } });
    await confirmCurrentPassword(c, body.password);
    const db = c.get('db');
    const { user, sessionOrganisationId } = c.get('caller');
    await spendMessageRequest(c, 'code-change_phone', String(user.id));
    const pending: PhoneChangePending = { new_phone: body.new_phone, country_code: countryCode };
    const code = await issueCode(db, OTP_PURPOSES.changePhone, String(user.id), c.get('clock')(), pending);
    await sendOneTimeCode(c, { channel: 'sms', to: body.new_phone, organisationId: sessionOrganisationId, purpose: 'change_phone', code });
    const response: MessageResponse = { message: messages.accountChange.otpSent };
    return c.json(response);
  })
  .post('/change-phone/', authenticate, async (c) => {
    const body = await readBody(c, OtpOnlyRequest);
    const db = c.get('db');
    const { user } = c.get('caller');
    const check = await consumeCode(db, OTP_PURPOSES.changePhone, String(user.id), body.otp, c.get('clock')());
    if (!check.ok || !isPhoneChangePending(check.payload)) throw codeFailure(check);
    await db.update(users).set({ phone: check.payload.new_phone, countryCode: check.payload.country_code, isPhoneVerified: true }).where(eq(users.id, user.id));
    const response: MessageResponse = { message: messages.accountChange.phoneChanged };
    return c.json(response);
  })
  .get('/two-factor/', authenticate, async (c) => c.json(await twoFactorStatus(c.get('db'), c.get('caller').user)))
  /** Turning two-step sign-in on proves the person receives the codes: one is emailed, and only its return turns it on. */
  .post('/two-factor/', authenticate, async (c) => {
    const db = c.get('db');
    const { user, sessionOrganisationId } = c.get('caller');
    if (user.twoFactorEnabled) throw new HttpError(409, twoFactorMessages.alreadyEnabled);
    await spendMessageRequest(c, 'code-setup_2fa', String(user.id));
    const code = await issueCode(db, OTP_PURPOSES.setupTwoFactor, String(user.id), c.get('clock')());
    await sendOneTimeCode(c, { channel: 'email', to: user.email, organisationId: sessionOrganisationId, purpose: 'setup_2fa', code });
    const response: MessageResponse = { message: twoFactorMessages.setupSent };
    return c.json(response);
  })
  .post('/two-factor/confirm/', authenticate, async (c) => {
    const body = await readBody(c, OtpOnlyRequest);
    const db = c.get('db');
    const { user } = c.get('caller');
    const check = await consumeCode(db, OTP_PURPOSES.setupTwoFactor, String(user.id), body.otp, c.get('clock')());
    if (!check.ok) {
      throw badRequest(twoFactorMessages.setupFailure, check.reason === 'wrong' ? { fields: { otp: messages.otp.invalid } } : {});
    }
    await setTwoFactor(db, user.id, true);
    return c.json(await twoFactorStatus(db, { ...user, twoFactorEnabled: true }));
  })
  /** The password, because a session left open on a shared computer must not be enough to weaken the account. */
  .post('/two-factor/disable/', authenticate, async (c) => {
    const body = await readBody(c, TwoFactorDisableRequest);
    const db = c.get('db');
    const { user } = c.get('caller');
    const status = await twoFactorStatus(db, user);
    if (status.required_by !== null) throw new HttpError(409, twoFactorMessages.requiredBy(status.required_by));
    await confirmCurrentPassword(c, body.password);
    await setTwoFactor(db, user.id, false);
    return c.json({ ...status, enabled: false });
  });
