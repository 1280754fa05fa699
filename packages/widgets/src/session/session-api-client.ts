import { createApiClient, type ApiClient } from '@motorpool/api';
import { sessionClientOptions } from './session-api';

/**
 * The whole client signed with the shared session, for hosts that use the
 * React components (the portal). Widgets do not import it: see `sessionRequester`.
 */
export function sessionApiClient(apiBase?: string): ApiClient {
  return createApiClient(sessionClientOptions(apiBase));
}
