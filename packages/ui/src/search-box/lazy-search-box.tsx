import {
  forwardRef,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type Ref,
} from 'react';
import { Search } from 'lucide-react';
import { canSearch } from '@carrello/core';
import { useCarrelloUi } from '../messages/messages-context';
import { styled } from '../theme/styled-skin';
import { useComposedRefs } from '../utils/use-composed-refs';
import { useControllableState } from '../utils/use-controllable-state';
import { whenIdle } from '../utils/when-idle';
import { fieldStyles, formStyles, inputStyles, submitStyles } from './search-box.field';
import type { SearchBoxCombobox, SearchBoxProps } from './search-box.styles';

type Combobox = typeof SearchBoxCombobox;

let loaded: Combobox | undefined;
let loading: Promise<Combobox> | undefined;

/**
 * Loads the code of the search box's suggestions (the combobox on Downshift) once. {@link SearchBox}
 * calls it when the shopper moves to the box and when the page is idle; call it yourself to have
 * it sooner. A failed load is tried again on the next call.
 */
export function preloadSearchBox(): Promise<Combobox> {
  loading ??= import('./search-box.styles').then(
    (module) => (loaded = module.SearchBoxCombobox),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const Form = styled.form`
  ${formStyles}
`;

const Field = styled.div`
  ${fieldStyles}
`;

const Input = styled.input`
  ${inputStyles}
`;

const Submit = styled.button`
  ${submitStyles}
`;

/** Where the caret was in the plain input when the combobox took its place. */
interface Handoff {
  start: number | null;
  end: number | null;
  direction: 'forward' | 'backward' | 'none' | null;
}

/**
 * The styled search box of the top bar (spec 2.3): a combobox with "Lista della spesa",
 * Suggerimenti, Categorie, Marche and Ricerche, a search button and an optional scan button.
 *
 * Its suggestions' code (Downshift and the list) is not part of a page's first load: until it
 * arrives — when the shopper moves to the box, or once the page is idle — the box is a plain
 * search form that looks the same and already searches on Enter or the button. The text, the
 * focus and the caret carry over to the combobox, so typing goes on without a lost keystroke.
 * @example
 * <SearchBox value={text} onValueChange={setText} suggestions={data} loading={isFetching}
 *   recentSearches={recent.searches} onRemoveRecentSearch={recent.remove}
 *   onSearch={(query) => navigate(`/search?q=${query.q}`)} onFastSearch={() => setFastOpen(true)} />
 */
export const SearchBox = forwardRef<HTMLFormElement, SearchBoxProps>(function SearchBox(
  { value, defaultValue = '', onValueChange, inputProps, ...props },
  ref,
) {
  const [text, setText] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const [Combobox, setCombobox] = useState<Combobox | undefined>(() => loaded);
  const plainInput = useRef<HTMLInputElement | null>(null);
  const comboboxInput = useRef<HTMLInputElement | null>(null);
  const handoff = useRef<Handoff | null>(null);

  const load = useCallback(() => {
    preloadSearchBox().then(
      (component) => setCombobox(() => component),
      // The box stays a plain search form; the next move to it tries again.
      () => undefined,
    );
  }, []);

  useEffect(() => (Combobox ? undefined : whenIdle(load)), [Combobox, load]);

  // The plain input leaves the page in the same commit the combobox's input enters it: note
  // whether it had the focus and where its caret was, while it is still there.
  const plainRef = useCallback((node: HTMLInputElement | null) => {
    const leaving = plainInput.current;
    plainInput.current = node;
    if (node === null && leaving !== null && leaving.ownerDocument.activeElement === leaving) {
      handoff.current = {
        start: leaving.selectionStart,
        end: leaving.selectionEnd,
        direction: leaving.selectionDirection,
      };
    }
  }, []);

  useLayoutEffect(() => {
    const taken = handoff.current;
    const input = comboboxInput.current;
    if (!Combobox || !taken || !input) return;
    handoff.current = null;
    input.focus();
    if (taken.start !== null && taken.end !== null) {
      input.setSelectionRange(taken.start, taken.end, taken.direction ?? undefined);
    }
  }, [Combobox]);

  const callerInputRef = inputProps?.ref as Ref<HTMLInputElement> | undefined;
  const comboboxInputRef = useComposedRefs(callerInputRef, comboboxInput);
  const plainInputRef = useComposedRefs(callerInputRef, plainRef);

  if (Combobox) {
    return (
      <Combobox
        ref={ref}
        {...props}
        value={text}
        onValueChange={setText}
        inputProps={{ ...inputProps, ref: comboboxInputRef }}
      />
    );
  }
  return (
    <PlainSearchBox
      formRef={ref}
      inputRef={plainInputRef}
      text={text}
      onTextChange={setText}
      onIntent={load}
      {...props}
      inputProps={inputProps}
    />
  );
});

interface PlainSearchBoxProps extends Omit<SearchBoxProps, 'value' | 'defaultValue'> {
  formRef: Ref<HTMLFormElement>;
  inputRef: Ref<HTMLInputElement>;
  text: string;
  onTextChange: (text: string) => void;
  onIntent: () => void;
}

/** The search box before its suggestions' code arrives: a search form, same look, no list. */
function PlainSearchBox({
  formRef,
  inputRef,
  text,
  onTextChange,
  onIntent,
  onSearch,
  scanButton,
  inputProps,
  // The combobox's own options; nothing to show them with yet.
  suggestions: _suggestions,
  recentSearches: _recentSearches,
  loading: _loading,
  error: _error,
  onFastSearch: _onFastSearch,
  onRemoveRecentSearch: _onRemoveRecentSearch,
  open: _open,
  onOpenChange: _onOpenChange,
  ...props
}: PlainSearchBoxProps) {
  const { messages } = useCarrelloUi();
  const { ref: _callerRef, onFocus, onChange, ...otherInputProps } = inputProps ?? {};
  return (
    <Form
      ref={formRef}
      role="search"
      aria-label={messages.search.label}
      data-state="closed"
      {...props}
      onPointerEnter={onIntent}
      onSubmit={(event) => {
        event.preventDefault();
        // spec 2.3: no search without text.
        const q = text.trim();
        if (canSearch({ q })) onSearch?.({ q, reason: 'submit' });
      }}
    >
      <Field>
        <Search size={20} aria-hidden="true" />
        <Input
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          aria-label={messages.search.label}
          placeholder={messages.search.placeholder}
          {...otherInputProps}
          ref={inputRef}
          value={text}
          onFocus={(event) => {
            onFocus?.(event);
            onIntent();
          }}
          onChange={(event) => {
            onChange?.(event);
            onTextChange(event.target.value);
          }}
        />
        {scanButton}
        <Submit type="submit" aria-label={messages.search.submit}>
          <Search size={18} aria-hidden="true" />
        </Submit>
      </Field>
    </Form>
  );
}
