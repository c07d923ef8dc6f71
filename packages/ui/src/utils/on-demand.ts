import { useDeferredValue, useSyncExternalStore } from 'react';

/** A module's export that loads once, on demand, and that components can wait for. */
interface OnDemand<T> {
  /** Loads it once (later calls share the load); a failed load rejects and is tried again next time. */
  load: () => Promise<T>;
  /**
   * The export once it has loaded, else undefined; always undefined on the server, so hydration
   * matches. A component mounted after the load gets it at once; one that was waiting renders
   * with it in a background render (a deferred value), in slices the browser can interrupt,
   * not in one long task when the code arrives.
   */
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
    useLoaded: () => useDeferredValue(useSyncExternalStore(subscribe, snapshot, serverSnapshot)),
  };
}
