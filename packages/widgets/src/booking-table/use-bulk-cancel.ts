import { useEffect, useRef, useState } from 'react';
import { failureTitle } from '../api/api-failure';

type BulkCancelHandler = (pks: number[], reason: string) => Promise<string | null | void> | void;

/**
 * The bulk cancel's state: whether its reason dialog is open, the call under
 * way, the server's refusal, and the notice when Cancel selected is pressed
 * with nothing ticked.
 */
export function useBulkCancel(selected: readonly number[], onBulkCancel: BulkCancelHandler | undefined) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [nothingTicked, setNothingTicked] = useState(false);
  // The table may be gone (another page) when the call answers.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const ask = () => {
    if (selected.length === 0) return setNothingTicked(true);
    setError(null);
    setAsking(true);
  };

  const close = () => {
    if (!busy) setAsking(false);
  };

  const confirm = async (reason: string) => {
    if (!onBulkCancel) return;
    setBusy(true);
    setError(null);
    let refusal: string | null;
    try {
      refusal = (await onBulkCancel([...selected], reason)) ?? null;
    } catch (failure) {
      refusal = failureTitle(failure);
    }
    if (!mounted.current) return;
    setBusy(false);
    if (refusal === null) setAsking(false);
    else setError(refusal);
  };

  return { asking, busy, error, nothingTicked, clearNothingTicked: () => setNothingTicked(false), ask, close, confirm };
}
