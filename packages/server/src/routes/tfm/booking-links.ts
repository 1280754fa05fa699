import { Hono, type Context } from 'hono';
import { BookingActionRequest } from '@motorpool/api';
import { queryTexts, readQuery } from '../../http/query';
import type { AppEnv } from '../../app-env';
import { actOnLink, evaluateLink, type LinkContext } from '../../bookings/link-actions';
import { badRequest } from '../../http/errors';
import { pathKey, readBody } from '../../http/input';
import { spendPerAddress } from '../../registration/sign-up-guards';
import { THROTTLE } from '../../security/throttle';

const linkContext = (c: Context<AppEnv>): LinkContext => ({
  db: c.get('db'),
  mailer: c.get('mailer'),
  signingKey: c.get('signingKey'),
  config: c.get('config'),
  now: c.get('clock')(),
});

/**
 * The emailed approve/decline links (spec §2 /booking/action, §4 booking
 * action by email). No session and no organisation header: the signed link
 * is the credential and the booking names its organisation. Counted per
 * client address like the other public endpoints, so signatures cannot be
 * guessed at speed.
 */
export const bookingLinkRoutes = new Hono<AppEnv>()
  .get('/:pk/evaluate/:action/', async (c) => {
    await spendPerAddress(c, 'booking-link', THROTTLE.codeChecksPerAddress);
    const pk = pathKey(c.req.param('pk'));
    return c.json(await evaluateLink(linkContext(c), pk, c.req.param('action'), readQuery(c, queryTexts('signature')).signature ?? ''));
  })
  .post('/:pk/evaluate/', async (c) => {
    await spendPerAddress(c, 'booking-link', THROTTLE.codeChecksPerAddress);
    const pk = pathKey(c.req.param('pk'));
    const input = await readBody(c, BookingActionRequest);
    if (input.pk !== pk)
      throw badRequest('The booking of the link and the request differ.', { fields: { pk: 'The booking of the link and the request differ.' } });
    return c.json(await actOnLink(linkContext(c), input));
  });
