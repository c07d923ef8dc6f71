// Internal: the cart the server last answered, kept while optimistic cart changes are queued.
import { hashKey, type QueryClient } from '@tanstack/react-query';

import type { Cart } from '@carrello/sdk';

import { cartKeys } from './cart-keys';

/** What optimistic cart mutations keep to roll back. */
export interface CartSnapshot {
  /** The cart as it was before the optimistic change; undefined when none was cached. */
  previous: Cart | undefined;
}

/**
 * The scope every change of the cart shares (`CART_MUTATION_SCOPE` re-exports it): mutations of
 * one scope run one after the other, in the order they were called.
 */
export const CART_SCOPE_ID = 'carrello-cart';

/**
 * Per query client, during a run of queued cart changes: the cart as the server last answered it
 * (or as it was cached before the first optimistic change). TanStack runs a queued mutation's
 * `onMutate` when it is called, not when its turn comes, so each change's own snapshot holds the
 * optimistic changes queued before it; a failure must go back to this cart instead.
 */
const confirmedCarts = new WeakMap<QueryClient, Cart>();

/**
 * Whether a cart change other than the one calling is still waiting or running. The answer of
 * a change is written to the cache only when it is the last one: the earlier answers predate
 * the optimistic changes still queued, and would show the cart going back for a moment.
 */
function moreCartChangesPending(queryClient: QueryClient): boolean {
  const pending = queryClient.getMutationCache().findAll({
    status: 'pending',
    predicate: (m) => m.options.scope?.id === CART_SCOPE_ID,
  });
  return pending.length > 1;
}

/** Stops cart fetches in flight (they would overwrite the optimistic cart) and snapshots it. */
export async function snapshotCart(queryClient: QueryClient): Promise<CartSnapshot> {
  await queryClient.cancelQueries({ queryKey: cartKeys.all });
  const previous = queryClient.getQueryData<Cart>(cartKeys.detail());
  // The first change of a run finds the cart as the server gave it; a later one finds it drawn.
  if (!moreCartChangesPending(queryClient)) confirmedCarts.delete(queryClient);
  if (previous && !confirmedCarts.has(queryClient)) confirmedCarts.set(queryClient, previous);
  return { previous };
}

/** Writes the server's cart, unless a later cart change will write a newer one (internal). */
export function writeLatestCart(queryClient: QueryClient, cart: Cart): void {
  if (moreCartChangesPending(queryClient)) {
    confirmedCarts.set(queryClient, cart);
    return;
  }
  confirmedCarts.delete(queryClient);
  queryClient.setQueryData(cartKeys.detail(), cart);
}

/**
 * After a cart change fails: when it is the last one queued, the cart goes back to what the
 * server last answered (dropping every optimistic change the server did not confirm) and is
 * asked again, in case the failed request reached the server; an earlier failure waits for the
 * later changes, whose answers come from the server.
 */
export function settleFailedCartChange(queryClient: QueryClient): void {
  if (moreCartChangesPending(queryClient)) return;
  const confirmed = confirmedCarts.get(queryClient);
  if (!confirmed) return;
  confirmedCarts.delete(queryClient);
  queryClient.setQueryData(cartKeys.detail(), confirmed);
  void queryClient.invalidateQueries({ queryKey: cartKeys.detail() });
}

/**
 * Marks the cart's queries stale and refetches those on screen (internal), for a change in the
 * cart's scope that does not answer the cart; the cart itself is left to a later cart change
 * when one is queued, since refetching it now would undo that change's optimistic update.
 */
export function invalidateLatestCart(queryClient: QueryClient): Promise<void> {
  const later = moreCartChangesPending(queryClient);
  if (!later) confirmedCarts.delete(queryClient);
  const detail = hashKey(cartKeys.detail());
  return queryClient.invalidateQueries({
    queryKey: cartKeys.all,
    predicate: (query) => !later || query.queryHash !== detail,
  });
}
