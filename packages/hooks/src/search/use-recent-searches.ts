import { useCallback, useSyncExternalStore } from 'react';

import { useCarrelloContext, type CarrelloStorage } from '../provider';

/** Storage key of the recent searches (a JSON array of texts, newest first). */
export const RECENT_SEARCHES_STORAGE_KEY = 'carrello.recent-searches';

/** How many recent searches are kept. */
export const RECENT_SEARCHES_LIMIT = 10;

const NONE: readonly string[] = [];

// Hooks reading the same storage re-render together when one of them writes.
const listenersByStorage = new WeakMap<CarrelloStorage, Set<() => void>>();
// getSnapshot must answer the same array while the stored text is unchanged (per storage key).
interface Snapshot {
  raw: string | null;
  list: string[];
}
const snapshotByStorage = new WeakMap<CarrelloStorage, Map<string, Snapshot>>();

/** The storage key of a shopper's recent searches: each signed-in user has their own. */
export function recentSearchesKey(owner?: string | number | null): string {
  return owner === undefined || owner === null || owner === ''
    ? RECENT_SEARCHES_STORAGE_KEY
    : `${RECENT_SEARCHES_STORAGE_KEY}.${owner}`;
}

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

function read(storage: CarrelloStorage, key: string): readonly string[] {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    raw = null;
  }
  let snapshots = snapshotByStorage.get(storage);
  if (!snapshots) snapshotByStorage.set(storage, (snapshots = new Map<string, Snapshot>()));
  const cached = snapshots.get(key);
  if (cached && cached.raw === raw) return cached.list;
  const list = parse(raw);
  snapshots.set(key, { raw, list });
  return list;
}

function write(storage: CarrelloStorage, key: string, list: readonly string[]) {
  try {
    if (list.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(list));
  } catch {
    // A full or blocked storage only loses the history.
  }
  listenersByStorage.get(storage)?.forEach((listener) => listener());
}

function sameText(a: string, b: string) {
  return a.toLocaleLowerCase('it') === b.toLocaleLowerCase('it');
}

/** Options of {@link useRecentSearches}. */
export interface UseRecentSearchesOptions {
  /**
   * Whose history it is: the signed-in user's id (`session.user.userId`), so that each shopper
   * of a shared device sees only their own searches; none (a visitor) uses the device's history.
   */
  owner?: string | number | null;
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
 * The shopper's recent searches ("Ricerche", docs/requirements/app-shell.md), kept in the provider's `storage`: newest
 * first, without duplicates, at most 10. Without a storage (server rendering) the list is empty.
 * @example
 * const recent = useRecentSearches();
 * recent.searches.map((text) => <Option key={text} onDelete={() => recent.remove(text)}>{text}</Option>);
 * recent.add('pomodori pelati');
 */
export function useRecentSearches(options: UseRecentSearchesOptions = {}): UseRecentSearchesReturn {
  const { storage } = useCarrelloContext();
  const key = recentSearchesKey(options.owner);

  const subscribe = useCallback(
    (listener: () => void) => {
      if (!storage) return () => {};
      let listeners = listenersByStorage.get(storage);
      if (!listeners) listenersByStorage.set(storage, (listeners = new Set()));
      listeners.add(listener);
      // Another tab writing localStorage.
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener();
      };
      if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
    [storage, key],
  );
  const getSnapshot = useCallback(() => (storage ? read(storage, key) : NONE), [storage, key]);
  const searches = useSyncExternalStore(subscribe, getSnapshot, () => NONE);

  const add = useCallback(
    (text: string) => {
      const search = text.trim();
      if (!storage || search === '') return;
      const others = read(storage, key).filter((item) => !sameText(item, search));
      write(storage, key, [search, ...others].slice(0, RECENT_SEARCHES_LIMIT));
    },
    [storage, key],
  );
  const remove = useCallback(
    (text: string) => {
      if (!storage) return;
      write(
        storage,
        key,
        read(storage, key).filter((item) => item !== text),
      );
    },
    [storage, key],
  );
  const clear = useCallback(() => {
    if (storage) write(storage, key, []);
  }, [storage, key]);

  return { searches, add, remove, clear };
}
