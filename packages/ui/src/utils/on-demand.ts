import { useSyncExternalStore } from 'react';

/** A module's export that loads once, on demand, and that components can wait for. */
export interface OnDemand<T> {
  /** Loads it once (later calls share the load); a failed load rejects and is tried again next time. */
  load: () => Promise<T>;
  /** The export once it has loaded, else undefined; always undefined on the server, so hydration matches. */
  useLoaded: () => T | undefined;
}

/**
 * Wraps a dynamic import so that every component waiting for it re-renders when it arrives
 * (the lazy variants: `LazySearchBox`, `LazyTopBarProfileMenu`).
 * @example
 * const combobox = onDemand(() => import('./search-box.styles').then((m) => m.SearchBox));
 */
export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const snapshot = () => loaded;
  const serverSnapshot = () => undefined;
  return {
    load() {
      loading ??= importer().then(
        (value) => {
          loaded = value;
          listeners.forEach((listener) => listener());
          return value;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    useLoaded: () => useSyncExternalStore(subscribe, snapshot, serverSnapshot),
  };
}
