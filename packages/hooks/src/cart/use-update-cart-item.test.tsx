import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Cart } from '@carrello/sdk';

import { createTestContext } from '../testing/wrapper';
import { holdAnswer } from '../testing/hold-answer';
import { http, ok, server } from '../testing/server';
import { requestJson } from '../testing/request-text';
import { serveOk } from '../testing/served-call';
import { aCart, aCartItem, aProduct } from './cart-fixtures';
import { CartRuleError } from './cart-errors';
import { cartKeys } from './cart-keys';
import { useUpdateCartItem } from './use-update-cart-item';
import { expectRefusedLocally } from '../testing/refused-locally';

describe('useUpdateCartItem', () => {
  it('sends the new quantity, shows it at once and then caches the answered cart', async () => {
    const { wrapper, queryClient } = createTestContext();
    const bodies: unknown[] = [];
    const answer = holdAnswer();
    const item = aCartItem({ itemId: 70011, quantity: 1 });
    const answered = aCart({ cartItems: [{ ...item, quantity: 4 }], grossTotal: 4.8 });
    server.use(
      http.post('/ebsn/api/cart/update-product', async ({ request }) => {
        bodies.push(await request.json());
        await answer.released;
        return Response.json(ok(answered));
      }),
    );
    queryClient.setQueryData(cartKeys.detail(), aCart({ cartItems: [item] }));
    const { result } = renderHook(() => useUpdateCartItem(), { wrapper });

    act(() => result.current.mutate({ item, quantity: 4 }));

    await waitFor(() =>
      expect(queryClient.getQueryData<Cart>(cartKeys.detail())?.cartItems[0]?.quantity).toBe(4),
    );
    answer.release();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(bodies).toEqual([{ items: [{ itemId: 70011, quantity: 4 }] }]);
    expect(queryClient.getQueryData(cartKeys.detail())).toEqual(answered);
  });

  // A refusal from the server puts the old lines back and tells the shopper: the table of
  // optimistic cart changes in cart-mutations.test.tsx.

  describe('refuses locally, without a request (docs/requirements/cart.md)', () => {
    it('a line with editable false', async () => {
      const { wrapper, queryClient, notify } = createTestContext();
      const requests = serveOk({ post: '/ebsn/api/cart/update-product' }, aCart());
      const item = aCartItem({ editable: false, quantity: 1 });
      const before = aCart({ cartItems: [item] });
      queryClient.setQueryData(cartKeys.detail(), before);
      const { result } = renderHook(() => useUpdateCartItem(), { wrapper });

      act(() => result.current.mutate({ item, quantity: 2 }));

      await waitFor(() => expect(result.current.isError).toBe(true));
      expect(result.current.error).toBeInstanceOf(CartRuleError);
      expect(result.current.error?.message).toBe(
        'Questo prodotto non può essere modificato o rimosso dal carrello.',
      );
      expect(notify).toHaveBeenCalledWith({
        type: 'error',
        message: 'Questo prodotto non può essere modificato o rimosso dal carrello.',
      });
      expect(requests).toEqual([]);
      expect(queryClient.getQueryData(cartKeys.detail())).toEqual(before);
    });

    it.each(['8', '10'])('a line of nature %s, which has no quantity controls', async (nature) => {
      const { wrapper } = createTestContext();
      const requests = serveOk({ post: '/ebsn/api/cart/update-product' }, aCart());
      const item = aCartItem({
        product: aProduct({ productInfos: { PRODUCT_NATURE_ID: nature } }),
      });
      const { result } = renderHook(() => useUpdateCartItem(), { wrapper });

      act(() => result.current.mutate({ item, quantity: 2 }));

      await waitFor(() => expect(result.current.isError).toBe(true));
      expect(result.current.error?.message).toBe(
        'La quantità di questo prodotto non può essere cambiata.',
      );
      expect(requests).toEqual([]);
    });

    describe('more than a line holds', () => {
      const loose = aProduct({ productId: 2001, productInfos: { TIPOLOGIA: 'Sfuso' } });

      /** Counts update-product requests; the cart is cached at a known time. */
      function setUp() {
        const context = createTestContext();
        const bodies = serveOk({ post: '/ebsn/api/cart/update-product' }, aCart(), requestJson);
        const item = aCartItem({ itemId: 70011, quantity: 5 });
        const looseItem = aCartItem({ itemId: 70012, quantity: 1, weight: 2, product: loose });
        const before = aCart({ cartItems: [item, looseItem] });
        context.queryClient.setQueryData(cartKeys.detail(), before, { updatedAt: 1 });
        const rendered = renderHook(() => useUpdateCartItem(), { wrapper: context.wrapper });
        return { ...context, bodies, before, item, looseItem, result: rendered.result };
      }

      it.each([
        ['1000 pieces', 'item', { quantity: 1000 }, 'Valore non valido per «quantity»'],
        ['101 kg', 'looseItem', { quantity: 1, weight: 101 }, 'Valore non valido per «weight»'],
      ] as const)(
        'never sends %s, says what the server would and leaves the cart as it was',
        async (_, line, change, message) => {
          const set = setUp();

          act(() => set.result.current.mutate({ item: set[line], ...change }));

          await expectRefusedLocally(set, cartKeys.detail(), message);
        },
      );

      it('still sends 999 pieces, or 100 kg', async () => {
        const { result, bodies, item, looseItem } = setUp();

        await act(() => result.current.mutateAsync({ item, quantity: 999 }));
        await act(() => result.current.mutateAsync({ item: looseItem, quantity: 1, weight: 100 }));

        expect(bodies).toEqual([
          { items: [{ itemId: 70011, quantity: 999 }] },
          { items: [{ itemId: 70012, quantity: 1, weight: 100 }] },
        ]);
      });
    });
  });
});
