import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { MAX_TOASTS, TOAST_DURATION_MS, ToastContext, type ShowToast, type Toast } from './toasts';
import * as styles from './Toasts.css';

/** Holds the toasts of the page and renders them in one area above everything else. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const show = useCallback<ShowToast>((message, tone = 'success') => {
    const toast: Toast = { id: nextId.current++, tone, message };
    // The oldest give way so no more than MAX_TOASTS show at once.
    setToasts((shown) => [...shown, toast].slice(-MAX_TOASTS));
  }, []);
  const dismiss = useCallback((id: number) => setToasts((shown) => shown.filter((toast) => toast.id !== id)), []);

  return (
    <ToastContext value={show}>
      {children}
      <section className={styles.region} aria-label="Notifications">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </section>
    </ToastContext>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id, onDismiss]);

  return (
    <div className={styles.toast[toast.tone]} role="status" aria-live="polite">
      <p className={styles.message}>{toast.message}</p>
      <button type="button" className={styles.close} aria-label="Close notification" onClick={() => onDismiss(toast.id)}>
        ×
      </button>
    </div>
  );
}
