import { createApiClient, createRequester, type ApiClient, type ApiClientOptions, type Requester } from '@motorpool/api';
import { sessionStore } from './session-store';

/**
 * An API client that signs every call with the shared session. The token and
 * organisation are read at call time, so one client outlives sign-in,
 * sign-out and organisation switches.
 */
export function sessionApiClient(apiBase?: string): ApiClient {
  return createApiClient(sessionClientOptions(apiBase));
}

/**
 * The same signed requests without the whole client: a widget builds only the
 * calls it makes (`accountsCalls(sessionRequester())`), so its bundle leaves
 * the other calls' structs out.
 */
export function sessionRequester(apiBase?: string): Requester {
  return createRequester(sessionClientOptions(apiBase));
}

function sessionClientOptions(apiBase: string | undefined): ApiClientOptions {
  return {
    apiBase: apiBase ?? sessionStore.getState().apiBase,
    getToken: () => sessionStore.getState().token,
    getOrganisation: () => sessionStore.getState().organisation,
  };
}
