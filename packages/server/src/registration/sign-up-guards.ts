import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { messages } from '@motorpool/api';
import type { AppEnv } from '../app-env';
import type { Database } from '../db/database';
import { badRequest, HttpError } from '../http/errors';
import { clientAddress } from '../http/client-address';
import { spend, THROTTLE, type ThrottleLimit } from '../security/throttle';
import { anonymousScope, findOrganisation } from './public-organisation';
import { readRegistrationSettings } from './registration-settings';

export const REGISTRATION_DISABLED = 'Self registration is not enabled on this portal.';
/** 422 sends the client back to the OTP step (spec §4 Sign-up). */
export const VERIFICATION_INVALID = 'Your email verification has expired or is not valid. Please request a new OTP.';

/** Every self sign-up call answers 403 while REGISTRATION_ENABLED is off (spec §9: off by default). */
export const requireRegistrationEnabled = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('config').registrationEnabled) throw new HttpError(403, REGISTRATION_DISABLED, { code: 'registration_disabled' });
  await next();
});

/** An organisation taking self sign-ups, with its settings; anything else is the spec's 'Details entered are invalid'. */
export async function openForSignUp(db: Database, organisationId: number | null) {
  const organisation = organisationId === null ? null : await findOrganisation(db, organisationId);
  if (!organisation) throw badRequest(messages.signUp.invalidDetails);
  const scope = anonymousScope(organisation);
  const settings = await readRegistrationSettings(db, scope);
  if (!settings.selfSignUp) throw badRequest(messages.signUp.invalidDetails);
  return { organisation, scope, settings };
}

/** Counts this request against a per-address limit (429 when spent). */
export async function spendPerAddress(c: Context<AppEnv>, action: string, limit: ThrottleLimit): Promise<void> {
  const address = clientAddress(c, c.get('config').trustProxy);
  await spend(c.get('db'), { bucket: `${action}:address:${address}`, ...limit }, c.get('clock')());
}

export async function spendPerEmail(c: Context<AppEnv>, action: string, email: string, limit: ThrottleLimit = THROTTLE.requestsPerEmail): Promise<void> {
  await spend(c.get('db'), { bucket: `${action}:email:${email.trim().toLowerCase()}`, ...limit }, c.get('clock')());
}
