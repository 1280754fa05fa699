/** The outcome of the on-blur check of a line manager's email (spec §5). */
export type ManagerCheck = { email: string; status: 'checking' | 'valid' | 'invalid'; message?: string };

/** The manager-email check of a person form's store (the user form, Personal Details). */
export type ManagerCheckState = { managerCheck: ManagerCheck | null };

export type ManagerCheckActions = {
  managerCheckStarted: (email: string) => void;
  /** Dropped when the email has changed since the check began. */
  managerChecked: (check: ManagerCheck) => void;
};

/** The manager-check slice a person form's store is built with (zustand "slices pattern"). */
export function managerCheckSlice(set: (partial: ManagerCheckState) => void, get: () => ManagerCheckState): ManagerCheckActions {
  return {
    managerCheckStarted: (email) => set({ managerCheck: { email, status: 'checking' } }),
    managerChecked: (check) => {
      if (get().managerCheck?.email === check.email) set({ managerCheck: check });
    },
  };
}
