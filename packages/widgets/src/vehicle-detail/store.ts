import type { Incident, Vehicle } from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createStoreContext } from '../state/store-context';

export const VEHICLE_DETAIL_STATUSES = ['loading', 'ready', 'error', 'not-found'] as const;
export type VehicleDetailStatus = (typeof VEHICLE_DETAIL_STATUSES)[number];

/** The vehicle's incidents, or why they could not be loaded (the vehicle still shows). */
export type IncidentsPart = { items: Incident[]; error: string | null };

export type VehicleDetailState = {
  status: VehicleDetailStatus;
  loadError: string | null;
  vehicle: Vehicle | null;
  incidents: IncidentsPart;
};

export type VehicleDetailActions = {
  loadStarted: () => void;
  loaded: (loaded: Pick<VehicleDetailState, 'vehicle' | 'incidents'>) => void;
  loadFailed: (title: string, notFound: boolean) => void;
};

export type VehicleDetailStoreState = VehicleDetailState & VehicleDetailActions;

const none: IncidentsPart = { items: [], error: null };

/** One store per vehicle page. */
export function createVehicleDetailStore(): StoreApi<VehicleDetailStoreState> {
  return createStore<VehicleDetailStoreState>()((set, get) => ({
    status: 'loading',
    loadError: null,
    vehicle: null,
    incidents: none,
    // A reload (the session came back) keeps the vehicle on screen until the new one arrives.
    loadStarted: () => set({ status: get().vehicle ? 'ready' : 'loading', loadError: null }),
    loaded: (loaded) => set({ ...loaded, status: 'ready', loadError: null }),
    loadFailed: (title, notFound) => set({ status: notFound ? 'not-found' : 'error', loadError: title, vehicle: null, incidents: none }),
  }));
}

export const {
  Provider: VehicleDetailStoreProvider,
  useStoreApi: useVehicleDetailStoreApi,
  useStore: useVehicleDetailStore,
} = createStoreContext('vehicle-detail', createVehicleDetailStore);
