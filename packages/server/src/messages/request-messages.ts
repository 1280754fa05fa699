import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { brandForHost, brandTitle } from '../branding';
import type { MessageContext } from './deliver';
import { composeMessage } from './deliver';

/** A request's messages link to the portal and name the product as the host the person used brands it. */
export function messageContextOf(c: Context<AppEnv>): MessageContext {
  const config = c.get('config');
  return { publicUrl: config.publicUrl, brand: brandTitle(brandForHost(c.req.header('host'), config)) };
}

const CODE_PURPOSES = {
  login_2fa: 'to finish signing in',
  setup_2fa: 'to turn on two-step sign-in',
  sign_up: 'to verify your email for registration',
  verify_account: 'to verify your account',
  change_email: 'to confirm your new email address',
  change_phone: 'to confirm your new phone number',
} as const;

export type CodeDelivery = { channel: 'email' | 'sms'; to: string; organisationId: number | null; purpose: keyof typeof CODE_PURPOSES; code: string };

/** Sends a six-digit code in the organisation's one-time code wording (the default before an organisation is known). */
export async function sendOneTimeCode(c: Context<AppEnv>, { channel, to, organisationId, purpose, code }: CodeDelivery): Promise<void> {
  const db = c.get('db');
  const content = await composeMessage(db, organisationId, 'one_time_code', { code, purpose: CODE_PURPOSES[purpose] }, messageContextOf(c));
  await c.get('mailer').send(db, { channel, to, organisationId, content });
}
