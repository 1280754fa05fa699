/** What a form shows about its last attempt: the failure title and field errors from the server. */
export type FeedbackState = {
  serverError: string | null;
  fieldErrors: Record<string, string> | null;
};

export type FeedbackActions = {
  /** A new attempt starts: earlier failures no longer apply. */
  attemptStarted: () => void;
  failed: (title: string, fieldErrors?: Record<string, string>) => void;
};

export const emptyFeedback: FeedbackState = { serverError: null, fieldErrors: null };

/** The feedback slice every account widget's store is built with (zustand "slices pattern"). */
export function feedbackSlice(set: (partial: FeedbackState) => void): FeedbackActions {
  return {
    attemptStarted: () => set(emptyFeedback),
    failed: (title, fieldErrors) => set({ serverError: title, fieldErrors: fieldErrors && Object.keys(fieldErrors).length > 0 ? fieldErrors : null }),
  };
}

export type SavingActions = FeedbackActions & {
  saveStarted: () => void;
  saveFailed: (title: string, fieldErrors?: Record<string, string>) => void;
};

/** The feedback slice of a form that saves one record: a save starts with no failures shown and ends with the server's, or with the store's own `saved`. */
export function savingSlice(set: (partial: Partial<FeedbackState & { saving: boolean }>) => void): SavingActions {
  const feedback = feedbackSlice(set);
  return {
    ...feedback,
    saveStarted: () => set({ ...emptyFeedback, saving: true }),
    saveFailed: (title, fieldErrors) => {
      set({ saving: false });
      feedback.failed(title, fieldErrors);
    },
  };
}
