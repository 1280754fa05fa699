import { createContext, createElement, useContext, useState, type ReactNode } from 'react';
import { useStore as useZustandStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';

/**
 * Context, provider and hooks for one widget's store. Each provider creates
 * its own store from its `initial` props, so two instances of a widget on one
 * page never share state (conventions §3).
 *
 * Call it once per widget, at module level: its Provider and hooks are then
 * module-level values like any others, made once when the module loads.
 */
// biome-ignore-start lint/correctness/noComponentHookFactories: called once per widget at module load (see above), so the Provider and hooks keep one identity for the page's life
export function createStoreContext<State, Initial>(name: string, createWidgetStore: (initial?: Initial) => StoreApi<State>) {
  const Context = createContext<StoreApi<State> | null>(null);

  function Provider({ children, initial }: { children: ReactNode; initial?: Initial }) {
    const [store] = useState(() => createWidgetStore(initial));
    return createElement(Context.Provider, { value: store }, children);
  }

  function useStoreApi(): StoreApi<State> {
    const store = useContext(Context);
    if (!store) throw new Error(`The ${name} store is used outside its provider`);
    return store;
  }

  function useStore<T>(selector: (state: State) => T): T {
    return useZustandStore(useStoreApi(), selector);
  }

  return { Provider, useStoreApi, useStore };
}
// biome-ignore-end lint/correctness/noComponentHookFactories: end of createStoreContext
