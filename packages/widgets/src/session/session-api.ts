import { createRequester, type ApiClientOptions, type Requester } from '@motorpool/api';
import { sessionStore } from './session-store';

/**
 * Requests signed with the shared session. The token and organisation are
 * read at call time, so one requester outlives sign-in, sign-out and
 * organisation switches. A widget builds only the calls it makes from it
 * (`accountsCalls(sessionRequester(apiBase))`): the element bundles follow
 * imports, so reaching the whole client would ship every call's structs.
 */
export function sessionRequester(apiBase?: string): Requester {
  return createRequester(sessionClientOptions(apiBase));
}

/** The session's signing, for the calls that stream (exports and imports take options, not a requester). */
export function sessionClientOptions(apiBase?: string): ApiClientOptions {
  return {
    apiBase: apiBase ?? sessionStore.getState().apiBase,
    getToken: () => sessionStore.getState().token,
    getOrganisation: () => sessionStore.getState().organisation,
  };
}
