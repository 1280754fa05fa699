import type { OrganisationTheme } from '@motorpool/api';
import { createSettingsStore } from '../state/settings-store';
import { createStoreContext } from '../state/store-context';

export const {
  Provider: ThemeSettingsStoreProvider,
  useStoreApi: useThemeSettingsStoreApi,
  useStore: useThemeSettingsStore,
} = createStoreContext('theme-settings', createSettingsStore<OrganisationTheme>);
