import { useMutation, useQueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { delay } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { aCart } from '../cart/cart-fixtures';
import { cartKeys } from '../cart/cart-keys';
import { cartMutations } from '../cart/cart-mutations';
import { useCarrelloClient } from '../provider';
import { http, ok, server } from '../testing/server';
import { serveOk } from '../testing/served-call';
import { createTestContext } from '../testing/wrapper';
import { checkoutMutations } from './checkout-mutations';
import { usePlaceOrder } from './use-place-order';

describe('checkoutMutations', () => {
  it('buy marks the cart stale once the purchase is answered', async () => {
    serveOk({ post: '/ebsn/api/cart/buy' }, { orderId: 90210 });
    const { wrapper, queryClient } = createTestContext();
    queryClient.setQueryData(cartKeys.detail(), aCart({ cartId: 5531 }));
    const { result } = renderHook(
      () => useMutation(checkoutMutations.buy(useCarrelloClient(), useQueryClient())),
      { wrapper },
    );

    act(() => result.current.mutate({ payment_type_id: 12, idempotency_key: 'cart-5531-1' }));

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.orderId).toBe(90210);
    expect(queryClient.getQueryState(cartKeys.detail())?.isInvalidated).toBe(true);
  });

  describe('when the shopper confirms while a cart change is still on its way', () => {
    it('locks and buys only after the server has answered that change', async () => {
      const events: string[] = [];
      server.use(
        http.post('/ebsn/api/cart/set-cart-info', async () => {
          events.push('set-cart-info');
          await delay(50);
          events.push('set-cart-info answered');
          return Response.json(ok(aCart({ cartId: 5531 })));
        }),
        http.post('/ebsn/api/cart/lock', () => {
          events.push('lock');
          return Response.json(ok(aCart({ cartId: 5531, cartStatusId: 2, locked: true })));
        }),
        http.post('/ebsn/api/cart/buy', () => {
          events.push('buy');
          return Response.json(ok({ orderId: 90210 }));
        }),
      );
      const { wrapper, queryClient } = createTestContext();
      queryClient.setQueryData(cartKeys.detail(), aCart({ cartId: 5531 }));
      const navigate = vi.fn();
      const { result } = renderHook(
        () => ({
          setInfo: useMutation(cartMutations.setInfo(useCarrelloClient(), useQueryClient())),
          checkout: usePlaceOrder({ navigate }),
        }),
        { wrapper },
      );

      act(() => result.current.setInfo.mutate({ property: 'order_comment', value: 'Citofono' }));
      await act(() => result.current.checkout.placeOrder());

      expect(events).toEqual(['set-cart-info', 'set-cart-info answered', 'lock', 'buy']);
      expect(navigate).toHaveBeenCalledWith('/cart/payment-completed/90210');
    });
  });
});
