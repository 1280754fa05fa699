import { count } from 'drizzle-orm';
import { Hono } from 'hono';
import { EmbedKeyWrite, embedMessages, WidgetTokenRequest } from '@motorpool/api';
import { readPage } from '../../http/query';
import type { AppEnv } from '../../app-env';
import { authenticate } from '../../auth/authenticate';
import { embedKeys } from '../../db/schema';
import { embedKeyAdminScope, refuseEmbedCaller } from '../../embed/access';
import { issueWidgetToken } from '../../embed/issue-token';
import { createEmbedKey, findEmbedKey, listEmbedKeys, revokeEmbedKey, serializeEmbedKeys, updateEmbedKey } from '../../embed/keys';
import { clientAddress } from '../../http/client-address';
import { HttpError, notFound } from '../../http/errors';
import { pathKey, readBody } from '../../http/input';
import { listEnvelope } from '../../http/pagination';
import { inOrganisation, organisationScope } from '../../tenancy/tenancy';

/**
 * `/api/v1/tfm/embed-keys/…` (docs/embedding.md): organisation_write or
 * super_users manage the keys partner pages embed widgets with. Delete
 * revokes: the key stays listed, inactive, for audit.
 */
export const embedKeyRoutes = new Hono<AppEnv>()
  .use(authenticate, organisationScope)
  .get('/', async (c) => {
    const scope = embedKeyAdminScope(c);
    const db = c.get('db');
    const page = readPage(c);
    const [rows, [total]] = await Promise.all([
      listEmbedKeys(db, scope, page),
      db.select({ value: count() }).from(embedKeys).where(inOrganisation(embedKeys.organisationId, scope)),
    ]);
    return c.json(listEnvelope(await serializeEmbedKeys(db, rows), total?.value ?? 0, page));
  })
  .post('/', async (c) => {
    const scope = embedKeyAdminScope(c);
    const input = await readBody(c, EmbedKeyWrite);
    const db = c.get('db');
    const row = await createEmbedKey(db, scope, input, c.get('caller').user.id);
    const [key] = await serializeEmbedKeys(db, [row]);
    return c.json(key, 201);
  })
  .put('/:pk/', async (c) => {
    const scope = embedKeyAdminScope(c);
    const db = c.get('db');
    const existing = await findEmbedKey(db, scope, pathKey(c.req.param('pk')));
    if (!existing) throw notFound();
    if (existing.revokedAt) throw new HttpError(409, embedMessages.keyRevokedNoChange);
    const input = await readBody(c, EmbedKeyWrite);
    const [key] = await serializeEmbedKeys(db, [await updateEmbedKey(db, scope, existing, input, c.get('clock')())]);
    return c.json(key);
  })
  .delete('/:pk/', async (c) => {
    const scope = embedKeyAdminScope(c);
    const db = c.get('db');
    const existing = await findEmbedKey(db, scope, pathKey(c.req.param('pk')));
    if (!existing) throw notFound();
    if (!existing.revokedAt) await revokeEmbedKey(db, scope, existing, c.get('caller').user.id, c.get('clock')());
    return c.json({ message: embedMessages.revoked });
  });

/** `POST /api/v1/tfm/embed/token/`: public (the key and the page's Origin are the credential), plus a session for the booking scope; rate limited per key and client address. */
export const widgetTokenRoutes = new Hono<AppEnv>().post('/', async (c) => {
  refuseEmbedCaller(c);
  const input = await readBody(c, WidgetTokenRequest);
  const token = await issueWidgetToken(c.get('db'), c.get('signingKey'), {
    embedKey: input.embed_key,
    origin: c.req.header('origin'),
    authorization: c.req.header('authorization'),
    clientAddress: clientAddress(c, c.get('config').trustProxy),
    now: c.get('clock')(),
  });
  return c.json(token);
});
