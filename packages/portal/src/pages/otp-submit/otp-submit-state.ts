import type { ReturnState } from '../../auth/ProtectedRoute';

/** What the login page hands to `/otp-submit` after a two-factor sign-in (spec §2): never in the address. */
export type OtpSubmitState = { email: string; from?: ReturnState['from'] | null };

export function readOtpSubmitState(state: unknown): OtpSubmitState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { email, from } = state as Record<string, unknown>;
  if (typeof email !== 'string' || email === '') return null;
  return { email, from: isReturnTarget(from) ? from : null };
}

function isReturnTarget(value: unknown): value is NonNullable<ReturnState['from']> {
  if (typeof value !== 'object' || value === null) return false;
  const { pathname, search } = value as Record<string, unknown>;
  return typeof pathname === 'string' && typeof search === 'string';
}
