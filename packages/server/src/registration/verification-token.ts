import { signToken, verifyToken } from '../security/signed-token';

/** How long a verified email may take to finish sign-up (the driver-details step can take a while). */
export const VERIFICATION_LIFETIME_MS = 30 * 60 * 1000;

const purposeFor = (email: string) => `sign_up_verified:${email.trim().toLowerCase()}`;

/**
 * Proof that this email passed the sign-up OTP. Stateless and reusable until
 * it expires, so a driver who corrects a field can submit again; the
 * membership's unique key stops a second registration.
 */
export function issueSignUpVerification(key: Buffer, email: string, now: Date): string {
  return signToken(key, { purpose: purposeFor(email), expiresAt: new Date(now.getTime() + VERIFICATION_LIFETIME_MS) });
}

export function isSignUpVerified(key: Buffer, token: string, email: string, now: Date): boolean {
  return verifyToken(key, token, purposeFor(email), now).ok;
}
