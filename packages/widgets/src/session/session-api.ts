import { createApiClient, type ApiClient } from '@motorpool/api';
import { sessionStore } from './session-store';

/**
 * An API client that signs every call with the shared session. The token and
 * organisation are read at call time, so one client outlives sign-in,
 * sign-out and organisation switches.
 */
export function sessionApiClient(apiBase?: string): ApiClient {
  return createApiClient({
    apiBase: apiBase ?? sessionStore.getState().apiBase,
    getToken: () => sessionStore.getState().token,
    getOrganisation: () => sessionStore.getState().organisation,
  });
}
