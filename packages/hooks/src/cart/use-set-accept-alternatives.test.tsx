import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createTestContext, renderUntilError, renderUntilSuccess } from '../testing/wrapper';
import { serveOk } from '../testing/served-call';
import { expectServerRefusal, serveRefusal } from '../testing/server-refusal';
import { requestJson } from '../testing/request-text';
import { aCart, aCartItem, aProduct } from './cart-fixtures';
import { cartKeys } from './cart-keys';
import { hasProposedAlternatives } from './cart-mutations';
import {
  useSetAcceptAlternatives,
  useSetAcceptAlternativesForAll,
} from './use-set-accept-alternatives';

const withAlternatives = aProduct({ hasAlternatives: true, proposedAlternatives: [200, 201] });

describe('useSetAcceptAlternatives', () => {
  it("sets accept_alternatives 'true' on the line and caches the answered cart", async () => {
    const item = aCartItem({ itemId: 70011, product: withAlternatives });
    const answered = aCart({
      cartItems: [{ ...item, cartItemInfo: { accept_alternatives: 'true' } }],
    });
    const bodies = serveOk({ post: '/ebsn/api/cart/set-cart-item-info' }, answered, requestJson);
    const { queryClient } = await renderUntilSuccess(
      () => useSetAcceptAlternatives(),
      (hook) => hook.mutate({ item, accept: true }),
    );
    expect(bodies).toEqual([{ name: 'accept_alternatives', value: 'true', items: [70011] }]);
    expect(queryClient.getQueryData(cartKeys.detail())).toEqual(answered);
  });

  it('refuses a line with editable false without a request (docs/requirements/cart.md)', async () => {
    const requests = serveOk({ post: '/ebsn/api/cart/set-cart-item-info' }, aCart());
    const { result } = await renderUntilError(
      () => useSetAcceptAlternatives(),
      (hook) => hook.mutate({ item: aCartItem({ editable: false }), accept: true }),
    );
    expect(result.current.error?.message).toBe(
      'Questo prodotto non può essere modificato o rimosso dal carrello.',
    );
    expect(requests).toEqual([]);
  });

  it("shows the server's Italian refusal as a notice", async () => {
    const { notify } = await expectServerRefusal(
      {
        post: '/ebsn/api/cart/set-cart-item-info',
        status: 409,
        message: 'Il carrello è bloccato per il pagamento.',
      },
      () => useSetAcceptAlternatives(),
      (hook) => hook.mutate({ item: aCartItem(), accept: false }),
    );
    expect(notify).toHaveBeenCalledWith({
      type: 'error',
      message: 'Il carrello è bloccato per il pagamento.',
    });
  });
});

describe('useSetAcceptAlternativesForAll', () => {
  it('sends only the editable, non-promo lines of ordinary nature that have alternatives (docs/requirements/cart.md)', async () => {
    const { wrapper, queryClient } = createTestContext();
    const answered = aCart({ cartId: 9 });
    const bodies = serveOk({ post: '/ebsn/api/cart/set-cart-item-info' }, answered, requestJson);
    const nature = (id: string) =>
      aProduct({ ...withAlternatives, productInfos: { PRODUCT_NATURE_ID: id } });
    queryClient.setQueryData(
      cartKeys.detail(),
      aCart({
        cartItems: [
          aCartItem({ itemId: 1, product: withAlternatives }),
          aCartItem({ itemId: 2, product: aProduct({ proposedAlternatives: [300] }) }),
          aCartItem({ itemId: 3, product: withAlternatives, editable: false }),
          aCartItem({
            itemId: 4,
            product: aProduct({ ...withAlternatives, warehousePromo: { promoType: '6I01P' } }),
          }),
          aCartItem({ itemId: 5, product: nature('rewards') }),
          aCartItem({ itemId: 6, product: nature('8') }),
          aCartItem({ itemId: 7, product: nature('10') }),
          aCartItem({ itemId: 8, product: aProduct({ hasAlternatives: false }) }),
        ],
      }),
    );
    const { result } = renderHook(() => useSetAcceptAlternativesForAll(), { wrapper });

    act(() => result.current.mutate({ accept: true }));

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(bodies).toEqual([{ name: 'accept_alternatives', value: 'true', items: [1, 2] }]);
    expect(queryClient.getQueryData(cartKeys.detail())).toEqual(answered);
  });

  it('sends nothing when no line is eligible', async () => {
    const { wrapper, queryClient } = createTestContext();
    const requests = serveOk({ post: '/ebsn/api/cart/set-cart-item-info' }, aCart());
    const cart = aCart({ cartItems: [aCartItem({ product: aProduct() })] });
    queryClient.setQueryData(cartKeys.detail(), cart);
    const { result } = renderHook(() => useSetAcceptAlternativesForAll(), { wrapper });

    act(() => result.current.mutate({ accept: false }));

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(requests).toEqual([]);
    expect(result.current.data).toEqual(cart);
  });

  it('loads the cart first when none is cached', async () => {
    serveOk(
      { get: '/ebsn/api/cart/view' },
      aCart({ cartItems: [aCartItem({ itemId: 4, product: withAlternatives })] }),
    );
    const bodies = serveOk({ post: '/ebsn/api/cart/set-cart-item-info' }, aCart(), requestJson);
    await renderUntilSuccess(
      () => useSetAcceptAlternativesForAll(),
      (hook) => hook.mutate({ accept: false }),
    );
    expect(bodies).toEqual([{ name: 'accept_alternatives', value: 'false', items: [4] }]);
  });

  it("shows the server's Italian refusal as a notice", async () => {
    const { wrapper, queryClient, notify } = createTestContext();
    serveRefusal({
      post: '/ebsn/api/cart/set-cart-item-info',
      message: 'Operazione non consentita.',
    });
    queryClient.setQueryData(
      cartKeys.detail(),
      aCart({ cartItems: [aCartItem({ product: withAlternatives })] }),
    );
    const { result } = renderHook(() => useSetAcceptAlternativesForAll(), { wrapper });

    act(() => result.current.mutate({ accept: true }));

    await waitFor(() => expect(result.current.error?.message).toBe('Operazione non consentita.'));
    expect(notify).toHaveBeenCalledWith({ type: 'error', message: 'Operazione non consentita.' });
  });
});

describe('hasProposedAlternatives', () => {
  it('reads hasAlternatives or a non-empty proposedAlternatives', () => {
    expect(
      hasProposedAlternatives(aCartItem({ product: aProduct({ hasAlternatives: true }) })),
    ).toBe(true);
    expect(
      hasProposedAlternatives(aCartItem({ product: aProduct({ proposedAlternatives: [1] }) })),
    ).toBe(true);
    expect(
      hasProposedAlternatives(aCartItem({ product: aProduct({ proposedAlternatives: [] }) })),
    ).toBe(false);
  });
});
