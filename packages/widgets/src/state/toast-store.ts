import { createStore } from 'zustand/vanilla';

/** The kinds of toast; the list also types `ToastKind` and feeds story controls. */
export const TOAST_KINDS = ['success', 'error', 'info'] as const;
export type ToastKind = (typeof TOAST_KINDS)[number];

/** Spec §9: toasts last 5000 ms, and at most 5 show at once. */
export const TOAST_DURATION = 5_000;
export const MAX_TOASTS = 5;

export type Toast = { id: number; kind: ToastKind; message: string; duration: number };
export type ToastOptions = { /** Milliseconds before it goes; 5000 by default (the welcome toast uses 8000). */ duration?: number };

type ToastState = {
  toasts: Toast[];
  add: (kind: ToastKind, message: string, options?: ToastOptions) => number;
  dismiss: (id?: number) => void;
};

let lastId = 0;

/**
 * The page's toasts. Module-level on purpose: any code may raise a toast,
 * and the one `<Toaster>` on the page shows them.
 */
export const toastStore = createStore<ToastState>()((set, get) => ({
  toasts: [],
  add: (kind, message, options = {}) => {
    lastId += 1;
    const added: Toast = { id: lastId, kind, message, duration: options.duration ?? TOAST_DURATION };
    // The oldest goes when a sixth arrives.
    set({ toasts: [...get().toasts, added].slice(-MAX_TOASTS) });
    return added.id;
  },
  dismiss: (id) => set({ toasts: id === undefined ? [] : get().toasts.filter((shown) => shown.id !== id) }),
}));

const raise = (kind: ToastKind) => (message: string, options?: ToastOptions) => toastStore.getState().add(kind, message, options);

/**
 * Raises toasts from anywhere: `toast.success('Saved')`, `toast.error(title)`,
 * `toast.info(text, { duration: 8000 })`. Each returns the toast's id, for
 * `toast.dismiss(id)`; `toast.dismiss()` clears them all.
 */
export const toast = {
  success: raise('success'),
  error: raise('error'),
  info: raise('info'),
  dismiss: (id?: number) => toastStore.getState().dismiss(id),
};
