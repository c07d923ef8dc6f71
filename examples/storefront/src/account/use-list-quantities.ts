import { useMemo, useState } from 'react';

import { useAddToList, useRemoveFromList } from '@carrello/hooks';
import type { ListItem } from '@carrello/sdk';

import { useNoticeBus } from '../app/notices';

const ADD_PATH = '/ebsn/api/wishlist/add-product';
const REMOVE_PATH = '/ebsn/api/wishlist/remove-product';
/** What a stepper says once the list has the new quantity, instead of the calls' own infos. */
const QUANTITY_SAVED = 'Quantità aggiornata nella lista';

/**
 * A product the page shows while the server has not (or not yet) got it back: lowered (removed,
 * then added again with the smaller quantity) with the add on its way, done, or failed.
 */
interface Held {
  item: ListItem;
  state: 'saving' | 'saved' | 'failed';
}

/**
 * The products of a shopping list as the shopper sees them, and their quantity changes
 * (docs/requirements/account.md, "Shopping list quantities").
 *
 * The list API only adds quantities (`add-product`) and removes lines (`remove-product`): a
 * smaller quantity is the line removed and the product added again, which the server answers
 * with a new line at the end of the list. So:
 * - while the page is open, a lowered product keeps the place it had when first shown;
 * - while it is off the server (the add on its way, or failed) the page keeps showing it with the
 *   quantity asked for, so its row, and the stepper with the focus, stay in place;
 * - when the add fails the product stays on the page, not saved, until a retry saves it (or the
 *   shopper removes it): it is never dropped silently;
 * - a quantity change says one thing once saved, `QUANTITY_SAVED`, not the server's "removed"
 *   and "added" of the calls it is made of.
 */
export function useListQuantities(listId: number | undefined, serverItems: ListItem[]) {
  const add = useAddToList();
  const remove = useRemoveFromList();
  const notices = useNoticeBus();
  // By product: a list holds a product on one line only.
  const [held, setHeld] = useState<Record<number, Held>>({});
  // The line id each lowered product had when first shown: the server orders lines by id.
  const [places, setPlaces] = useState<Record<number, number>>({});
  // The last change the server refused, unless `unsaved` already tells it (a failed re-add).
  const [failure, setFailure] = useState<Error | null>(null);

  const onServer = useMemo(
    () => new Set(serverItems.map((item) => item.product.productId)),
    [serverItems],
  );

  const items = useMemo(() => {
    const rows = serverItems.map((item) => {
      const kept = held[item.product.productId];
      // An answer sent before the removal still has the old line: the asked quantity wins.
      return kept?.state === 'saving' ? kept.item : item;
    });
    for (const [productId, kept] of Object.entries(held))
      if (!onServer.has(Number(productId))) rows.push(kept.item);
    const placeOf = (item: ListItem) => places[item.product.productId] ?? item.itemId;
    return rows.sort((a, b) => placeOf(a) - placeOf(b));
  }, [serverItems, onServer, held, places]);

  // Once the server has a held product again, its own line takes over (state adjusted while
  // rendering, as React advises for state that follows a value).
  const [checked, setChecked] = useState(onServer);
  if (checked !== onServer) {
    setChecked(onServer);
    const back = Object.keys(held)
      .map(Number)
      .filter((productId) => held[productId]!.state !== 'saving' && onServer.has(productId));
    if (back.length > 0)
      setHeld((current) => {
        const next = { ...current };
        for (const productId of back)
          if (next[productId]?.state !== 'saving') delete next[productId];
        return next;
      });
  }

  const hold = (item: ListItem, state: Held['state']) =>
    setHeld((current) => ({ ...current, [item.product.productId]: { item, state } }));
  const release = (productId: number) =>
    setHeld((current) => {
      if (!(productId in current)) return current;
      const next = { ...current };
      delete next[productId];
      return next;
    });

  /**
   * Adds a product that is off the server with its whole quantity; it stays shown meanwhile.
   * Answers whether the list has it now.
   */
  const save = async (item: ListItem) => {
    if (listId === undefined) return false;
    hold(item, 'saving');
    try {
      const list = await add.mutateAsync({
        listId,
        items: [{ productId: item.product.productId, quantity: item.quantity }],
      });
      // The answered line (its new id) stands in until the list reloads with it.
      const line = list.wishlistItems?.find(
        (answered) => answered.product.productId === item.product.productId,
      );
      hold(line ?? item, 'saved');
      return true;
    } catch {
      hold(item, 'failed');
      return false;
    }
  };

  /** Runs one call of a quantity change with its infos kept off the toasts. */
  const quietly = async <T>(path: string, call: () => Promise<T>) => {
    const done = notices.tellInstead(path);
    try {
      return await call();
    } finally {
      done();
    }
  };
  const saidSaved = () => notices.emit({ type: 'success', message: QUANTITY_SAVED });

  /** Shown but not on the server: its add failed. */
  const isLocal = (item: ListItem) =>
    held[item.product.productId]?.state === 'failed' && !onServer.has(item.product.productId);

  /** Sets a product's quantity, in pieces; 0 takes it off the list. */
  const changeQuantity = async (item: ListItem, pieces: number) => {
    if (listId === undefined) return;
    setFailure(null);
    const { productId } = item.product;
    if (isLocal(item)) {
      if (pieces > 0 && (await quietly(ADD_PATH, () => save({ ...item, quantity: pieces }))))
        saidSaved();
      else if (pieces === 0) release(productId);
      return;
    }
    if (pieces > item.quantity) {
      // A larger quantity adds to the same line: it keeps its place.
      await quietly(ADD_PATH, () =>
        add.mutateAsync({ listId, items: [{ productId, quantity: pieces - item.quantity }] }),
      ).then(saidSaved, setFailure);
      return;
    }
    const lowered = { ...item, quantity: pieces };
    if (pieces === 0) release(productId);
    else {
      setPlaces((current) => ({ ...current, [productId]: current[productId] ?? item.itemId }));
      hold(lowered, 'saving');
    }
    const removal = () => remove.mutateAsync({ listId, items: [{ itemId: item.itemId }] });
    try {
      // Down to nothing, the server's own "removed" is what happened.
      await (pieces === 0 ? removal() : quietly(REMOVE_PATH, removal));
    } catch (error) {
      // Nothing changed on the server: its line shows again.
      release(productId);
      setFailure(error as Error);
      return;
    }
    if (pieces > 0 && (await quietly(ADD_PATH, () => save(lowered)))) saidSaved();
  };

  /** Takes a product off the list ("Rimuovi"). */
  const removeItem = (item: ListItem) => {
    if (listId === undefined) return;
    setFailure(null);
    release(item.product.productId);
    if (!isLocal(item))
      remove.mutate({ listId, items: [{ itemId: item.itemId }] }, { onError: setFailure });
  };

  const heldItems = Object.values(held);
  const unsaved = heldItems.filter((kept) => kept.state === 'failed').map((kept) => kept.item);
  return {
    items,
    changeQuantity,
    removeItem,
    /** Products shown on the page that the server has not got: their add failed. */
    unsaved,
    /** Sends the unsaved products again. */
    retry: () => unsaved.forEach((item) => void save(item)),
    /** A change is on its way. */
    busy: add.isPending || remove.isPending || heldItems.some((kept) => kept.state === 'saving'),
    /** The last change the server refused; a failed re-add shows in `unsaved` instead. */
    error: failure,
  };
}
