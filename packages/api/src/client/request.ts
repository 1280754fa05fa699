import { ofetch, type $Fetch } from 'ofetch';
import { create, type Struct } from 'superstruct';
import { MotorpoolApiError } from './errors';

/** The services of spec §7, each served under `/api/v1/<service>/`, plus `dev` (the development mailbox) and `jobs` (the system admins' jobs screen). */
export const SERVICES = ['tfm', 'accounts', 'organisations', 'plugins', 'customer', 'granite', 'konect', 'aggregate', 'dev', 'jobs'] as const;
export type Service = (typeof SERVICES)[number];

export type ApiClientOptions = {
  /** Origin (and optional prefix) of the Motorpool server; empty for the page's own origin. */
  apiBase?: string;
  /** The session token, read on every call so a sign-in or sign-out takes effect at once. */
  getToken?: () => string | null | undefined;
  /**
   * A partner page's widget token (`POST embed/token/`), read on every call.
   * When it gives one, calls carry `Authorization: Widget <token>` instead of
   * the session: the server then checks the page's Origin against the embed key.
   */
  getWidgetToken?: () => string | null | undefined;
  /** The selected organisation pk, sent as the `organisation` header when present. */
  getOrganisation?: () => number | null | undefined;
  /** A fetch implementation, for tests and non-browser hosts. */
  fetch?: typeof globalThis.fetch;
};

export type CallOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Overrides the selected organisation for this call (e.g. sign-in into a chosen organisation). */
  organisation?: number | null;
};

/** The page a paginated list call asks for; the server's defaults apply to what is left out. */
export type PageQuery = { page?: number; page_size?: number };

export type Requester = {
  <T, S>(service: Service, path: string, options: CallOptions, response: Struct<T, S>): Promise<T>;
  (service: Service, path: string, options: CallOptions): Promise<void>;
};

export function serviceBase(apiBase: string, service: Service): string {
  return `${apiBase.replace(/\/+$/, '')}/api/v1/${service}/`;
}

/** One request path for every call: headers, error translation and response validation. */
export function createRequester(options: ApiClientOptions): Requester {
  const apiBase = options.apiBase ?? '';
  const fetcher: $Fetch = ofetch.create({ ignoreResponseError: true, retry: 0 }, { fetch: options.fetch });

  async function request<T, S>(service: Service, path: string, call: CallOptions, response?: Struct<T, S>): Promise<T | void> {
    const headers: Record<string, string> = { accept: 'application/json' };
    const widgetToken = options.getWidgetToken?.();
    const token = widgetToken ? null : options.getToken?.();
    if (widgetToken) headers.authorization = `Widget ${widgetToken}`;
    else if (token) headers.authorization = `Bearer ${token}`;
    const organisation = call.organisation !== undefined ? call.organisation : options.getOrganisation?.();
    if (organisation) headers.organisation = String(organisation);

    let raw: Awaited<ReturnType<typeof fetcher.raw>>;
    try {
      raw = await fetcher.raw(path.replace(/^\/+/, ''), {
        baseURL: serviceBase(apiBase, service),
        method: call.method ?? 'GET',
        body: call.body as Record<string, unknown> | undefined,
        query: call.query ?? undefined,
        headers,
      });
    } catch (cause) {
      throw MotorpoolApiError.unreachable(cause);
    }
    if (!raw.ok) throw MotorpoolApiError.fromResponse(raw.status, raw._data);
    if (!response) return;
    try {
      return create(raw._data, response);
    } catch (cause) {
      throw MotorpoolApiError.badResponse(cause);
    }
  }
  return request as Requester;
}
