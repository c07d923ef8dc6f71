// Internal: the snapshot and rollback of the optimistic cart changes.
import type { QueryClient } from '@tanstack/react-query';

import type { Cart } from '@carrello/sdk';

import { cartKeys } from './cart-keys';

/** What optimistic cart mutations keep to roll back. */
export interface CartSnapshot {
  /** The cart as it was before the optimistic change; undefined when none was cached. */
  previous: Cart | undefined;
}

/** Stops cart fetches in flight (they would overwrite the optimistic cart) and snapshots it. */
export async function snapshotCart(queryClient: QueryClient): Promise<CartSnapshot> {
  await queryClient.cancelQueries({ queryKey: cartKeys.all });
  return { previous: queryClient.getQueryData<Cart>(cartKeys.detail()) };
}

/** Puts back the cart of a snapshot. */
export function restoreCart(queryClient: QueryClient, snapshot: CartSnapshot | undefined): void {
  if (snapshot?.previous) queryClient.setQueryData(cartKeys.detail(), snapshot.previous);
}
