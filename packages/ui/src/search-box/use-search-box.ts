import { useCallback, useMemo, useRef, type ChangeEvent, type KeyboardEvent } from 'react';
import { useCombobox, type UseComboboxGetInputProps, type UseComboboxReturnValue } from 'downshift';
import { canSearch } from '@carrello/core';
import type { Suggestion } from '@carrello/sdk';
import { search } from '../messages/it';
import { useAreaMessages } from '../messages/ui-context';
import { composeEventHandlers } from '../utils/compose-event-handlers';
import { useControllableState } from '../utils/use-controllable-state';

// The texts this module reads, without the rest of the catalogue.
const MESSAGES = { search };

/** Suggestions grouped as the search box shows them; the shape `useSuggestions` of @carrello/hooks returns. */
export interface SearchBoxSuggestions {
  /** "Suggerimenti": completed search terms. */
  terms?: readonly Suggestion[];
  /** "Categorie": categories, each with an image or a grey placeholder. */
  categories?: readonly Suggestion[];
  /** "Marche": brands (`vendor` suggestions). */
  brands?: readonly Suggestion[];
}

/** One entry of the search box's listbox. */
export type SearchBoxEntry =
  | { kind: 'fast-search'; key: string }
  | { kind: 'term'; key: string; suggestion: Suggestion }
  | { kind: 'category'; key: string; suggestion: Suggestion }
  | { kind: 'brand'; key: string; suggestion: Suggestion }
  | { kind: 'recent'; key: string; text: string }
  | { kind: 'recent-copy'; key: string; text: string }
  | { kind: 'recent-remove'; key: string; text: string };

/** The group an entry belongs to. */
export type SearchBoxGroupId = 'fast-search' | 'terms' | 'categories' | 'brands' | 'recent';

/** A group of entries, with the index of each entry in the flat list Downshift navigates. */
export interface SearchBoxGroup {
  /** Which group. */
  id: SearchBoxGroupId;
  /** The visible heading, e.g. "Categorie"; empty for the fixed "Lista della spesa" entry. */
  label: string;
  /** The entries with their flat index. */
  entries: { item: SearchBoxEntry; index: number }[];
}

/** What a search asks for; `reason` says where it came from (plain searches go to the history, docs/requirements/app-shell.md). */
export interface SearchBoxQuery {
  /** The text to search. */
  q: string;
  /** A category chosen among the suggestions ("Cerca {text} in {name}"). */
  categoryId?: number;
  /** A brand chosen among the suggestions ("Cerca {text} con marca {name}"). */
  vendorId?: number;
  /** `submit` (Enter or the button), `term`, `category`, `brand` or `recent`. */
  reason: 'submit' | 'term' | 'category' | 'brand' | 'recent';
}

/** Options of {@link useSearchBox}. */
export interface UseSearchBoxOptions {
  /** The text in the box (controlled). */
  value?: string;
  /**
   * The initial text (uncontrolled).
   * @default ''
   */
  defaultValue?: string;
  /** Called when the text changes; pass it to `useSuggestions` of @carrello/hooks. */
  onValueChange?: (value: string) => void;
  /** Suggestions for the current text (the hook asks for them above 3 characters, after 200 ms). */
  suggestions?: SearchBoxSuggestions | null;
  /** Recent searches, newest first ("Ricerche"). */
  recentSearches?: readonly string[];
  /** Whether suggestions are loading. */
  loading?: boolean;
  /** Whether suggestions failed to load; searching still works. */
  error?: boolean;
  /** Called with the query when the shopper searches; never called without text (docs/requirements/app-shell.md). */
  onSearch?: (query: SearchBoxQuery) => void;
  /** Called when the shopper picks the fixed "Lista della spesa" entry (opens the fast-search dialog). */
  onFastSearch?: () => void;
  /** Called when the shopper deletes a recent search. */
  onRemoveRecentSearch?: (text: string) => void;
  /** Whether the listbox is open (controlled). */
  open?: boolean;
  /** Called when the listbox opens or closes. */
  onOpenChange?: (open: boolean) => void;
}

