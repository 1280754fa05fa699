import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { ThemeName } from '../theme/theme-names';
import * as styles from './Toaster.css';
import { toastStore, type Toast } from '../state/toast-store';

/** Where the toasts stack; the list also types the prop and feeds story controls. */
export const TOASTER_PLACEMENTS = ['top-right', 'top-center', 'bottom-right', 'bottom-center'] as const;
export type ToasterPlacement = (typeof TOASTER_PLACEMENTS)[number];

export type ToasterProps = {
  placement?: ToasterPlacement;
  theme?: ThemeName;
};

/**
 * Shows the toasts raised with `toast.success`, `toast.error` and
 * `toast.info` (spec §9: 5 s each, at most 5, with a close button). Put one
 * on the page. A toast waits while the pointer or focus is on it.
 */
export function Toaster({ placement = 'top-right', theme }: ToasterProps) {
  const toasts = useStore(toastStore, (state) => state.toasts);
  const dismiss = useStore(toastStore, (state) => state.dismiss);
  return (
    <div part="base" className={styles.region[placement]} data-motorpool-theme={theme}>
      {toasts.map((shown) => (
        <ToastItem key={shown.id} toast={shown} onDismiss={dismiss} />
      ))}
    </div>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.duration);

  // Counts down only while nobody is reading it; what is left carries over a pause.
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, toast.id, onDismiss]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/noNoninteractiveElementInteractions: pointer or focus on the toast only pauses its countdown, so it can be read (WCAG 2.2.1); nothing is operated through the box itself
    <div
      className={styles.toast[toast.kind]}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <p className={styles.message}>{toast.message}</p>
      <button type="button" className={styles.close} aria-label="Close" onClick={() => onDismiss(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
