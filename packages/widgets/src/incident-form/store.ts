import type { BookingPeople, Incident, IncidentType } from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { emptyFeedback, savingSlice, type FeedbackState, type SavingActions } from '../state/feedback-slice';
import { createStoreContext } from '../state/store-context';

export const INCIDENT_FORM_STATUSES = ['loading', 'ready', 'error'] as const;
export type IncidentFormStatus = (typeof INCIDENT_FORM_STATUSES)[number];

/** A vehicle as the form names it. */
export type VehicleChoice = { pk: number; name: string; registrations_num?: string | null };

/**
 * What a new report is about, as the form shows it above the fields: the
 * booking (its vehicle and driver), the vehicle or the person it was opened
 * for. A record that could not be read is named by its number alone.
 */
export type IncidentSubjectView = {
  /** `people` are the booking's driver and secondary drivers, for the reporting rule; null when it could not be read. */
  booking: { pk: number; text: string | null; vehicle: VehicleChoice | null; people: BookingPeople | null } | null;
  vehicle: VehicleChoice | null;
  person: { pk: number; name: string | null } | null;
};

export const noSubject: IncidentSubjectView = { booking: null, vehicle: null, person: null };

export type IncidentFormState = FeedbackState & {
  status: IncidentFormStatus;
  loadError: string | null;
  /** The incident being edited; null for a new report. */
  incident: Incident | null;
  types: IncidentType[];
  /** Why the incident types could not be loaded, shown at the field. */
  typesError: string | null;
  subject: IncidentSubjectView;
  /** Vehicles to choose from when the report names no booking, vehicle or person. */
  vehicles: VehicleChoice[];
  vehiclesError: string | null;
  saving: boolean;
  /** Bumped after each new report, so the form starts over for the next one. */
  reportCount: number;
};

export type IncidentFormLoaded = Pick<IncidentFormState, 'incident' | 'types' | 'typesError' | 'subject' | 'vehicles' | 'vehiclesError'>;

export type IncidentFormActions = SavingActions & {
  loadStarted: () => void;
  loaded: (loaded: IncidentFormLoaded) => void;
  loadFailed: (title: string) => void;
  saved: (incident: Incident) => void;
};

export type IncidentFormStoreState = IncidentFormState & IncidentFormActions;

/** One store per incident form on the page. */
export function createIncidentFormStore(): StoreApi<IncidentFormStoreState> {
  return createStore<IncidentFormStoreState>()((set, get) => ({
    ...emptyFeedback,
    status: 'loading',
    loadError: null,
    incident: null,
    types: [],
    typesError: null,
    subject: noSubject,
    vehicles: [],
    vehiclesError: null,
    saving: false,
    reportCount: 0,
    ...savingSlice(set),
    loadStarted: () => set({ status: 'loading', loadError: null }),
    loaded: (loaded) => set({ ...loaded, status: 'ready', loadError: null }),
    loadFailed: (title) => set({ status: 'error', loadError: title }),
    // An edit shows the incident as saved; a new report clears the form for the next one.
    saved: (incident) => set(get().incident ? { saving: false, incident } : { saving: false, reportCount: get().reportCount + 1 }),
  }));
}

export const {
  Provider: IncidentFormStoreProvider,
  useStoreApi: useIncidentFormStoreApi,
  useStore: useIncidentFormStore,
} = createStoreContext('incident-form', createIncidentFormStore);
