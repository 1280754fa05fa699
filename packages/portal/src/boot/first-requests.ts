import type { PortalConfig } from '@motorpool/api';
import { loadSessionProfile, sessionAccountsClient, sessionStore } from '@motorpool/widgets';

let startedPortalConfig: Promise<PortalConfig> | undefined;

/**
 * Sends the two requests every page waits for as soon as the portal's code
 * runs, before React renders: they travel beside the first page's code
 * instead of one after another behind it (on a phone over a slow network
 * each round trip costs a visible fraction of a second). The profile goes
 * only when a session is stored; its answer lands in the session, where the
 * protected routes look first.
 */
export function startFirstRequests(): void {
  startedPortalConfig = sessionAccountsClient().getPortalConfig();
  // Failures are handled where the answers are used: the configuration provider falls back to the
  // default brand, and the protected route retries a failed profile and reports it.
  startedPortalConfig.catch(() => undefined);
  if (sessionStore.getState().token) loadSessionProfile().catch(() => undefined);
}

/** The portal configuration: the request started at boot the first time, a new one after that. */
export function requestPortalConfig(): Promise<PortalConfig> {
  const request = startedPortalConfig ?? sessionAccountsClient().getPortalConfig();
  startedPortalConfig = undefined;
  return request;
}