function suggestionKey(kind: string, suggestion: Suggestion, position: number) {
  return `${kind}-${suggestion.id ?? suggestion.name}-${position}`;
}

/**
 * Behaviour of the search box (docs/requirements/app-shell.md): an ARIA combobox on Downshift's `useCombobox` with the
 * fixed "Lista della spesa" entry first, then Suggerimenti, Categorie, Marche and Ricerche.
 * Enter or the search button searches the text; nothing happens without text.
 * @example
 * const [text, setText] = useState('');
 * const { data, isFetching } = useSuggestions(text);
 * const box = useSearchBox({ value: text, onValueChange: setText, suggestions: data,
 *   loading: isFetching, onSearch: (query) => navigate(searchUrl(query)) });
 */
export function useSearchBox({
  value,
  defaultValue = '',
  onValueChange,
  suggestions,
  recentSearches = [],
  loading = false,
  error = false,
  onSearch,
  onFastSearch,
  onRemoveRecentSearch,
  open,
  onOpenChange,
}: UseSearchBoxOptions = {}) {
  const { messages, format } = useAreaMessages(MESSAGES);
  const [text, setText] = useControllableState({
    value,
    defaultValue,
    onChange: onValueChange,
  });
  const inputRef = useRef<HTMLInputElement | null>(null);

  const groups = useMemo<SearchBoxGroup[]>(() => {
    let index = 0;
    const entry = (item: SearchBoxEntry) => ({ item, index: index++ });
    const result: SearchBoxGroup[] = [
      { id: 'fast-search', label: '', entries: [entry({ kind: 'fast-search', key: 'fast' })] },
    ];
    // docs/requirements/app-shell.md: Suggerimenti, Categorie and Marche, each only when it has entries.
    const suggestionGroups = [
      ['terms', 'term', messages.search.groupSuggestions, suggestions?.terms],
      ['categories', 'category', messages.search.groupCategories, suggestions?.categories],
      ['brands', 'brand', messages.search.groupBrands, suggestions?.brands],
    ] as const;
    for (const [id, kind, label, list = []] of suggestionGroups) {
      if (list.length === 0) continue;
      result.push({
        id,
        label,
        entries: list.map((suggestion, i) =>
          entry({ kind, key: suggestionKey(kind, suggestion, i), suggestion }),
        ),
      });
    }
    if (recentSearches.length > 0) {
      result.push({
        id: 'recent',
        label: messages.search.groupHistory,
        // Each recent search comes with two more options, "Copia … nella ricerca" and
        // "Elimina ricerca …": buttons are not allowed inside a listbox.
        entries: recentSearches.flatMap((recent, i) => [
          entry({ kind: 'recent', key: `recent-${recent}-${i}`, text: recent }),
          entry({ kind: 'recent-copy', key: `recent-copy-${recent}-${i}`, text: recent }),
          entry({ kind: 'recent-remove', key: `recent-remove-${recent}-${i}`, text: recent }),
        ]),
      });
    }
    return result;
  }, [suggestions, recentSearches, messages]);

  const items = useMemo(
    () => groups.flatMap((group) => group.entries.map((e) => e.item)),
    [groups],
  );
  const suggestionCount = items.filter(
    (item) => item.kind === 'term' || item.kind === 'category' || item.kind === 'brand',
  ).length;

  /** The visible text of an entry: "Cerca latte in Latticini" for a category, for example. */
  const itemLabel = useCallback(
    (item: SearchBoxEntry): string => {
      const typed = text.trim();
      switch (item.kind) {
        case 'fast-search':
          return messages.search.shoppingList;
        case 'term':
          return item.suggestion.name;
        case 'category':
          return format(messages.search.searchInCategory, {
            text: typed,
            name: item.suggestion.name,
          });
        case 'brand':
          return format(messages.search.searchWithBrand, {
            text: typed,
            name: item.suggestion.name,
          });
        case 'recent':
          return item.text;
        case 'recent-copy':
          return format(messages.search.copyToBox, { text: item.text });
        case 'recent-remove':
          return format(messages.search.deleteHistory, { text: item.text });
      }
    },
    [text, messages, format],
  );

  /** Searches when there is text (docs/requirements/app-shell.md: no search without text or barcode). */
  const search = useCallback(
    (query: SearchBoxQuery): boolean => {
      const q = query.q.trim();
      if (!canSearch({ q })) return false;
      onSearch?.({ ...query, q });
      return true;
    },
    [onSearch],
  );

  const combobox: UseComboboxReturnValue<SearchBoxEntry> = useCombobox<SearchBoxEntry>({
    items,
    inputValue: text,
    selectedItem: null,
    isOpen: open,
    itemToString: (item) => (item ? itemLabel(item) : ''),
    itemToKey: (item: SearchBoxEntry | null) => item?.key,
    onIsOpenChange: ({ isOpen }) => onOpenChange?.(Boolean(isOpen)),
    stateReducer: (state, { type, changes }) => {
      const chosen = changes.selectedItem;
      if (
        (type === useCombobox.stateChangeTypes.InputKeyDownEnter ||
          type === useCombobox.stateChangeTypes.ItemClick) &&
        (chosen?.kind === 'recent-copy' || chosen?.kind === 'recent-remove')
      ) {
        // Copying or deleting a recent search keeps the list open where the shopper is.
        return {
          ...changes,
          inputValue: chosen.kind === 'recent-copy' ? chosen.text : text,
          isOpen: true,
          highlightedIndex: chosen.kind === 'recent-copy' ? state.highlightedIndex : -1,
        };
      }
      // Choosing an entry runs its action; the box keeps what the shopper typed
      // (a term or a recent search replaces it in onStateChange).
      if (
        type === useCombobox.stateChangeTypes.InputKeyDownEnter ||
        type === useCombobox.stateChangeTypes.ItemClick ||
        type === useCombobox.stateChangeTypes.InputBlur
      ) {
        return { ...changes, inputValue: text };
      }
      return changes;
    },
    onStateChange: ({ type, selectedItem, inputValue }) => {
      // Typed text is not taken from here: see getInputProps below.
      if (type === useCombobox.stateChangeTypes.InputChange) return;
      if (type === useCombobox.stateChangeTypes.InputKeyDownEscape && inputValue !== undefined) {
        setText(inputValue);
        return;
      }
      if (
        (type === useCombobox.stateChangeTypes.InputKeyDownEnter ||
          type === useCombobox.stateChangeTypes.ItemClick) &&
        selectedItem
      ) {
        choose(selectedItem);
      }
    },
  });

  function choose(item: SearchBoxEntry) {
    const typed = text.trim();
    switch (item.kind) {
      case 'fast-search':
        onFastSearch?.();
        return;
      case 'term':
        setText(item.suggestion.name);
        search({ q: item.suggestion.name, reason: 'term' });
        return;
      case 'category':
        search({ q: typed, categoryId: item.suggestion.id ?? undefined, reason: 'category' });
        return;
      case 'brand':
        search({ q: typed, vendorId: item.suggestion.id ?? undefined, reason: 'brand' });
        return;
      case 'recent':
        setText(item.text);
        search({ q: item.text, reason: 'recent' });
        return;
      case 'recent-copy':
        setText(item.text);
        return;
      case 'recent-remove':
        onRemoveRecentSearch?.(item.text);
        return;
    }
  }

  const { isOpen, highlightedIndex, closeMenu, getInputProps: getComboboxInputProps } = combobox;

  /**
   * Downshift's input props, with the typed text stored in the input's own change event.
   * Downshift reports a change (`onStateChange`) from an effect after its render, and a state
   * set there renders later: in between the controlled input shows the previous text, so a key
   * pressed meanwhile lands on it and the one before is lost. Setting the text in the event
   * renders both together.
   */
  const getTypedInputProps = useCallback(
    (
      options?: Parameters<UseComboboxGetInputProps>[0],
      otherOptions?: Parameters<UseComboboxGetInputProps>[1],
    ) =>
      getComboboxInputProps(
        {
          ...options,
          onChange: composeEventHandlers<ChangeEvent<HTMLInputElement>>(
            options?.onChange,
            (event) => setText(event.currentTarget.value),
          ),
        },
        otherOptions,
      ),
    [getComboboxInputProps, setText],
  );
  // Downshift's getter is generic in the options it is given; this one passes them on.
  const getInputProps = getTypedInputProps as UseComboboxGetInputProps;

  /** Searches the typed text (Enter without a highlighted entry, or the search button). */
  const submit = useCallback(() => {
    const searched = search({ q: text, reason: 'submit' });
    if (searched) closeMenu();
    return searched;
  }, [search, text, closeMenu]);

  /** Copies a recent search into the box without searching, and keeps the focus there. */
  const copyRecentSearch = useCallback(
    (recent: string) => {
      setText(recent);
      inputRef.current?.focus();
    },
    [setText],
  );

  /** Deletes a recent search and keeps the focus in the box. */
  const removeRecentSearch = useCallback(
    (recent: string) => {
      onRemoveRecentSearch?.(recent);
      inputRef.current?.focus();
    },
    [onRemoveRecentSearch],
  );

  /** Keyboard of the box on top of Downshift's: Enter searches, Delete and → act on a recent search. */
  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const native = event.nativeEvent as KeyboardEvent['nativeEvent'] & {
      preventDownshiftDefault?: boolean;
    };
    const highlighted = highlightedIndex >= 0 ? items[highlightedIndex] : undefined;
    if (event.key === 'Enter' && !highlighted) {
      // docs/requirements/app-shell.md: Enter searches the text; without text nothing happens.
      event.preventDefault();
      native.preventDownshiftDefault = true;
      submit();
      return;
    }
    if (
      highlighted?.kind === 'recent' ||
      highlighted?.kind === 'recent-copy' ||
      highlighted?.kind === 'recent-remove'
    ) {
      const input = event.currentTarget;
      const atEnd = input.selectionStart === input.value.length;
      if (event.key === 'Delete') {
        event.preventDefault();
        native.preventDownshiftDefault = true;
        removeRecentSearch(highlighted.text);
      } else if (event.key === 'ArrowRight' && atEnd) {
        event.preventDefault();
        native.preventDownshiftDefault = true;
        copyRecentSearch(highlighted.text);
      }
    }
  };

  return {
    ...combobox,
    /** Downshift's input props; the text follows the input within its change event. */
    getInputProps,
    /** The text in the box. */
    text,
    /** Sets the text in the box. */
    setText,
    /** Whether the listbox is open. */
    isOpen,
    /** The entries, grouped. */
    groups,
    /** The entries in navigation order. */
    items,
    /** How many suggestions (terms, categories, brands) there are. */
    suggestionCount,
    /**
     * Whether suggestions were given for the text (`suggestions` is not null): none are asked
     * for a short text, and "no suggestion" would then be untrue.
     */
    suggestionsGiven: suggestions != null,
    /** Whether suggestions are loading. */
    loading,
    /** Whether suggestions failed to load. */
    error,
    /** The visible text of an entry. */
    itemLabel,
    /** Searches the typed text; returns whether a search ran. */
    submit,
    /** Copies a recent search into the box. */
    copyRecentSearch,
    /** Deletes a recent search. */
    removeRecentSearch,
    /** Attach to the input, next to Downshift's ref. */
    inputRef,
    /** Attach to the input's `onKeyDown` through `getInputProps`. */
    onInputKeyDown,
  };
}

/** What {@link useSearchBox} returns: Downshift's prop getters plus groups, labels and actions. */
export type UseSearchBoxReturn = ReturnType<typeof useSearchBox>;
