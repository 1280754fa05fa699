import { DEMO_PASSWORD } from './journeys';

/** A session token for direct API set-up, as an administrator would configure the organisation. */
export async function apiToken(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/accounts/user/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`signing in ${email} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** A fleet (tfm) call with a token from apiToken. */
export function apiCall(baseUrl: string, token: string, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${baseUrl}/api/v1/tfm/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
