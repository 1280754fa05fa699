import { EMBED_SCOPES, type EmbedScope } from '@motorpool/api';
import { signToken, verifyToken } from '../security/signed-token';

const WIDGET_TOKEN_PURPOSE = 'embed_widget';
export const WIDGET_TOKEN_LIFETIME_MS = 10 * 60 * 1000;

/** What a widget token is bound to; `user` and `session` only for the booking scope. */
export type EmbedCaller = {
  keyId: number;
  organisationId: number;
  scope: EmbedScope;
  origin: string;
  user: { id: number; sessionId: number } | null;
};

/**
 * Stateless and signed with the server's key, so every instance verifies it;
 * whether its key is still active is checked on each request (widget-auth.ts).
 */
export function signWidgetToken(key: Buffer, caller: EmbedCaller, now: Date): { token: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + WIDGET_TOKEN_LIFETIME_MS);
  const data: Record<string, string | number> = { k: caller.keyId, o: caller.organisationId, s: caller.scope, g: caller.origin };
  if (caller.user) Object.assign(data, { u: caller.user.id, x: caller.user.sessionId });
  return { token: signToken(key, { purpose: WIDGET_TOKEN_PURPOSE, expiresAt, data }), expiresAt };
}

const positive = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/** The caller a widget token names, or null when it is forged, malformed or expired. */
export function readWidgetToken(key: Buffer, token: string, now: Date): EmbedCaller | null {
  const check = verifyToken(key, token, WIDGET_TOKEN_PURPOSE, now);
  if (!check.ok) return null;
  const { k, o, s, g, u, x } = check.claims.data ?? {};
  if (!positive(k) || !positive(o) || typeof g !== 'string' || !(EMBED_SCOPES as readonly unknown[]).includes(s)) return null;
  const scope = s as EmbedScope;
  if (scope === 'booking' && !(positive(u) && positive(x))) return null;
  return { keyId: k, organisationId: o, scope, origin: g, user: scope === 'booking' ? { id: u as number, sessionId: x as number } : null };
}
