import { CompanySettings } from '../structs/company-settings';
import type { CompanySettingsWrite } from '../structs/company-settings-write';
import type { Requester } from './request';

/** `/company-settings`' calls, a module of their own so the screen's bundle leaves the other organisation calls out. */
export function companySettingsCalls(request: Requester) {
  return {
    getCompanySettings: () => request('organisations', 'company-settings/', {}, CompanySettings),
    updateCompanySettings: (body: CompanySettingsWrite) => request('organisations', 'company-settings/', { method: 'PUT', body }, CompanySettings),
  };
}
