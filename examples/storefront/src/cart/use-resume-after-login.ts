import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { productQueries, useAddToCart, useCarrelloClient } from '@carrello/hooks';
import type { Cart } from '@carrello/sdk';

import type { DeliveryStep } from '../shell/shell-context';
import { takeAfterLogin } from './after-login';

/**
 * Carries on, once signed in, what the shopper started before (docs/requirements/app-shell.md): the cart button goes on
 * to the address choice (then the time slot); an "Aggiungi" adds its product and then opens the
 * address choice. A product that cannot be added shows the cart's error toast.
 */
export function useResumeAfterLogin(
  isAuthenticated: boolean,
  cart: Cart | undefined,
  openDelivery: (step: DeliveryStep) => void,
): void {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  const { mutateAsync: addToCart } = useAddToCart();
  const ready = isAuthenticated && cart !== undefined;
  const hasAddress = Boolean(cart?.shippingAddress);
  const hasTimeslot = Boolean(cart?.timeslot);

  useEffect(() => {
    if (!ready) return;
    const action = takeAfterLogin();
    if (action === null) return;
    if (action === 'delivery') {
      if (!hasAddress) openDelivery('address');
      else if (!hasTimeslot) openDelivery('timeslot');
      return;
    }
    void queryClient
      .fetchQuery(productQueries.detailById(client, action.add))
      .then((product) => addToCart({ product, quantity: 1 }))
      .catch(() => undefined)
      .finally(() => openDelivery('address'));
    // Runs once per sign-in: the action is taken (and forgotten) on the first run.
  }, [ready, hasAddress, hasTimeslot, openDelivery, queryClient, client, addToCart]);
}
