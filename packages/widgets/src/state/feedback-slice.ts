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
