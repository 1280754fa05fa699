import type { CompanySettings } from '@motorpool/api';
import { createSettingsStore } from '../state/settings-store';
import { createStoreContext } from '../state/store-context';

export const {
  Provider: CompanySettingsStoreProvider,
  useStoreApi: useCompanySettingsStoreApi,
  useStore: useCompanySettingsStore,
} = createStoreContext('company-settings', createSettingsStore<CompanySettings>);
