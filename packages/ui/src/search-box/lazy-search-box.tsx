import { forwardRef, useCallback, useRef, type Ref } from 'react';
import { Search } from 'lucide-react';
import { canSearch } from '@carrello/core';
import { search } from '../messages/it';
import { useAreaMessages } from '../messages/ui-context';
import { styled } from '../theme/styled-skin';
import { useIsomorphicLayoutEffect } from '../utils/use-isomorphic-layout-effect';
import { onDemand } from '../utils/on-demand';
import { useComposedRefs } from '../utils/use-composed-refs';
import { useControllableState } from '../utils/use-controllable-state';
import { fieldStyles, formStyles, inputStyles, submitStyles } from './search-box-field.styles';
import type { SearchBoxProps } from './search-box.styles';

// The texts this module reads, without the rest of the catalogue.
const MESSAGES = { search };

const combobox = /* @__PURE__ */ onDemand(() =>
  import('./search-box.styles').then((module) => module.SearchBox),
);

/**
 * Loads the code of {@link LazySearchBox}'s combobox (the styled `SearchBox`, on Downshift) once;
 * every mounted `LazySearchBox` then becomes the combobox. The box calls it itself on first focus
 * or pointer hover; call it sooner (when the page is idle, say) to have the suggestions ready
 * before the shopper gets there. A failed load rejects and is tried again on the next call.
 * @example
 * useEffect(() => {
 *   const id = requestIdleCallback(() => void preloadSearchBox().catch(() => undefined));
 *   return () => cancelIdleCallback(id);
 * }, []);
 */
export function preloadSearchBox(): Promise<void> {
  return combobox.load().then(() => undefined);
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

/** Props of {@link LazySearchBox}: the same as the styled `SearchBox`'s. */
export type LazySearchBoxProps = SearchBoxProps;

/**
 * The styled `SearchBox` with its combobox's code (Downshift and the suggestions list, about
 * a third of the box) left out of the page's first load. Until the code arrives it is a plain
 * search form that looks the same and already searches on Enter or the button; it loads the
 * code on first focus or pointer hover (or when the app calls {@link preloadSearchBox}), then
 * becomes the combobox. The text, the focus and the caret carry over, so typing goes on without
 * a lost keystroke. Use it where the box sits on every page (a top bar) and first-load bytes
 * matter; use `SearchBox` everywhere else.
 * @example
 * <LazySearchBox value={text} onValueChange={setText} suggestions={data} loading={isFetching}
 *   onSearch={(query) => navigate(`/search?q=${query.q}`)} onFastSearch={() => setFastOpen(true)} />
 */
export const LazySearchBox = forwardRef<HTMLFormElement, LazySearchBoxProps>(function LazySearchBox(
  { value, defaultValue = '', onValueChange, inputProps, ...props },
  ref,
) {
  const [text, setText] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const Combobox = combobox.useLoaded();
  const plainInput = useRef<HTMLInputElement | null>(null);
  const comboboxInput = useRef<HTMLInputElement | null>(null);
  const handoff = useRef<Handoff | null>(null);

  const load = useCallback(() => {
    // A failed load leaves a working plain search form; the next move to it tries again.
    combobox.load().catch(() => undefined);
  }, []);

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

  useIsomorphicLayoutEffect(() => {
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
      // The loader hands over the module's own export: one component on every render.
      // eslint-disable-next-line react-hooks/static-components
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

/** {@link LazySearchBox} before its combobox's code arrives: a search form, same look, no list. */
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
  const { messages } = useAreaMessages(MESSAGES);
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
        // docs/requirements/app-shell.md: no search without text.
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
