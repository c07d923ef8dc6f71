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
import { AlternativesDialog, CartItemList } from '@carrello/ui';

import { useCloseOnHistory } from '../shell/dialog-history';

function ItemAlternatives({ item, onClose }: { item: CartItem; onClose: () => void }) {
  const alternatives = useProductAlternatives(item.product.productId);
  useCloseOnHistory(true, onClose);
  return (
    <AlternativesDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      product={item.product}
      alternatives={alternatives.data?.products}
      loading={alternatives.isPending}
    />
  );
}

interface CartLinesProps {
  cart: Cart;
  /** The drawer or the checkout layout of the list. */
  variant?: 'drawer' | 'checkout';
}

/**
 * The cart's lines (spec 4.3) wired to the cart hooks: quantity, removal, the accept-alternatives
 * switches (ticking one opens the alternatives dialog) and the subscription plan deletion.
 */
export function CartLines({ cart, variant = 'drawer' }: CartLinesProps) {
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const setAccept = useSetAcceptAlternatives();
  const setAll = useSetAcceptAlternativesForAll();
  const deletePlan = useDeleteSubscriptionPlan();
  const [shown, setShown] = useState<CartItem | null>(null);
  const busy = [update.variables?.item, remove.variables?.item, setAccept.variables?.item]
    .filter((item, index) => item && [update, remove, setAccept][index]?.isPending)
    .map((item) => item!.itemId);
  return (
    <>
      <CartItemList
        items={cart.cartItems}
        variant={variant}
        hasAlternatives={hasProposedAlternatives}
        busyItemIds={busy}
        onQuantityChange={(item, quantity) => update.mutate({ item, quantity })}
        onRemove={(item) => remove.mutate({ item })}
        onAcceptAlternativesChange={(item, accept) => setAccept.mutate({ item, accept })}
        onAcceptAllAlternativesChange={(_items, accept) => setAll.mutate({ accept })}
        onAlternativesRequest={setShown}
        onDeleteSubscriptionPlan={(_item, planId) =>
          deletePlan.mutate({ subscriptionPlanId: Number(planId) })
        }
      />
      {shown ? <ItemAlternatives item={shown} onClose={() => setShown(null)} /> : null}
    </>
  );
}
