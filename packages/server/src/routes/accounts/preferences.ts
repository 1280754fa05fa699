import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { UpdatePreferenceRequest, messages, type UserPreference } from '@motorpool/api';
import type { AppEnv } from '../../app-env';
import { authenticate } from '../../auth/authenticate';
import { userPreferences } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { pathKey, readBody } from '../../http/input';
import { NOTIFICATION_CHANNEL_DEFAULTS, PREFERENCE_CATALOGUE, preferenceValueProblem } from '../../preferences/catalogue';

function toPreference(row: typeof userPreferences.$inferSelect): UserPreference {
  return { pk: row.id, preference_key: row.preferenceKey, preference_id: row.preferenceId || null, value: row.value };
}

/** `/api/v1/accounts/preference/…`: the caller's own preferences, created with defaults on first read. */
export const preferenceRoutes = new Hono<AppEnv>()
  .use(authenticate)
  .get('/', async (c) => {
    const db = c.get('db');
    const userId = c.get('caller').user.id;
    const defaults = [
      ...Object.entries(PREFERENCE_CATALOGUE).map(([key, rule]) => ({ userId, preferenceKey: key, value: rule.defaultValue })),
      ...NOTIFICATION_CHANNEL_DEFAULTS.map((preference) => ({ userId, ...preference })),
    ];
    await db.insert(userPreferences).values(defaults).onConflictDoNothing();
    const rows = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId)).orderBy(asc(userPreferences.id));
    return c.json({ results: rows.map(toPreference), count: rows.length, next_page: null });
  })
  .put('/:id/', async (c) => {
    const db = c.get('db');
    const id = pathKey(c.req.param('id'));
    const { value } = await readBody(c, UpdatePreferenceRequest);
    const owned = and(eq(userPreferences.id, id), eq(userPreferences.userId, c.get('caller').user.id));
    const [existing] = await db.select().from(userPreferences).where(owned);
    if (!existing) throw notFound();
    const problem = preferenceValueProblem(existing.preferenceKey, value);
    if (problem) throw badRequest(messages.request.invalid, { fields: { value: problem } });
    const [updated] = await db.update(userPreferences).set({ value }).where(owned).returning();
    if (!updated) throw notFound();
    return c.json(toPreference(updated));
  });
