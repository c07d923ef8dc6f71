import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Cart } from '@carrello/sdk';

import { createTestContext } from '../testing/wrapper';
import { http, ok, server } from '../testing/server';
import { requestJson } from '../testing/request-text';
import { serveOk } from '../testing/served-call';
import { aCart, aCartItem, aProduct } from './cart-fixtures';
import { cartKeys } from './cart-keys';
import { useAddToCart } from './use-add-to-cart';
import { holdAnswer } from '../testing/hold-answer';
import { present } from '../testing/present';
import { expectRefusedLocally } from '../testing/refused-locally';

describe('useAddToCart', () => {
  it('sends the product and quantity, then caches the cart the server answers', async () => {
    const { wrapper, queryClient } = createTestContext();
    const answered = aCart({ cartItems: [aCartItem({ itemId: 70099, quantity: 2 })] });
    const bodies = serveOk({ post: '/ebsn/api/cart/add-product' }, answered, requestJson);
    queryClient.setQueryData(cartKeys.detail(), aCart());
    const { result } = renderHook(() => useAddToCart(), { wrapper });

    act(() => result.current.mutate({ product: aProduct({ productId: 100231 }), quantity: 2 }));

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(bodies).toEqual([{ items: [{ productId: 100231, quantity: 2 }] }]);
    expect(queryClient.getQueryData(cartKeys.detail())).toEqual(answered);
  });

  describe('while the server has not answered', () => {
    /** Holds the add-product answer (an empty cart) until the returned function is called. */
    function holdAddProductAnswer() {
      const answer = holdAnswer();
      server.use(
        http.post('/ebsn/api/cart/add-product', async () => {
          await answer.released;
          return Response.json(ok(aCart()));
        }),
      );
      return answer.release;
    }

    it('appends a provisional line built from the product and counts one more line', async () => {
      const { wrapper, queryClient } = createTestContext();
      const releaseAnswer = holdAddProductAnswer();
      queryClient.setQueryData(cartKeys.detail(), aCart({ cartItems: [aCartItem({ itemId: 1 })] }));
      const { result } = renderHook(() => useAddToCart(), { wrapper });
      const product = aProduct({ productId: 555, name: 'Latte intero' });

      act(() => result.current.mutate({ product, quantity: 3 }));

      await waitFor(() =>
        expect(queryClient.getQueryData<Cart>(cartKeys.detail())?.cartItems).toHaveLength(2),
      );
      const cart = present(queryClient.getQueryData<Cart>(cartKeys.detail()), 'the cart');
      expect(cart.totalItems).toBe(2);
      expect(cart.cartItems[1]).toMatchObject({ quantity: 3, product: { name: 'Latte intero' } });
      releaseAnswer();
      await waitFor(() => expect(result.current.isSuccess).toBe(true));
    });

    it('adds the quantity to the line that already holds the product', async () => {
      const { wrapper, queryClient } = createTestContext();
      const releaseAnswer = holdAddProductAnswer();
      const product = aProduct({ productId: 555 });
      queryClient.setQueryData(
        cartKeys.detail(),
        aCart({ cartItems: [aCartItem({ itemId: 1, product, quantity: 2 })] }),
      );
      const { result } = renderHook(() => useAddToCart(), { wrapper });

      act(() => result.current.mutate({ product, quantity: 1 }));

      await waitFor(() =>
        expect(queryClient.getQueryData<Cart>(cartKeys.detail())?.cartItems[0]?.quantity).toBe(3),
      );
      expect(queryClient.getQueryData<Cart>(cartKeys.detail())).toMatchObject({ totalItems: 1 });
      releaseAnswer();
      await waitFor(() => expect(result.current.isSuccess).toBe(true));
    });
  });

  // A refusal from the server puts the old lines back and tells the shopper: the table of
  // optimistic cart changes in cart-mutations.test.tsx.

  describe('more than a line holds (docs/requirements/cart.md)', () => {
    const loose = aProduct({ productId: 2001, productInfos: { TIPOLOGIA: 'Sfuso' } });

    /** Counts add-product requests, answering the cart; the cart is cached at a known time. */
    function setUp() {
      const context = createTestContext();
      const bodies = serveOk({ post: '/ebsn/api/cart/add-product' }, aCart(), requestJson);
      const before = aCart({ cartItems: [aCartItem({ itemId: 1 })] });
      context.queryClient.setQueryData(cartKeys.detail(), before, { updatedAt: 1 });
      const rendered = renderHook(() => useAddToCart(), { wrapper: context.wrapper });
      return { ...context, bodies, before, result: rendered.result };
    }

    it.each([
      ['1000 pieces', { product: aProduct(), quantity: 1000 }, 'Valore non valido per «quantity»'],
      ['101 kg', { product: loose, quantity: 1, weight: 101 }, 'Valore non valido per «weight»'],
    ])(
      'never sends %s, says what the server would and leaves the cart as it was',
      async (_, variables, message) => {
        const set = setUp();

        act(() => set.result.current.mutate(variables));

        await expectRefusedLocally(set, cartKeys.detail(), message);
      },
    );

    it('still sends 999 pieces, or 100 kg', async () => {
      const { result, bodies } = setUp();

      await act(() => result.current.mutateAsync({ product: aProduct(), quantity: 999 }));
      await act(() => result.current.mutateAsync({ product: loose, quantity: 1, weight: 100 }));

      expect(bodies).toEqual([
        { items: [{ productId: 100231, quantity: 999 }] },
        { items: [{ productId: 2001, quantity: 1, weight: 100 }] },
      ]);
    });
  });
});
