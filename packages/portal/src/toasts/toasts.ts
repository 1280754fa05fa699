import { createContext, useContext } from 'react';

/** Spec §9: toasts stay 5000 ms, at most 5 at once, each with a close button. */
export const TOAST_DURATION_MS = 5000;
export const MAX_TOASTS = 5;

export const TOAST_TONES = ['success', 'error', 'info'] as const;
export type ToastTone = (typeof TOAST_TONES)[number];

export type Toast = { id: number; tone: ToastTone; message: string };

export type ShowToast = (message: string, tone?: ToastTone) => void;

export const ToastContext = createContext<ShowToast | null>(null);

/** Shows a short message in the portal's toast area; it outlives the page that showed it. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast() needs the <ToastProvider> the portal root renders.');
  return show;
}
