import { useCallback, useSyncExternalStore } from 'react';

import { useCarrelloContext, type CarrelloStorage } from '../provider';

/** Storage key of the recent searches (a JSON array of texts, newest first). */
export const RECENT_SEARCHES_STORAGE_KEY = 'carrello.recent-searches';

/** How many recent searches are kept. */
export const RECENT_SEARCHES_LIMIT = 10;

const NONE: readonly string[] = [];

// Hooks reading the same storage re-render together when one of them writes.
const listenersByStorage = new WeakMap<CarrelloStorage, Set<() => void>>();
// getSnapshot must answer the same array while the stored text is unchanged.
const snapshotByStorage = new WeakMap<CarrelloStorage, { raw: string | null; list: string[] }>();

function parse(raw: string | null): string[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string')
      : [];
  } catch {
    return [];
  }
}

function read(storage: CarrelloStorage): readonly string[] {
  let raw: string | null;
  try {
    raw = storage.getItem(RECENT_SEARCHES_STORAGE_KEY);
  } catch {
    raw = null;
  }
  const cached = snapshotByStorage.get(storage);
  if (cached && cached.raw === raw) return cached.list;
  const list = parse(raw);
  snapshotByStorage.set(storage, { raw, list });
  return list;
}

function write(storage: CarrelloStorage, list: readonly string[]) {
  try {
    if (list.length === 0) storage.removeItem(RECENT_SEARCHES_STORAGE_KEY);
    else storage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // A full or blocked storage only loses the history.
  }
  listenersByStorage.get(storage)?.forEach((listener) => listener());
}

function sameText(a: string, b: string) {
  return a.toLocaleLowerCase('it') === b.toLocaleLowerCase('it');
}

/** What {@link useRecentSearches} returns. */
export interface UseRecentSearchesReturn {
  /** The recent searches, newest first. */
  searches: readonly string[];
  /** Saves a plain search as the newest; empty texts are ignored, a repeated one moves to the top. */
  add: (text: string) => void;
  /** Deletes one search. */
  remove: (text: string) => void;
  /** Deletes every search. */
  clear: () => void;
}

/**
 * The shopper's recent searches ("Ricerche", spec 2.3), kept in the provider's `storage`: newest
 * first, without duplicates, at most 10. Without a storage (server rendering) the list is empty.
 * @example
 * const recent = useRecentSearches();
 * recent.searches.map((text) => <Option key={text} onDelete={() => recent.remove(text)}>{text}</Option>);
 * recent.add('pomodori pelati');
 */
export function useRecentSearches(): UseRecentSearchesReturn {
  const { storage } = useCarrelloContext();

  const subscribe = useCallback(
    (listener: () => void) => {
      if (!storage) return () => {};
      let listeners = listenersByStorage.get(storage);
      if (!listeners) listenersByStorage.set(storage, (listeners = new Set()));
      listeners.add(listener);
      // Another tab writing localStorage.
      const onStorage = (event: StorageEvent) => {
        if (event.key === RECENT_SEARCHES_STORAGE_KEY || event.key === null) listener();
      };
      if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
    [storage],
  );
  const getSnapshot = useCallback(() => (storage ? read(storage) : NONE), [storage]);
  const searches = useSyncExternalStore(subscribe, getSnapshot, () => NONE);

  const add = useCallback(
    (text: string) => {
      const search = text.trim();
      if (!storage || search === '') return;
      const others = read(storage).filter((item) => !sameText(item, search));
      write(storage, [search, ...others].slice(0, RECENT_SEARCHES_LIMIT));
    },
    [storage],
  );
  const remove = useCallback(
    (text: string) => {
      if (!storage) return;
      write(
        storage,
        read(storage).filter((item) => item !== text),
      );
    },
    [storage],
  );
  const clear = useCallback(() => {
    if (storage) write(storage, []);
  }, [storage]);

  return { searches, add, remove, clear };
}
