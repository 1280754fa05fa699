import { boolean, type, type Infer } from 'superstruct';
import type { Requester } from './request';

/** The 'Enable Hubs' organisation setting. */
export const HubsSetting = type({ enabled: boolean() });
export type HubsSetting = Infer<typeof HubsSetting>;

/** `GET settings/enable-hubs/` and `PUT` it (the 'Enable Hubs' setting): a module apart from the branch calls, so the general settings screen carries these two and not every branch struct. */
export function hubsSettingCalls(request: Requester) {
  return {
    getHubsSetting: () => request('tfm', 'settings/enable-hubs/', {}, HubsSetting),
    updateHubsSetting: (body: HubsSetting) => request('tfm', 'settings/enable-hubs/', { method: 'PUT', body }, HubsSetting),
  };
}
