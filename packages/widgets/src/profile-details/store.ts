import type { Employee, TagGroup } from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { emptyFeedback, feedbackSlice, type FeedbackActions, type FeedbackState } from '../state/feedback-slice';
import { createStoreContext } from '../state/store-context';
import { managerCheckSlice, type ManagerCheckActions, type ManagerCheckState } from '../fields/person/manager-check';
import type { NamedOption } from '../fields/person/named-option';
import type { OwnLicenceField, OwnPersonalField } from './profile-details-values';

/**
 * `unavailable`: there is no record to show, and trying again will not make
 * one (a system admin outside any organisation, a person who is not an
 * employee of this one).
 */
export const PROFILE_DETAILS_STATUSES = ['loading', 'ready', 'error', 'unavailable'] as const;
export type ProfileDetailsStatus = (typeof PROFILE_DETAILS_STATUSES)[number];

export type ProfileDetailsState = FeedbackState & {
  status: ProfileDetailsStatus;
  /** Why loading failed, or why there is nothing to show. */
  loadError: string | null;
  /** The signed-in person's own record. */
  employee: Employee | null;
  /** The organisation's user custom fields (Other Details). */
  tagGroups: TagGroup[];
  /** Branches and hubs, to name the association groups' pks (Other Details). */
  branches: NamedOption[];
  /** Licence fields the organisation requires of this person (License Details). */
  requiredFields: OwnLicenceField[];
  /** The organisation's active licence classes (License Details); null while unknown (the default classes are offered). */
  licenceClasses: string[] | null;
  /** General details the organisation requires of this person (Personal Details). */
  requiredPersonalFields: OwnPersonalField[];
  /** The organisation's departments and cost centres to choose from (Personal Details). */
  departments: NamedOption[];
  costCentres: NamedOption[];
  saving: boolean;
  /** The last save succeeded; cleared when another starts. */
  saved: boolean;
} & ManagerCheckState;

export type ProfileDetailsLoaded = Pick<ProfileDetailsState, 'employee'> &
  Partial<Pick<ProfileDetailsState, 'tagGroups' | 'branches' | 'requiredFields' | 'licenceClasses' | 'requiredPersonalFields' | 'departments' | 'costCentres'>>;

export type ProfileDetailsActions = FeedbackActions & {
  loadStarted: () => void;
  loaded: (loaded: ProfileDetailsLoaded) => void;
  loadFailed: (title: string) => void;
  unavailable: (reason: string) => void;
  saveStarted: () => void;
  /** The server's answer replaces the record, so the form shows what is now stored. */
  saveSucceeded: (employee: Employee) => void;
  saveFailed: (title: string, fieldErrors?: Record<string, string>) => void;
} & ManagerCheckActions;

export type ProfileDetailsStoreState = ProfileDetailsState & ProfileDetailsActions;
export type ProfileDetailsStore = StoreApi<ProfileDetailsStoreState>;

const initialState = (): ProfileDetailsState => ({
  ...emptyFeedback,
  status: 'loading',
  loadError: null,
  employee: null,
  tagGroups: [],
  branches: [],
  requiredFields: [],
  licenceClasses: null,
  requiredPersonalFields: [],
  departments: [],
  costCentres: [],
  managerCheck: null,
  saving: false,
  saved: false,
});

/** One store per tab on the page. */
export function createProfileDetailsStore(initial: Partial<ProfileDetailsState> = {}): ProfileDetailsStore {
  return createStore<ProfileDetailsStoreState>()((set, get) => ({
    ...initialState(),
    ...initial,
    ...feedbackSlice(set),
    loadStarted: () => set({ ...emptyFeedback, status: 'loading', loadError: null, saved: false }),
    loaded: ({
      employee,
      tagGroups = [],
      branches = [],
      requiredFields = [],
      licenceClasses = null,
      requiredPersonalFields = [],
      departments = [],
      costCentres = [],
    }) =>
      set({
        status: 'ready',
        loadError: null,
        employee,
        tagGroups,
        branches,
        requiredFields,
        licenceClasses,
        requiredPersonalFields,
        departments,
        costCentres,
      }),
    loadFailed: (title) => set({ status: 'error', loadError: title }),
    unavailable: (reason) => set({ status: 'unavailable', loadError: reason, employee: null }),
    saveStarted: () => set({ ...emptyFeedback, saving: true, saved: false }),
    saveSucceeded: (employee) => set({ saving: false, saved: true, employee }),
    saveFailed: (title, fieldErrors) => {
      set({ saving: false });
      get().failed(title, fieldErrors);
    },
    ...managerCheckSlice(set, get),
  }));
}

export const {
  Provider: ProfileDetailsStoreProvider,
  useStoreApi: useProfileDetailsStoreApi,
  useStore: useProfileDetailsStore,
} = createStoreContext('profile-details', createProfileDetailsStore);
