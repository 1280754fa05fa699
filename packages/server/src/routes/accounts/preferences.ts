import { and, asc, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { UpdatePreferenceRequest, messages, type UserPreference } from '@motorpool/api';
import type { AppEnv } from '../../app-env';
import { authenticate } from '../../auth/authenticate';
import { userPreferences } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { pathKey, readBody } from '../../http/input';
import { NOTIFICATION_CHANNEL_DEFAULTS, PREFERENCE_CATALOGUE, preferenceValueProblem } from '../../preferences/catalogue';
import { companyDefaults } from '../../settings/company-settings';
import { resolveTenancy } from '../../tenancy/tenancy';

function toPreference(row: typeof userPreferences.$inferSelect): UserPreference {
  return { pk: row.id, preference_key: row.preferenceKey, preference_id: row.preferenceId || null, value: row.value };
}

/**
 * The defaults a first read creates: the catalogue's, with the date and time
 * formats of the organisation the person first signs in to (company settings).
 */
async function startingValues(c: Context<AppEnv>): Promise<Record<string, string>> {
  const values = Object.fromEntries(Object.entries(PREFERENCE_CATALOGUE).map(([key, rule]) => [key, rule.defaultValue]));
  const organisation = c.get('tenancy').organisation;
  if (!organisation) return values;
  const { formats } = await companyDefaults(c.get('db'), { organisationId: organisation.id, tenancy: c.get('tenancy') });
  return { ...values, date_format: formats.date_format, time_format: formats.time_format, datetime_format: `${formats.date_format} ${formats.time_format}` };
}

/** `/api/v1/accounts/preference/…`: the caller's own preferences, created with defaults on first read. */
export const preferenceRoutes = new Hono<AppEnv>()
  .use(authenticate, resolveTenancy)
  .get('/', async (c) => {
    const db = c.get('db');
    const userId = c.get('caller').user.id;
    const defaults = [
      ...Object.entries(await startingValues(c)).map(([key, value]) => ({ userId, preferenceKey: key, value })),
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
