import type { MasterConfigEntry, NamedRef, TagGroup, Vehicle, VehicleLookupField } from '@motorpool/api';
import type { Infer } from 'superstruct';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { emptyFeedback, savingSlice, type FeedbackState, type SavingActions } from '../state/feedback-slice';
import { createStoreContext } from '../state/store-context';

export const VEHICLE_FORM_STATUSES = ['loading', 'ready', 'error'] as const;
export type VehicleFormStatus = (typeof VEHICLE_FORM_STATUSES)[number];

export type Named = Infer<typeof NamedRef>;

/** Why a list the form chooses from could not be loaded, shown at its field. */
export type VehicleFormOptionErrors = { branches?: string; costCentres?: string; tagGroups?: string; lookups?: string };

/** The organisation's active entries for each lookup field (master configuration), in their order. */
export type VehicleLookups = Record<VehicleLookupField, readonly MasterConfigEntry[]>;

export type VehicleFormState = FeedbackState & {
  status: VehicleFormStatus;
  loadError: string | null;
  /** The vehicle being edited; null while adding (and until the first save answers). */
  vehicle: Vehicle | null;
  branches: Named[];
  costCentres: Named[];
  /** The vehicle custom fields; null while unknown. */
  tagGroups: TagGroup[] | null;
  /** The lists the lookup fields choose from; null while unknown (the fields are then typed, and the server checks them). */
  lookups: VehicleLookups | null;
  optionErrors: VehicleFormOptionErrors;
  saving: boolean;
  deleting: boolean;
};

export type VehicleFormActions = SavingActions & {
  loadStarted: () => void;
  loaded: (loaded: Pick<VehicleFormState, 'vehicle' | 'branches' | 'costCentres' | 'tagGroups' | 'lookups' | 'optionErrors'>) => void;
  loadFailed: (title: string) => void;
  /** The server's answer becomes the vehicle edited, so a second Save updates rather than adds again. */
  saved: (vehicle: Vehicle) => void;
  deleteStarted: () => void;
  deleteSettled: () => void;
  deleteFailed: (title: string) => void;
};

export type VehicleFormStoreState = VehicleFormState & VehicleFormActions;

/** One store per vehicle form on the page. */
export function createVehicleFormStore(): StoreApi<VehicleFormStoreState> {
  return createStore<VehicleFormStoreState>()((set, get) => ({
    ...emptyFeedback,
    status: 'loading',
    loadError: null,
    vehicle: null,
    branches: [],
    costCentres: [],
    tagGroups: null,
    lookups: null,
    optionErrors: {},
    saving: false,
    deleting: false,
    ...savingSlice(set),
    loadStarted: () => set({ status: 'loading', loadError: null }),
    loaded: (loaded) => set({ ...loaded, status: 'ready', loadError: null }),
    loadFailed: (title) => set({ status: 'error', loadError: title }),
    saved: (vehicle) => set({ saving: false, vehicle }),
    deleteStarted: () => set({ ...emptyFeedback, deleting: true }),
    deleteSettled: () => set({ deleting: false }),
    deleteFailed: (title) => {
      set({ deleting: false });
      get().failed(title);
    },
  }));
}

export const {
  Provider: VehicleFormStoreProvider,
  useStoreApi: useVehicleFormStoreApi,
  useStore: useVehicleFormStore,
} = createStoreContext('vehicle-form', createVehicleFormStore);
