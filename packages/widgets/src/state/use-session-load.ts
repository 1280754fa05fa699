import { messages } from '@motorpool/api';
import { useCallback, useEffect } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { failureTitle } from '../api/api-failure';

/** The load actions of a widget's store that shows one thing the server sends. */
export type LoadActions<Loaded> = {
  loadStarted: () => void;
  loaded: (loaded: Loaded) => void;
  loadFailed: (title: string) => void;
};

export type SessionLoadOptions<Loaded> = {
  store: StoreApi<LoadActions<Loaded>>;
  /** The session's token: without one the widget says the person must sign in. */
  token: string | null;
  /** The organisation the widget acts in: another one loads again. */
  organisation: number | null;
  /** Asks the server; null while there is nothing to ask for. Keep it stable (`useCallback`): a new one loads again. */
  fetch: (() => Promise<Loaded>) | null;
};

/**
 * Loads what a connected widget shows, again when `fetch` or the organisation
 * changes, and drops an answer that arrives after the widget moved on (a newer
 * load, or unmounting). Returns `retry`, for the widget's Try again.
 */
export function useSessionLoad<Loaded>({ store, token, organisation, fetch }: SessionLoadOptions<Loaded>): () => void {
  const load = useCallback(
    async (isCurrent: () => boolean) => {
      if (!fetch) return;
      const { loadStarted, loaded, loadFailed } = store.getState();
      if (!token) return loadFailed(messages.request.unauthenticated);
      loadStarted();
      try {
        const answer = await fetch();
        if (isCurrent()) loaded(answer);
      } catch (error) {
        if (isCurrent()) loadFailed(failureTitle(error));
      }
    },
    [fetch, store, token],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `organisation` is a trigger: `fetch` asks in the session's current organisation, so another one must load again.
  useEffect(() => {
    let current = true;
    void load(() => current);
    return () => {
      current = false;
    };
  }, [load, organisation]);

  return useCallback(() => void load(() => true), [load]);
}
