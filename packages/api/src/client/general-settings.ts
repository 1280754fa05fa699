import { GeneralSettings } from '../structs/general-settings';
import type { Requester } from './request';

/** `organisations/general-settings/`: the help desk and user manual the sidebar shows. */
export function generalSettingsCalls(request: Requester) {
  return {
    getGeneralSettings: () => request('organisations', 'general-settings/', {}, GeneralSettings),
    updateGeneralSettings: (body: GeneralSettings) => request('organisations', 'general-settings/', { method: 'PUT', body }, GeneralSettings),
  };
}
