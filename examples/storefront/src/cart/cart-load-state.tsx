import type { useCart } from '@carrello/hooks';
import { Skeleton } from '@carrello/ui';

import { QueryErrorState } from '../shell/query-error-state';

/**
 * What the cart drawer, the cart page and the payment page show before the cart is there: a
 * skeleton while it loads, an error with "Riprova" when it could not be read (docs/requirements/errors.md).
 */
export function CartLoadState({
  cart,
  height = 240,
}: {
  cart: ReturnType<typeof useCart>;
  height?: number;
}) {
  if (cart.isPending) return <Skeleton height={height} />;
  if (cart.isError && !cart.data)
    return (
      <QueryErrorState title="Carrello non disponibile" message={cart.error.message} query={cart} />
    );
  return null;
}
