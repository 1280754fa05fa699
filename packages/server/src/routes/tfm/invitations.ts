import type { Context } from 'hono';
import { Hono } from 'hono';
import { AcceptInviteRequest, CreateInviteRequest, mayInviteUsers, ValidateInviteRequest, type AcceptedInvite } from '@motorpool/api';
import { type } from 'superstruct';
import type { AppEnv } from '../../app-env';
import { authenticate } from '../../auth/authenticate';
import { badRequest } from '../../http/errors';
import { readBody } from '../../http/input';
import { listEnvelope } from '../../http/pagination';
import { queryPkParameter, readPage, readQuery } from '../../http/query';
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
import { callerOf, enforce } from '../../tenancy/permissions';
import { organisationScope } from '../../tenancy/tenancy';

const INVITE_PK_REQUIRED = 'invite_pk is required';
const ResendQuery = type({ invite_pk: queryPkParameter('invite_pk') });

export function inviteContext(c: Context<AppEnv>): InviteContext {
  const config = c.get('config');
  return {
    db: c.get('db'),
    mailer: c.get('mailer'),
    signingKey: c.get('signingKey'),
    publicUrl: config.publicUrl,
    sessionDays: config.sessionDays,
    now: c.get('clock')(),
  };
}

export function inviterOf(c: Context<AppEnv>): Inviter {
  const { user } = c.get('caller');
  return { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() };
}

/** The organisation an inviter acts in, once they may invite there (user_write). */
export function invitingScope(c: Context<AppEnv>) {
  const scope = c.get('scope');
  enforce(mayInviteUsers(callerOf(scope.tenancy)));
  return scope;
}

/**
 * `/api/v1/tfm/…` invitations (spec §3 Invite, §4 Invite lifecycle): inviters
 * create, list and resend; the invited person validates the link and sets up
 * the account without signing in.
 */
export const inviteRoutes = new Hono<AppEnv>()
  .get('/options/', authenticate, organisationScope, async (c) => c.json(await inviteOptions(c.get('db'), invitingScope(c))))
  .post('/validate/', async (c) => {
    const body = await readBody(c, ValidateInviteRequest);
    return c.json(await describeInvite(c.get('db'), c.get('signingKey'), body.token, c.get('clock')(), body.email));
  });

/** `invite-user/`: inviters create, list and resend invitations; the invited person accepts one (`update/`) without signing in. */
export const inviteUserRoutes = new Hono<AppEnv>()
  .post('/', authenticate, organisationScope, async (c) => {
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
  .get('/', authenticate, organisationScope, async (c) => {
    const scope = invitingScope(c);
    const page = readPage(c);
    const { rows, total } = await listInvites(c.get('db'), scope, page, c.get('clock')());
    return c.json(listEnvelope(rows, total, page));
  })
  .post('/resend-invite/', authenticate, organisationScope, async (c) => {
    const scope = invitingScope(c);
    const invitePk = readQuery(c, ResendQuery).invite_pk;
    if (invitePk === undefined) throw badRequest(INVITE_PK_REQUIRED, { fields: { invite_pk: INVITE_PK_REQUIRED } });
    return c.json(await resendInvitation(inviteContext(c), scope, inviterOf(c), invitePk));
  })
  .post('/update/', async (c) => {
    const body = await readBody(c, AcceptInviteRequest);
    const accepted: AcceptedInvite = await acceptInvitation(inviteContext(c), body);
    return c.json(accepted);
  });
