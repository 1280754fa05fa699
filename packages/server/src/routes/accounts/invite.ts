import { Hono } from 'hono';
import { InviteRequest, messages, type MessageResponse } from '@motorpool/api';
import type { AppEnv } from '../../app-env';
import { authenticate } from '../../auth/authenticate';
import { badRequest, HttpError } from '../../http/errors';
import { readBody } from '../../http/input';
import { createInvitation } from '../../invitations/invitations';
import { signUpRole } from '../../registration/register-driver';
import { organisationScope } from '../../tenancy/tenancy';
import { inviteContext, inviterOf, invitingScope } from '../tfm/invitations';

/** `POST /api/v1/accounts/user/invite/`: the quick invite — the organisation's sign-up (Driver) role, the inviter's own branch. */
export const inviteRoutes = new Hono<AppEnv>().post('/invite/', authenticate, organisationScope, async (c) => {
  const scope = invitingScope(c);
  const body = await readBody(c, InviteRequest);
  const branch = scope.tenancy.membership?.branch;
  if (!branch) throw badRequest(messages.driverDetails.branchRequired, { fields: { branch: messages.driverDetails.branchRequired } });
  const role = await signUpRole(c.get('db'), scope);
  if (!role) throw new HttpError(500, messages.request.unexpected);
  await createInvitation(inviteContext(c), scope, inviterOf(c), { email: body.email, name: body.invitee_name, roleId: role.id, branchId: branch.id });
  const answer: MessageResponse = { message: messages.invite.sent };
  return c.json(answer, 201);
});
