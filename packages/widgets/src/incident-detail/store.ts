import type { AffectedBooking, Incident, IncidentAuditEntry } from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createStoreContext } from '../state/store-context';

export const INCIDENT_DETAIL_STATUSES = ['loading', 'ready', 'error', 'not-found'] as const;
export type IncidentDetailStatus = (typeof INCIDENT_DETAIL_STATUSES)[number];

/** The audit trail or the affected bookings: the list, or why it could not be loaded (the incident still shows). */
export type Part<T> = { items: T[]; error: string | null };

export type IncidentDetailState = {
  status: IncidentDetailStatus;
  loadError: string | null;
  incident: Incident | null;
  audits: Part<IncidentAuditEntry>;
  /** The vehicle's future bookings while it is off the road or a block is asked for; null when none apply. */
  affected: Part<AffectedBooking> | null;
};

export type IncidentDetailLoaded = Pick<IncidentDetailState, 'incident' | 'audits' | 'affected'>;

export type IncidentDetailActions = {
  loadStarted: () => void;
  loaded: (loaded: IncidentDetailLoaded) => void;
  loadFailed: (title: string, notFound: boolean) => void;
};

export type IncidentDetailStoreState = IncidentDetailState & IncidentDetailActions;

const none = { items: [], error: null };

/** One store per incident page. */
export function createIncidentDetailStore(): StoreApi<IncidentDetailStoreState> {
  return createStore<IncidentDetailStoreState>()((set, get) => ({
    status: 'loading',
    loadError: null,
    incident: null,
    audits: none,
    affected: null,
    // A reload after an action keeps the incident on screen until the new one arrives.
    loadStarted: () => set({ status: get().incident ? 'ready' : 'loading', loadError: null }),
    loaded: (loaded) => set({ ...loaded, status: 'ready', loadError: null }),
    loadFailed: (title, notFound) => set({ status: notFound ? 'not-found' : 'error', loadError: title, incident: null, audits: none, affected: null }),
  }));
}

export const {
  Provider: IncidentDetailStoreProvider,
  useStoreApi: useIncidentDetailStoreApi,
  useStore: useIncidentDetailStore,
} = createStoreContext('incident-detail', createIncidentDetailStore);
