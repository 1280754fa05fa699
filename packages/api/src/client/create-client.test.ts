import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './create-client';
import { MotorpoolApiError } from './errors';
import { messages } from '../messages';

function jsonResponse(status: number, body: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });
}

const profile = {
  pk: 1,
  username: 'admin@demo.fleet',
  first_name: 'Alex',
  last_name: 'Admin',
  email: 'admin@demo.fleet',
  create_date: '2026-01-01T00:00:00.000Z',
  profile_image: null,
  phone: null,
  country_code: null,
  is_active: true,
  is_email_verified: true,
  is_phone_verified: false,
  is_business_admin: false,
  is_system_admin: false,
  two_factor_enabled: false,
  organisations: [],
  current_organisation: null,
  role: null,
  permissions: [],
  branch: null,
  timezone: 'Asia/Kolkata',
  added_by_a_newer_server: 'ignored',
};

describe('createApiClient', () => {
  it('calls the service path under the API base with the token and organisation headers', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, profile));
    const client = createApiClient({ apiBase: 'https://fleet.example/', getToken: () => 'tok', getOrganisation: () => 7, fetch });

    const result = await client.accounts.getProfile();

    expect(result.first_name).toBe('Alex');
    const [request] = fetch.mock.calls[0] as unknown as [Request | string, RequestInit | undefined];
    const url = typeof request === 'string' ? request : request.url;
    expect(url).toBe('https://fleet.example/api/v1/accounts/user/profile/');
    const headers = new Headers((fetch.mock.calls[0] as unknown as [string, RequestInit])[1]?.headers);
    expect(headers.get('authorization')).toBe('Bearer tok');
    expect(headers.get('organisation')).toBe('7');
  });

  it('sends a widget token instead of the session while one is held', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, profile));
    let widgetToken: string | null = 'w.sig';
    const client = createApiClient({ getToken: () => 'tok', getWidgetToken: () => widgetToken, fetch });
    await client.accounts.getProfile();
    widgetToken = null;
    await client.accounts.getProfile();
    const authorization = (call: number) => new Headers((fetch.mock.calls[call] as unknown as [string, RequestInit])[1]?.headers).get('authorization');
    expect(authorization(0)).toBe('Widget w.sig');
    expect(authorization(1)).toBe('Bearer tok');
  });

  it('sends no credentials when signed out and the chosen organisation on login', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, { response_status: 'success', token: 't', two_factor: false, organisation: 3 }));
    const client = createApiClient({ getToken: () => null, getOrganisation: () => 9, fetch });
    await client.accounts.login({ email: 'a@b.co', password: 'x', organisation_id: 3 });
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBeNull();
    expect(headers.get('organisation')).toBe('3');
    expect(init?.method).toBe('POST');
  });

  it("turns an error response into MotorpoolApiError with the server's title, fields and code", async () => {
    const body = { errors: { title: 'Choose', code: 'organisation_required', organisations: [{ pk: 1 }], fields: { email: 'Too Short!' } } };
    const client = createApiClient({ fetch: vi.fn(async () => jsonResponse(400, body)) });
    const error = await client.accounts.login({ email: 'a@b.co', password: 'x' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MotorpoolApiError);
    expect(error).toMatchObject({ status: 400, title: 'Choose', code: 'organisation_required', fields: { email: 'Too Short!' } });
    expect((error as MotorpoolApiError).details.organisations).toEqual([{ pk: 1 }]);
  });

  it('gives network failures and unexpected responses a readable title too', async () => {
    const offline = createApiClient({ fetch: vi.fn(async () => Promise.reject(new TypeError('fetch failed'))) });
    await expect(offline.accounts.getProfile()).rejects.toMatchObject({ status: 0, title: messages.request.unreachable });

    const html = createApiClient({ fetch: vi.fn(async () => new Response('<h1>Bad gateway</h1>', { status: 502 })) });
    await expect(html.accounts.getProfile()).rejects.toMatchObject({ status: 502, title: messages.request.unexpected });

    const wrongShape = createApiClient({ fetch: vi.fn(async () => jsonResponse(200, { pk: 'one' })) });
    await expect(wrongShape.accounts.getProfile()).rejects.toMatchObject({ status: 0, title: messages.request.badResponse });
  });

  it('resolves logout on 204 without a body', async () => {
    const client = createApiClient({ getToken: () => 'tok', fetch: vi.fn(async () => jsonResponse(204, undefined)) });
    await expect(client.accounts.logout()).resolves.toBeUndefined();
  });
});

describe('profile photo upload', () => {
  it('asks for an upload URL, then posts the file there as multipart with the token', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(200, { url: '/api/v1/accounts/user/image/upload/abc.def/', fields: {} }))
      .mockResolvedValueOnce(jsonResponse(200, { url: '/uploads/profile-images/x.png' }));
    const client = createApiClient({ apiBase: 'https://fleet.example', getToken: () => 'tok', fetch });

    const { url } = await client.accounts.requestImageUpload('me.png');
    const stored = await client.accounts.uploadImage(url, new Blob(['png'], { type: 'image/png' }), 'me.png');

    expect(stored.url).toBe('/uploads/profile-images/x.png');
    const [target, init] = fetch.mock.calls[1] as [string, RequestInit];
    expect(target).toBe('https://fleet.example/api/v1/accounts/user/image/upload/abc.def/');
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('file')).toBeInstanceOf(Blob);
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer tok');
  });

  it('turns a refused upload into MotorpoolApiError with the server title', async () => {
    const fetch = vi.fn(async () => jsonResponse(413, { errors: { title: 'The image is too large; the limit is 2 MB.' } }));
    const client = createApiClient({ fetch });
    const failure = await client.accounts.uploadImage('/api/v1/accounts/user/image/upload/t/', new Blob(['x']), 'me.png').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MotorpoolApiError);
    expect((failure as MotorpoolApiError).title).toBe('The image is too large; the limit is 2 MB.');
  });
});
