import { useEffect, useId, useRef, type ReactNode } from 'react';
import { styled } from '../theme/styled-skin';
import { Plus, X } from 'lucide-react';
import { useThemeTokens } from '../theme/use-theme-tokens';
import { Button } from '../button/button.styles';
import * as Dialog from '../dialog/parts';
import { IconButton } from '../icon-button/icon-button.styles';
import { useCarrelloUi } from '../messages/messages-context';
import { useDialogContext, type UseDialogOptions } from '../dialog/use-dialog';
import { useFastSearchList, type UseFastSearchListOptions } from './use-fast-search-dialog';

const AddRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]}px;
  label {
    display: block;
    margin-bottom: ${({ theme }) => theme.space[1]}px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Grow = styled.div`
  flex: 1;
  min-width: 0;
`;

const WordInput = styled.input`
  box-sizing: border-box;
  width: 100%;
  height: 40px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Words = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: ${({ theme }) => theme.space[4]}px 0 0;
  padding: 0;
  list-style: none;
`;

const Word = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  max-width: 100%;
  padding-left: ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.onPrimarySoft};
  overflow-wrap: anywhere;
`;

const Empty = styled.p`
  margin: ${({ theme }) => theme.space[4]}px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Props of {@link FastSearchDialog}. */
export interface FastSearchDialogProps
  extends
    Pick<UseDialogOptions, 'open' | 'defaultOpen' | 'onOpenChange'>,
    UseFastSearchListOptions {
  /** The title; docs/requirements/app-shell.md: it comes from the category `fast-search-popup`. Defaults to "Lista della spesa". */
  title?: ReactNode;
  /** The description, from the same category; defaults to the Italian hint. */
  description?: ReactNode;
  /** Called with the words (never empty) when the shopper presses "Cerca". */
  onSearch?: (words: string[]) => void;
  /** An element that opens the dialog (rendered as its trigger). */
  trigger?: ReactNode;
}

/**
 * The fast-search dialog ("Lista della spesa", docs/requirements/app-shell.md): 500 px wide, a list of words to search
 * together; empty words are ignored and "Cerca" is disabled while the list is empty.
 * @example
 * <FastSearchDialog open={open} onOpenChange={setOpen} title={popup?.title}
 *   onSearch={(words) => navigate(`/search?q=${words.join(',')}`)} />
 */
export function FastSearchDialog({
  open,
  defaultOpen,
  onOpenChange,
  words,
  defaultWords,
  onWordsChange,
  title,
  description,
  onSearch,
  trigger,
}: FastSearchDialogProps) {
  const { messages } = useCarrelloUi();
  const { sizes } = useThemeTokens();
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Content width={sizes.fastSearchDialog}>
        <Dialog.Title>{title ?? messages.fastSearch.title}</Dialog.Title>
        <Dialog.Description>{description ?? messages.fastSearch.description}</Dialog.Description>
        <FastSearchForm
          words={words}
          defaultWords={defaultWords}
          onWordsChange={onWordsChange}
          onSearch={onSearch}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}

function FastSearchForm({
  onSearch,
  ...options
}: UseFastSearchListOptions & Pick<FastSearchDialogProps, 'onSearch'>) {
  const { messages, format } = useCarrelloUi();
  const dialog = useDialogContext('FastSearchDialog');
  const list = useFastSearchList(options);
  const inputId = useId();
  const listLabelId = useId();
  const input = useRef<HTMLInputElement>(null);
  const removeButtons = useRef<(HTMLButtonElement | null)[]>([]);
  // The word whose "Rimuovi" was pressed: the button leaves with it, and the focus goes to the
  // word that takes its place, the one before when it was the last, or the field when none is left.
  const removedAt = useRef<number | null>(null);
  useEffect(() => {
    const index = removedAt.current;
    if (index === null) return;
    removedAt.current = null;
    (removeButtons.current[Math.min(index, list.words.length - 1)] ?? input.current)?.focus();
  }, [list.words]);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!list.canSearch) return;
        onSearch?.(list.searchWords);
        dialog.setOpen(false);
      }}
    >
      <AddRow>
        <Grow>
          <label htmlFor={inputId}>{messages.fastSearch.wordLabel}</label>
          <WordInput
            ref={input}
            id={inputId}
            value={list.draft}
            autoComplete="off"
            enterKeyHint="enter"
            onChange={(event) => list.setDraft(event.target.value)}
            onKeyDown={(event) => {
              // Enter adds the word to the list instead of searching.
              if (event.key === 'Enter') {
                event.preventDefault();
                list.addDraft();
              }
            }}
          />
        </Grow>
        <Button variant="secondary" onClick={() => list.addDraft()}>
          <Plus size={18} aria-hidden="true" />
          {messages.fastSearch.addWord}
        </Button>
      </AddRow>
      <span id={listLabelId} hidden>
        {messages.fastSearch.words}
      </span>
      {list.words.length > 0 ? (
        <Words aria-labelledby={listLabelId}>
          {list.words.map((word, index) => (
            <Word key={`${word}-${index}`}>
              {word}
              <IconButton
                ref={(button) => {
                  removeButtons.current[index] = button;
                }}
                size={32}
                label={format(messages.fastSearch.removeWord, { text: word })}
                onClick={() => {
                  removedAt.current = index;
                  list.remove(index);
                }}
              >
                <X />
              </IconButton>
            </Word>
          ))}
        </Words>
      ) : (
        <Empty role="status">{messages.fastSearch.emptyList}</Empty>
      )}
      <Dialog.Footer>
        <Dialog.Close asChild>
          <Button variant="secondary">{messages.common.cancel}</Button>
        </Dialog.Close>
        <Button type="submit" disabled={!list.canSearch}>
          {messages.fastSearch.submit}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
