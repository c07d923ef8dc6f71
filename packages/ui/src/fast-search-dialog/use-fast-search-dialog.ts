import { useCallback, useMemo, useState } from 'react';
import { fastSearchWords } from '@carrello/core';
import { useControllableState } from '../utils/use-controllable-state';

/** Options of {@link useFastSearchList}. */
export interface UseFastSearchListOptions {
  /** The words of the list (controlled). */
  words?: readonly string[];
  /**
   * The initial words (uncontrolled).
   * @default []
   */
  defaultWords?: readonly string[];
  /** Called when a word is added or removed. */
  onWordsChange?: (words: string[]) => void;
}

const NO_WORDS: readonly string[] = [];

/**
 * Behaviour of the fast-search list (docs/requirements/app-shell.md): words are added one by one, empty words are
 * ignored, and the search runs only with at least one word (the one being typed counts).
 * @example
 * const list = useFastSearchList();
 * <input value={list.draft} onChange={(e) => list.setDraft(e.target.value)} />
 * <button disabled={!list.canSearch} onClick={() => onSearch(list.searchWords)}>Cerca</button>
 */
export function useFastSearchList({
  words,
  defaultWords = NO_WORDS,
  onWordsChange,
}: UseFastSearchListOptions = {}) {
  const [list, setList] = useControllableState<readonly string[]>({
    value: words,
    defaultValue: defaultWords,
    onChange: onWordsChange as ((next: readonly string[]) => void) | undefined,
  });
  const [draft, setDraft] = useState('');
  const cleanList = useMemo(() => fastSearchWords(list), [list]);
  // docs/requirements/app-shell.md: empty words are ignored; the typed word joins the search even if not added yet.
  const searchWords = useMemo(() => fastSearchWords([...list, draft]), [list, draft]);

  /** Adds the typed word to the list (nothing for an empty word) and clears the field. */
  const addDraft = useCallback((): boolean => {
    const [word] = fastSearchWords([draft]);
    if (!word) return false;
    setList([...fastSearchWords(list), word]);
    setDraft('');
    return true;
  }, [draft, list, setList]);

  /** Removes the word at `index` of {@link words}. */
  const remove = useCallback(
    (index: number) => setList(cleanList.filter((_, i) => i !== index)),
    [cleanList, setList],
  );

  return {
    /** The words of the list, without empty ones. */
    words: cleanList,
    /** The word being typed. */
    draft,
    /** Sets the word being typed. */
    setDraft,
    /** Adds the typed word. */
    addDraft,
    /** Removes a word. */
    remove,
    /** The words a search would use: the list plus the typed word. */
    searchWords,
    /** Whether the search button is enabled (docs/requirements/app-shell.md: disabled when the list is empty). */
    canSearch: searchWords.length > 0,
  };
}

/** What {@link useFastSearchList} returns. */
export type UseFastSearchListReturn = ReturnType<typeof useFastSearchList>;
