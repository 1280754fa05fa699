import type { VisibilityRulesView } from '@motorpool/api';
import { createSettingsStore } from '../state/settings-store';
import { createStoreContext } from '../state/store-context';

export const {
  Provider: VisibilityRulesStoreProvider,
  useStoreApi: useVisibilityRulesStoreApi,
  useStore: useVisibilityRulesStore,
} = createStoreContext('visibility-rules', createSettingsStore<VisibilityRulesView>);
