import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assert } from 'superstruct';
import {
  HIDDEN_USER_COLUMNS_PREFERENCE,
  NOTIFICATION_CHANNEL_PREFERENCE,
  PREFERABLE_MESSAGE_CODES,
  PREFERENCE_KEYS,
  UserPreference,
  WIDGET_PREFERENCE_KEYS,
  listOf,
} from '@motorpool/api';
import { createHarness, type Harness } from './harness';

let harness: Harness;
beforeAll(async () => {
  harness = await createHarness();
});
afterAll(() => harness.close());

const LIST = '/api/v1/accounts/preference/user-preference/';

async function preferencesOf(token: string) {
  const response = await harness.call('GET', LIST, { token });
  expect(response.status).toBe(200);
  const body = await response.json();
  assert(body, listOf(UserPreference));
  return body;
}

describe('user preferences', () => {
  it('starts every user with the defaults, once', async () => {
    const token = await harness.login('driver@demo.fleet');
    const first = await preferencesOf(token);
    const second = await preferencesOf(token);
    expect(second).toEqual(first);
    const keyed = first.results.filter((preference) => preference.preference_key !== NOTIFICATION_CHANNEL_PREFERENCE);
    expect(keyed.map((preference) => preference.preference_key).sort()).toEqual([...PREFERENCE_KEYS, ...WIDGET_PREFERENCE_KEYS].sort());
    // One channel choice per message sent to members, all starting as bell and email; security messages have none.
    const channels = first.results.filter((preference) => preference.preference_key === NOTIFICATION_CHANNEL_PREFERENCE);
    expect(channels.map((preference) => preference.preference_id).sort()).toEqual([...PREFERABLE_MESSAGE_CODES].sort());
    expect(new Set(channels.map((preference) => preference.value))).toEqual(new Set(['both']));
    expect(channels.map((preference) => preference.preference_id)).not.toContain('password_reset');
    expect(first.results.find((preference) => preference.preference_key === 'navigation_layout')?.value).toBe('side_menu_bar');
  });

  it('saves a valid value and refuses one the portal cannot honour', async () => {
    const token = await harness.login('admin@demo.fleet');
    const dateFormat = (await preferencesOf(token)).results.find((preference) => preference.preference_key === 'date_format');
    if (!dateFormat) throw new Error('date_format preference missing');

    const saved = await harness.call('PUT', `${LIST}${dateFormat.pk}/`, { token, body: { value: 'yyyy-MM-dd' } });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { value: string }).value).toBe('yyyy-MM-dd');

    const refused = await harness.call('PUT', `${LIST}${dateFormat.pk}/`, { token, body: { value: '<script>' } });
    expect(refused.status).toBe(400);
    const { errors } = (await refused.json()) as { errors: { fields: { value: string } } };
    expect(errors.fields.value).toMatch(/^Date format must be one of/);
    expect((await preferencesOf(token)).results.find((preference) => preference.pk === dateFormat.pk)?.value).toBe('yyyy-MM-dd');
  });

  it('keeps the users table hidden columns as a JSON list of known column keys', async () => {
    const token = await harness.login('branch.manager@demo.fleet');
    const hidden = (await preferencesOf(token)).results.find((preference) => preference.preference_key === HIDDEN_USER_COLUMNS_PREFERENCE);
    if (!hidden) throw new Error(`${HIDDEN_USER_COLUMNS_PREFERENCE} preference missing`);
    expect(hidden.value).toBe('[]');
    const put = (value: string) => harness.call('PUT', `${LIST}${hidden.pk}/`, { token, body: { value } });

    const saved = await put('["email","keaz_user_pk"]');
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { value: string }).value).toBe('["email","keaz_user_pk"]');

    const refusals: [string, RegExp][] = [
      ['email', /must be a JSON list of column keys$/],
      ['{"email":true}', /must be a JSON list of column keys$/],
      ['[1]', /must be a JSON list of column keys$/],
      ['["actions"]', /"actions" is not one of employee_id, name/],
      ['["password"]', /"password" is not one of/],
      ['["email","email"]', /must not name a column twice$/],
    ];
    for (const [value, message] of refusals) {
      const refused = await put(value);
      expect(refused.status, value).toBe(400);
      const { errors } = (await refused.json()) as { errors: { fields: { value: string } } };
      expect(errors.fields.value, value).toMatch(message);
    }
    const kept = (await preferencesOf(token)).results.find((preference) => preference.pk === hidden.pk);
    expect(kept?.value).toBe('["email","keaz_user_pk"]');
  });

  it("answers 404 for another user's preference and for a non-numeric id", async () => {
    const owner = await harness.login('hub.manager@demo.fleet');
    const [preference] = (await preferencesOf(owner)).results;
    const intruder = await harness.login('branch.manager@demo.fleet');
    const response = await harness.call('PUT', `${LIST}${preference?.pk}/`, { token: intruder, body: { value: 'top_menu_bar' } });
    expect(response.status).toBe(404);
    expect((await harness.call('PUT', `${LIST}abc/`, { token: intruder, body: { value: 'x' } })).status).toBe(404);
  });
});
