import { accountsCalls, createRequester } from '@motorpool/api';
import { sessionClientOptions } from './session-api';

/**
 * The account calls alone (configuration, profile, preferences, sign-out),
 * signed with the shared session: what a host's frame needs before any page.
 * A module apart from `sessionApiClient`, whose client brings every service's
 * calls and response structs into whichever bundle imports its module.
 */
export function sessionAccountsClient(apiBase?: string): ReturnType<typeof accountsCalls> {
  return accountsCalls(createRequester(sessionClientOptions(apiBase)));
}
