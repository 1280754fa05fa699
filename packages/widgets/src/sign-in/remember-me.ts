import { EMAIL_MAX_LENGTH } from '@motorpool/api';

/** Where "Remember me" keeps the email between visits. */
export const REMEMBER_ME_STORAGE_KEY = 'motorpool.remember';
/** Spec §9: 300 on the default brand (7 on fleet-share hosts, from the portal config). */
export const DEFAULT_REMEMBER_ME_DAYS = 300;

const DAY_MS = 24 * 60 * 60 * 1000;

/*
 * Spec §4 says the original kept the email, the password and the flag. We
 * keep the email and an expiry only: a password in localStorage is readable by
 * any script on the page and outlives the session it was typed for. The
 * longer sign-in itself is the server's (`remember_me: true` on login).
 */
type Remembered = { email: string; expires: number };

function isRemembered(value: unknown): value is Remembered {
  if (typeof value !== 'object' || value === null) return false;
  const { email, expires } = value as Record<string, unknown>;
  return typeof email === 'string' && email !== '' && email.length <= EMAIL_MAX_LENGTH && typeof expires === 'number';
}

// Storage can be unavailable (sandboxed frames, privacy modes); remembering is then simply off.
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The remembered email, unless it has expired (then it is forgotten). */
export function readRememberedEmail(now: number = Date.now()): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage()?.getItem(REMEMBER_ME_STORAGE_KEY) ?? 'null');
  } catch {
    parsed = null;
  }
  if (!isRemembered(parsed)) return null;
  if (parsed.expires <= now) {
    forgetRememberedEmail();
    return null;
  }
  return parsed.email;
}

export function rememberEmail(email: string, days: number, now: number = Date.now()): void {
  const remembered: Remembered = { email, expires: now + days * DAY_MS };
  try {
    storage()?.setItem(REMEMBER_ME_STORAGE_KEY, JSON.stringify(remembered));
  } catch {
    // Full or blocked storage: the sign-in itself is unaffected.
  }
}

export function forgetRememberedEmail(): void {
  try {
    storage()?.removeItem(REMEMBER_ME_STORAGE_KEY);
  } catch {
    // As above.
  }
}
