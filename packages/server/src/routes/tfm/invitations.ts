import type { Context } from 'hono';
import { Hono } from 'hono';
import { AcceptInviteRequest, CreateInviteRequest, ValidateInviteRequest, type AcceptedInvite } from '@motorpool/api';
import type { AppEnv } from '../../app-env';
import { authenticate } from '../../auth/authenticate';
import { badRequest } from '../../http/errors';
import { readBody } from '../../http/input';
import { listEnvelope, readPage } from '../../http/pagination';
import { queryPk } from '../../http/query';
import {
  acceptInvitation,
  createInvitation,
  describeInvite,
  inviteOptions,
  listInvites,
  resendInvitation,
  type InviteContext,
  type Inviter,
} from '../../invitations/invitations';
import { requireOrganisation, requirePermission, resolveTenancy } from '../../tenancy/tenancy';

const INVITING_PERMISSION = 'user_write';
const INVITE_PK_REQUIRED = 'invite_pk is required';

export function inviteContext(c: Context<AppEnv>): InviteContext {
  const config = c.get('config');
  return { db: c.get('db'), mailer: c.get('mailer'), signingKey: c.get('signingKey'), publicUrl: config.publicUrl, sessionDays: config.sessionDays };
}

export function inviterOf(c: Context<AppEnv>): Inviter {
  const { user } = c.get('caller');
  return { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() };
}

/** The organisation an inviter acts in, once they may invite there (user_write). */
export function invitingScope(c: Context<AppEnv>) {
  const tenancy = c.get('tenancy');
  const scope = requireOrganisation(tenancy);
  requirePermission(tenancy, INVITING_PERMISSION);
  return scope;
}

/**
 * `/api/v1/tfm/…` invitations (spec §3 Invite, §4 Invite lifecycle): inviters
 * create, list and resend; the invited person validates the link and sets up
 * the account without signing in.
 */
export const invitationRoutes = new Hono<AppEnv>()
  .get('/invite/options/', authenticate, resolveTenancy, async (c) => c.json(await inviteOptions(c.get('db'), invitingScope(c))))
  .post('/invite-user/', authenticate, resolveTenancy, async (c) => {
    const scope = invitingScope(c);
    const body = await readBody(c, CreateInviteRequest);
    const invite = await createInvitation(inviteContext(c), scope, inviterOf(c), {
      email: body.email,
      name: body.name,
      roleId: body.role,
      branchId: body.branch,
    });
    return c.json(invite, 201);
  })
  .get('/invite-user/', authenticate, resolveTenancy, async (c) => {
    const scope = invitingScope(c);
    const page = readPage((name) => c.req.query(name));
    const { rows, total } = await listInvites(c.get('db'), scope, page);
    return c.json(listEnvelope(rows, total, page));
  })
  .post('/invite-user/resend-invite/', authenticate, resolveTenancy, async (c) => {
    const scope = invitingScope(c);
    const invitePk = queryPk(c.req.query('invite_pk'), 'invite_pk');
    if (invitePk === null) throw badRequest(INVITE_PK_REQUIRED, { fields: { invite_pk: INVITE_PK_REQUIRED } });
    return c.json(await resendInvitation(inviteContext(c), scope, inviterOf(c), invitePk));
  })
  .post('/invite/validate/', async (c) => {
    const body = await readBody(c, ValidateInviteRequest);
    return c.json(await describeInvite(c.get('db'), c.get('signingKey'), body.token, body.email));
  })
  .post('/invite-user/update/', async (c) => {
    const body = await readBody(c, AcceptInviteRequest);
    const accepted: AcceptedInvite = await acceptInvitation(inviteContext(c), body);
    return c.json(accepted);
  });
