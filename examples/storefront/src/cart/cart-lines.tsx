import { useState } from 'react';

import {
  hasProposedAlternatives,
  useDeleteSubscriptionPlan,
  useProductAlternatives,
  useRemoveCartItem,
  useSetAcceptAlternatives,
  useSetAcceptAlternativesForAll,
  useUpdateCartItem,
} from '@carrello/hooks';
import type { Cart, CartItem } from '@carrello/sdk';
import { CartItemList } from '@carrello/ui';

import { useCloseOnHistory } from '../shell/dialog-history';
import { ItemNote } from './cart-notes';

interface CartLinesProps {
  cart: Cart;
  /** The drawer or the checkout layout of the list. */
  variant?: 'drawer' | 'checkout';
}

/**
 * The cart's lines (docs/requirements/cart.md) wired to the cart hooks: quantity, removal, the
 * accept-alternatives switches (ticking one opens the alternatives dialog, which a back
 * navigation closes again) and the subscription plan deletion.
 */
export function CartLines({ cart, variant = 'drawer' }: CartLinesProps) {
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const setAccept = useSetAcceptAlternatives();
  const setAll = useSetAcceptAlternativesForAll();
  const deletePlan = useDeleteSubscriptionPlan();
  const [shown, setShown] = useState<CartItem | null>(null);
  const productId = shown?.product.productId ?? 0;
  const alternatives = useProductAlternatives(productId, { enabled: shown !== null });
  useCloseOnHistory(shown !== null, () => setShown(null));
  const busy = [update.variables?.item, remove.variables?.item, setAccept.variables?.item]
    .filter((item, index) => item && [update, remove, setAccept][index]?.isPending)
    .map((item) => item!.itemId);
  return (
    <CartItemList
      items={cart.cartItems}
      variant={variant}
      hasAlternatives={hasProposedAlternatives}
      busyItemIds={busy}
      onQuantityChange={(item, quantity) => update.mutate({ item, quantity })}
      onWeightChange={(item, weight) => update.mutate({ item, quantity: 1, weight })}
      onRemove={(item) => remove.mutate({ item })}
      onAcceptAlternativesChange={(item, accept) => setAccept.mutate({ item, accept })}
      onAcceptAllAlternativesChange={(_items, accept) => setAll.mutate({ accept })}
      alternativesItem={shown}
      onAlternativesItemChange={setShown}
      // A failed load shows "no alternatives" rather than a skeleton that never ends.
      alternatives={{
        [productId]: alternatives.isError ? [] : alternatives.data?.products,
      }}
      renderItemExtra={(item) => <ItemNote item={item} />}
      onDeleteSubscriptionPlan={(_item, planId) =>
        deletePlan.mutate({ subscriptionPlanId: Number(planId) })
      }
    />
  );
}
