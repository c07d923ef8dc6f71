import {
  forwardRef,
  useId,
  useRef,
  type ButtonHTMLAttributes,
  type FormHTMLAttributes,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { useComposedRefs } from '../utils/use-composed-refs';
import { createPartContext } from '../utils/create-context';
import { composeEventHandlers } from '../utils/compose-event-handlers';
import { Slot } from '../utils/slot';
import { splitProps } from '../utils/split-props';
import { search } from '../messages/it';
import { useAreaMessages } from '../messages/ui-context';
import type { AsChildProps } from '../dialog/dialog';
import {
  useSearchBox,
  type SearchBoxGroupId,
  type SearchBoxEntry,
  type UseSearchBoxOptions,
  type UseSearchBoxReturn,
} from './use-search-box';

// The texts this module reads, without the rest of the catalogue.
const MESSAGES = { search };

const [SearchBoxProvider, useSearchBoxContext] =
  createPartContext<UseSearchBoxReturn>('SearchBox.Root');

/**
 * The state of the enclosing `SearchBox.Root` (what `useSearchBox` returns), for parts of your
 * own such as a custom list of `groups`; `partName` names the caller in the error thrown outside a root.
 */
export { useSearchBoxContext };

/** Props of {@link SearchBoxRoot}. */
export interface SearchBoxRootProps
  extends
    UseSearchBoxOptions,
    Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'defaultValue'> {
  children?: ReactNode;
}

// The props that are the hook's options, none of which reaches the form element.
const SEARCH_BOX_OPTIONS = {
  value: true,
  defaultValue: true,
  onValueChange: true,
  suggestions: true,
  recentSearches: true,
  loading: true,
  error: true,
  onSearch: true,
  onFastSearch: true,
  onRemoveRecentSearch: true,
  open: true,
  onOpenChange: true,
} as const satisfies Record<keyof UseSearchBoxOptions, true>;

/** The search landmark (`form role="search"`); holds the combobox state. */
export const SearchBoxRoot = forwardRef<HTMLFormElement, SearchBoxRootProps>(function SearchBoxRoot(
  { children, ...rest },
  ref,
) {
  const { messages } = useAreaMessages(MESSAGES);
  const [options, props] = splitProps(rest, SEARCH_BOX_OPTIONS);
  const box = useSearchBox(options);
  return (
    <SearchBoxProvider value={box}>
      <form
        ref={ref}
        role="search"
        aria-label={messages.search.label}
        data-state={box.isOpen ? 'open' : 'closed'}
        {...props}
        onSubmit={(event) => {
          event.preventDefault();
          box.submit();
        }}
      >
        {children}
      </form>
    </SearchBoxProvider>
  );
});

/** Props of {@link SearchBoxInput}. */
export type SearchBoxInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value'>;

/** The combobox input (`role="combobox"`, `aria-expanded`, `aria-activedescendant`). */
export const SearchBoxInput = forwardRef<HTMLInputElement, SearchBoxInputProps>(
  function SearchBoxInput({ onKeyDown, onFocus, onPointerDown, ...props }, ref) {
    const box = useSearchBoxContext('SearchBox.Input');
    const { messages } = useAreaMessages(MESSAGES);
    // A press on the box opens the list through its click (Downshift toggles it there).
    const pressed = useRef(false);
    const inputProps = box.getInputProps({
      'aria-label': messages.search.label,
      ...props,
      onKeyDown: composeEventHandlers(onKeyDown, box.onInputKeyDown),
      onPointerDown: composeEventHandlers(onPointerDown, () => {
        pressed.current = true;
      }),
      // docs/requirements/app-shell.md: the recent searches show as soon as the box gets the focus, empty
      // or not; with nothing but the fixed "Lista della spesa" entry the list stays closed.
      onFocus: composeEventHandlers(onFocus, () => {
        const byPointer = pressed.current;
        pressed.current = false;
        if (!byPointer && !box.isOpen && box.items.length > 1) box.openMenu();
      }),
    });
    const mergedRef = useComposedRefs(inputProps.ref, box.inputRef, ref);
    return (
      <input
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder={messages.search.placeholder}
        {...inputProps}
        ref={mergedRef}
        data-loading={box.loading ? '' : undefined}
      />
    );
  },
);

/** Props of {@link SearchBoxSubmit}. */
export type SearchBoxSubmitProps = ButtonHTMLAttributes<HTMLButtonElement> & AsChildProps;

/** The search button ("Cerca"): searches the typed text. */
export const SearchBoxSubmit = forwardRef<HTMLButtonElement, SearchBoxSubmitProps>(
  function SearchBoxSubmit({ asChild, children, ...props }, ref) {
    useSearchBoxContext('SearchBox.Submit');
    const { messages } = useAreaMessages(MESSAGES);
    const Component = asChild ? Slot : 'button';
    return (
      <Component ref={ref} type="submit" aria-label={messages.search.submit} {...props}>
        {children}
      </Component>
    );
  },
);

/** Props of {@link SearchBoxPopup}. */
export type SearchBoxPopupProps = HTMLAttributes<HTMLDivElement>;

/** The box under the input holding the status line and the listbox; hidden while closed. */
export const SearchBoxPopup = forwardRef<HTMLDivElement, SearchBoxPopupProps>(
  function SearchBoxPopup(props, ref) {
    const box = useSearchBoxContext('SearchBox.Popup');
    return (
      <div ref={ref} hidden={!box.isOpen} data-state={box.isOpen ? 'open' : 'closed'} {...props} />
    );
  },
);

/** Props of {@link SearchBoxStatus}. */
export type SearchBoxStatusProps = HTMLAttributes<HTMLDivElement>;

/**
 * A polite live region: "Ricerca dei suggerimenti…" while loading, the error text, or the
 * number of suggestions once they are given for the text (nothing while none are asked for).
 */
export const SearchBoxStatus = forwardRef<HTMLDivElement, SearchBoxStatusProps>(
  function SearchBoxStatus(props, ref) {
    const box = useSearchBoxContext('SearchBox.Status');
    const { messages, plural } = useAreaMessages(MESSAGES);
    let text = '';
    if (box.isOpen) {
      if (box.loading) text = messages.search.loadingSuggestions;
      else if (box.error) text = messages.search.suggestionsError;
      else if (box.text.trim() !== '' && box.suggestionsGiven)
        text = plural(messages.search.suggestionsCount, box.suggestionCount);
    }
    return (
      <div
        ref={ref}
        role="status"
        data-loading={box.loading ? '' : undefined}
        data-error={box.error ? '' : undefined}
        {...props}
      >
        {text}
      </div>
    );
  },
);

/** Props of {@link SearchBoxListbox}. */
export type SearchBoxListboxProps = HTMLAttributes<HTMLDivElement>;

/** The listbox of entries (always mounted, as Downshift requires). */
export const SearchBoxListbox = forwardRef<HTMLDivElement, SearchBoxListboxProps>(
  function SearchBoxListbox(props, ref) {
    const box = useSearchBoxContext('SearchBox.Listbox');
    const { messages } = useAreaMessages(MESSAGES);
    return (
      <div
        {...box.getMenuProps(
          { 'aria-label': messages.search.label, ...props, ref },
          { suppressRefError: true },
        )}
      />
    );
  },
);

/** Props of {@link SearchBoxGroup}. */
export interface SearchBoxGroupProps extends HTMLAttributes<HTMLDivElement> {
  /** The visible heading ("Suggerimenti", "Categorie", …); none for the fixed first entry. */
  label?: string;
  /** Which group, as `data-group`. */
  group?: SearchBoxGroupId;
}

/** A `role="group"` of entries, labelled by its heading. */
export const SearchBoxGroup = forwardRef<HTMLDivElement, SearchBoxGroupProps>(
  function SearchBoxGroup({ label, group, children, ...props }, ref) {
    useSearchBoxContext('SearchBox.Group');
    const headingId = useId();
    return (
      <div
        ref={ref}
        role={label ? 'group' : 'presentation'}
        aria-labelledby={label ? headingId : undefined}
        data-group={group}
        {...props}
      >
        {label ? (
          <div role="presentation" id={headingId} data-part="group-label">
            {label}
          </div>
        ) : null}
        {children}
      </div>
    );
  },
);

/** Props of {@link SearchBoxItemPart}. */
export interface SearchBoxItemProps extends HTMLAttributes<HTMLDivElement> {
  /** The entry. */
  item: SearchBoxEntry;
  /** Its index in the flat list (`entries[n].index` of a group). */
  index: number;
}

/** One `role="option"`, `data-highlighted` while the arrows are on it. */
export const SearchBoxItemPart = forwardRef<HTMLDivElement, SearchBoxItemProps>(
  function SearchBoxItem({ item, index, children, ...props }, ref) {
    const box = useSearchBoxContext('SearchBox.Item');
    const highlighted = box.highlightedIndex === index;
    return (
      <div
        {...box.getItemProps({ item, index, ref, ...props })}
        data-kind={item.kind}
        data-highlighted={highlighted ? '' : undefined}
      >
        {children ?? box.itemLabel(item)}
      </div>
    );
  },
);
