import { useCallback, useEffect } from 'react';
import { useSession } from '../session/session-store';

/**
 * Runs a connected widget's `load` when it mounts, again when `load` changes,
 * and again when the session's person or organisation does: the requests go
 * out with the session's current ones, so another person or organisation
 * loads their own record. An answer that arrives after the next run or after
 * unmounting finds `isCurrent()` false. Returns `reload`, for Try again and
 * after a change.
 */
export function useSessionReload(load: (isCurrent: () => boolean) => Promise<void>): () => void {
  const token = useSession((session) => session.token);
  const organisation = useSession((session) => session.organisation);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `token` and `organisation` are triggers, not inputs: `load` reads the session's current ones.
  useEffect(() => {
    let current = true;
    void load(() => current);
    return () => {
      current = false;
    };
  }, [load, token, organisation]);

  return useCallback(() => void load(() => true), [load]);
}
