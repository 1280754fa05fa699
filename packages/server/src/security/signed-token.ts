import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** `data` carries what a stateless token is bound to (e.g. a widget token's organisation and origin). */
export type SignedTokenClaims = { purpose: string; expiresAt: Date; data?: Record<string, string | number> };

type Encoded = { p: string; e: number; n: string; d?: Record<string, string | number> };

function signature(key: Buffer, body: string): Buffer {
  return createHmac('sha256', key).update(body).digest();
}

/**
 * `<claims>.<hmac>`: the purpose and expiry travel in the link and cannot be
 * altered, and a random nonce makes every token unique. Whether it was already
 * used is the database's business (its hash is stored).
 */
export function signToken(key: Buffer, claims: SignedTokenClaims): string {
  const encoded: Encoded = {
    p: claims.purpose,
    e: Math.floor(claims.expiresAt.getTime() / 1000),
    n: randomBytes(18).toString('base64url'),
    ...(claims.data ? { d: claims.data } : {}),
  };
  const body = Buffer.from(JSON.stringify(encoded)).toString('base64url');
  return `${body}.${signature(key, body).toString('base64url')}`;
}

export type TokenCheck = { ok: true; claims: SignedTokenClaims } | { ok: false; reason: 'malformed' | 'tampered' | 'wrong_purpose' | 'expired' };

export function verifyToken(key: Buffer, token: string, purpose: string, now: Date): TokenCheck {
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) return { ok: false, reason: 'malformed' };
  const expected = signature(key, body);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'tampered' };
  let encoded: Encoded;
  try {
    encoded = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Encoded;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (encoded.p !== purpose) return { ok: false, reason: 'wrong_purpose' };
  const expiresAt = new Date(encoded.e * 1000);
  if (!(expiresAt > now)) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { purpose: encoded.p, expiresAt, ...(encoded.d ? { data: encoded.d } : {}) } };
}
