import { useMutation, useQueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { cartKeys } from '../cart/cart-keys';
import { CART_MUTATION_SCOPE } from '../cart/cart-mutations';
import { useCarrelloClient } from '../provider';
import { serveOk } from '../testing/served-call';
import { createTestContext } from '../testing/wrapper';
import { aCart } from '../cart/cart-fixtures';
import { order } from './profile-fixtures';
import { orderKeys } from './profile-keys';
import {
  giftMutations,
  listMutationKeys,
  listMutations,
  orderMutations,
  subscriptionMutations,
} from './profile-mutations';

describe('profile mutation factories', () => {
  it('listMutations.addToCart writes the answered cart, in the cart scope', async () => {
    const answered = aCart({ totalItems: 2 });
    serveOk({ post: '/ebsn/api/wishlist/add-to-cart' }, answered);
    const { wrapper, queryClient } = createTestContext();
    const { result } = renderHook(
      () => useMutation(listMutations.addToCart(useCarrelloClient(), useQueryClient())),
      { wrapper },
    );

    act(() => result.current.mutate({ listId: 3 }));

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData(cartKeys.detail())).toEqual(answered);
    const [mutation] = queryClient.getMutationCache().findAll({
      mutationKey: listMutationKeys.addToCart(),
    });
    expect(mutation?.options.scope).toEqual({ id: 'carrello-cart' });
  });

  it('orderMutations.cancel caches the answered order under its detail key', async () => {
    const cancelled = { ...order, orderStatusDescr: 'Annullato' };
    serveOk({ post: '/ebsn/api/order/delete' }, cancelled);
    const { wrapper, queryClient } = createTestContext();
    const { result } = renderHook(
      () => useMutation(orderMutations.cancel(useCarrelloClient(), useQueryClient())),
      { wrapper },
    );

    act(() => result.current.mutate({ orderId: order.orderId }));

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData(orderKeys.detail(order.orderId))).toEqual(cancelled);
  });

  it('give the changes of the cart (gift codes, plans, orders into the cart) the cart scope', () => {
    const { client, queryClient } = createTestContext();
    for (const options of [
      giftMutations.redeem(client, queryClient),
      giftMutations.remove(client, queryClient),
      orderMutations.edit(client, queryClient),
      orderMutations.reorder(client, queryClient),
      subscriptionMutations.add(client, queryClient),
      subscriptionMutations.delete(client, queryClient),
    ]) {
      expect(options.scope).toBe(CART_MUTATION_SCOPE);
    }
    expect(orderMutations.cancel(client, queryClient).scope).toBeUndefined();
  });
});
