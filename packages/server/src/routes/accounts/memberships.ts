import { Hono } from 'hono';
import { messages, type AccountMembership, type List, type MessageResponse } from '@motorpool/api';
import type { AppEnv } from '../../app-env';
import { leaveOrganisation, ownMemberships } from '../../accounts/memberships';
import { authenticate } from '../../auth/authenticate';
import { refuseEmbedCaller } from '../../embed/access';
import { pathKey } from '../../http/input';

/**
 * `/api/v1/accounts/user/memberships/…`: the signed-in person's own
 * memberships, which their profile lists, and leaving one. Only from a
 * session: a partner page's widget must not see the person's other
 * organisations, nor make them leave one.
 */
export const membershipRoutes = new Hono<AppEnv>()
  .get('/memberships/', authenticate, async (c) => {
    refuseEmbedCaller(c);
    const results = await ownMemberships(c.get('db'), c.get('caller').user.id);
    const answer: List<AccountMembership> = { results, count: results.length, next_page: null };
    return c.json(answer);
  })
  .delete('/memberships/:organisation/', authenticate, async (c) => {
    refuseEmbedCaller(c);
    const name = await leaveOrganisation(c.get('db'), c.get('caller').user.id, pathKey(c.req.param('organisation')), c.get('clock')());
    const answer: MessageResponse = { message: messages.membership.left(name) };
    return c.json(answer);
  });
