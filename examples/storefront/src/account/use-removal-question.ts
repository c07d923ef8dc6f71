import { useState } from 'react';

import { useFocusAfterRemoval } from './use-focus-after-removal';

/** What {@link useRemovalQuestion} returns. */
interface UseRemovalQuestionReturn<TItem> {
  /** The item the question is about, while it is asked. */
  item: TItem | null;
  /** Asks about `item`, for the card's `control` that asked, which keeps the keyboard's place. */
  ask: (item: TItem, control: HTMLElement) => void;
  /** Closes the question (answered, refused or given up). */
  close: () => void;
}

/**
 * A card's removal asked first in a ConfirmDialog (docs/requirements/account.md, "Confirmations"):
 * the item asked about, and the keyboard's place kept once its card has gone from `rows` (see
 * {@link useFocusAfterRemoval}).
 * @example
 * const deleting = useRemovalQuestion<List>(lists.data);
 * const remove = useDeleteList({ onSettled: deleting.close });
 * <Button onClick={(event) => deleting.ask(list, event.currentTarget)}>Elimina</Button>
 */
export function useRemovalQuestion<TItem>(rows: unknown): UseRemovalQuestionReturn<TItem> {
  const [item, setItem] = useState<TItem | null>(null);
  const keepFocus = useFocusAfterRemoval(rows);
  return {
    item,
    ask: (next, control) => {
      keepFocus(control);
      setItem(next);
    },
    close: () => setItem(null),
  };
}
