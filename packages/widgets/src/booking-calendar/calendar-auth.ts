import {
  accountsCalls,
  bookingCalendarCalls,
  bookingCalls,
  branchListCalls,
  createRequester,
  embedCalls,
  embedMessages,
  isMotorpoolApiError,
  type ApiClientOptions,
  type WidgetToken,
} from '@motorpool/api';
import { sessionStore } from '../session/session-store';
import type { WidgetGrant } from './store';

/**
 * The services the calendar calls, grouped as `createApiClient` groups them.
 * Built from the per-service factories rather than `createApiClient`, whose
 * one object holds every call of every service with its response structs:
 * the calendar's element bundles carry only these, to stay within their size budget.
 */
export function calendarApiClient(options: ApiClientOptions) {
  const request = createRequester(options);
  return {
    accounts: accountsCalls(request),
    tfm: { ...branchListCalls(request), ...bookingCalls(request), ...bookingCalendarCalls(request), ...embedCalls(request) },
  };
}
export type CalendarApiClient = ReturnType<typeof calendarApiClient>;

/** A widget token is renewed this long before it expires, so no call goes out with one about to lapse. */
export const RENEW_BEFORE_MS = 60_000;

/**
 * How the calendar reaches the server: the portal's session, or a partner
 * page's widget token. `call` runs one request with the right credentials.
 */
export type CalendarConnection = {
  /** Whether calls carry a widget token (an `embed-key` was given) rather than the session. */
  embedded: boolean;
  call: <T>(run: (client: CalendarApiClient) => Promise<T>) => Promise<T>;
  /** The widget token, issued or renewed when needed; null for the session. */
  ensureGrant: () => Promise<WidgetGrant | null>;
};

/** The portal's calendar: the shared session's Bearer token, in `organisation` or the session's selected one. */
export function sessionConnection(apiBase?: string, organisation?: number | null): CalendarConnection {
  // As the connected tables' client (tableApiClient): the token and organisation are read at call time.
  const client = calendarApiClient({
    apiBase: apiBase ?? sessionStore.getState().apiBase,
    getToken: () => sessionStore.getState().token,
    getOrganisation: () => organisation ?? sessionStore.getState().organisation,
  });
  return { embedded: false, call: (run) => run(client), ensureGrant: () => Promise.resolve(null) };
}

export const grantOf = (token: WidgetToken, sessionToken: string | null): WidgetGrant => ({
  token: token.token,
  expiresAt: Date.parse(token.expires_at),
  scope: token.scope,
  organisation: token.organisation,
  sessionToken,
  theme: token.theme ?? null,
});

const isExpiredToken = (error: unknown) => isMotorpoolApiError(error) && error.status === 401 && error.title === embedMessages.tokenInvalid;

export type WidgetConnectionOptions = {
  apiBase?: string;
  /** Sent as the `organisation` header only when given: the token already names its organisation. */
  organisation?: number | null;
  embedKey: string;
  /** Where the token is kept (the calendar's store). */
  grant: () => WidgetGrant | null;
  granted: (grant: WidgetGrant | null) => void;
  now?: () => number;
};

/**
 * A partner page's calendar. The embed key is exchanged for a short-lived
 * widget token first (the browser adds the page's Origin, which the server
 * checks); every call then carries `Authorization: Widget <token>` and never
 * the session's Bearer token. The token request itself carries the session,
 * if the page has one: a key of the `booking` scope books as that signed-in
 * user, and its token ends with that session.
 */
export function widgetConnection({ apiBase, organisation, embedKey, grant, granted, now = Date.now }: WidgetConnectionOptions): CalendarConnection {
  const base = apiBase ?? sessionStore.getState().apiBase;
  const client = calendarApiClient({ apiBase: base, getWidgetToken: () => grant()?.token, getOrganisation: () => organisation ?? null });
  const issuer = embedCalls(createRequester({ apiBase: base, getToken: () => sessionStore.getState().token }));
  let issuing: Promise<WidgetGrant> | null = null;

  const usable = (held: WidgetGrant | null): held is WidgetGrant =>
    held !== null && held.expiresAt - RENEW_BEFORE_MS > now() && (held.scope !== 'booking' || held.sessionToken === sessionStore.getState().token);

  // Calls made together (the window and the branch list) share one token request.
  function issue(): Promise<WidgetGrant> {
    issuing ??= (async () => {
      const sessionToken = sessionStore.getState().token;
      try {
        const issued = grantOf(await issuer.issueWidgetToken({ embed_key: embedKey }), sessionToken);
        granted(issued);
        return issued;
      } finally {
        issuing = null;
      }
    })();
    return issuing;
  }

  async function ensureGrant(): Promise<WidgetGrant> {
    const held = grant();
    return usable(held) ? held : issue();
  }

  return {
    embedded: true,
    ensureGrant,
    async call(run) {
      await ensureGrant();
      try {
        return await run(client);
      } catch (error) {
        // A token can lapse between the check and the call (a laptop woken from sleep, a clock that is off): one fresh token, then the answer stands.
        if (!isExpiredToken(error)) throw error;
        granted(null);
        await issue();
        return run(client);
      }
    },
  };
}
