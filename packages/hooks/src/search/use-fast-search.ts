import { useCallback, useMemo, useState } from 'react';

import { fastSearchWords } from '@carrello/core';

/** Options of {@link useFastSearch}. */
export interface UseFastSearchOptions {
  /**
   * Words to start with, e.g. the `q` of the `/fast-search` route.
   * @default []
   */
  defaultWords?: readonly string[];
}

/** What {@link useFastSearch} returns. */
export interface UseFastSearchReturn {
  /** The shopping-list words, trimmed, without empty ones. */
  words: readonly string[];
  /** Appends a word; an empty one is ignored. */
  add: (word: string) => void;
  /** Deletes the word at `index`. */
  remove: (index: number) => void;
  /** Replaces the whole list; empty words are dropped. */
  set: (words: readonly string[]) => void;
  /** Empties the list. */
  clear: () => void;
  /** Whether the search button is enabled: the list is not empty. */
  canSearch: boolean;
}

/**
 * The word list of the fast-search popup ("Lista della spesa", docs/requirements/app-shell.md): empty words are
 * ignored and the search is disabled while the list is empty.
 * @example
 * const fastSearch = useFastSearch();
 * fastSearch.add('latte');
 * <button disabled={!fastSearch.canSearch} onClick={() => navigate({ name: 'FastSearch', query: { q: fastSearch.words } })}>Cerca</button>
 */
export function useFastSearch(options: UseFastSearchOptions = {}): UseFastSearchReturn {
  const [words, setWords] = useState<readonly string[]>(() =>
    fastSearchWords(options.defaultWords ?? []),
  );
  const add = useCallback(
    (word: string) => setWords((current) => fastSearchWords([...current, word])),
    [],
  );
  const remove = useCallback(
    (index: number) => setWords((current) => current.filter((_, position) => position !== index)),
    [],
  );
  const set = useCallback((next: readonly string[]) => setWords(fastSearchWords(next)), []);
  const clear = useCallback(() => setWords([]), []);
  return useMemo(
    () => ({ words, add, remove, set, clear, canSearch: words.length > 0 }),
    [words, add, remove, set, clear],
  );
}
