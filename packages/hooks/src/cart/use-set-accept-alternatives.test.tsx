import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createTestContext } from '../testing/wrapper';
import { http, ok, refused, server } from '../testing/server';
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
    const { wrapper, queryClient } = createTestContext();
    const bodies: unknown[] = [];
    const item = aCartItem({ itemId: 70011, product: withAlternatives });
    const answered = aCart({
      cartItems: [{ ...item, cartItemInfo: { accept_alternatives: 'true' } }],
    });
    server.use(
      http.post('/ebsn/api/cart/set-cart-item-info', async ({ request }) => {
        bodies.push(await request.json());
        return Response.json(ok(answered));
      }),
    );
    const { result } = renderHook(() => useSetAcceptAlternatives(), { wrapper });

    act(() => result.current.mutate({ item, accept: true }));

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(bodies).toEqual([{ name: 'accept_alternatives', value: 'true', items: [70011] }]);
    expect(queryClient.getQueryData(cartKeys.detail())).toEqual(answered);
  });

  it('refuses a line with editable false without a request (docs/requirements/cart.md)', async () => {
    const { wrapper } = createTestContext();
    let requests = 0;
    server.use(
      http.post('/ebsn/api/cart/set-cart-item-info', () => {
        requests += 1;
        return Response.json(ok(aCart()));
      }),
    );
    const { result } = renderHook(() => useSetAcceptAlternatives(), { wrapper });

    act(() => result.current.mutate({ item: aCartItem({ editable: false }), accept: true }));

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(
      'Questo prodotto non può essere modificato o rimosso dal carrello.',
    );
    expect(requests).toBe(0);
  });

  it("shows the server's Italian refusal as a notice", async () => {
    const { wrapper, notify } = createTestContext();
    server.use(
      http.post('/ebsn/api/cart/set-cart-item-info', () =>
        Response.json(refused('Il carrello è bloccato per il pagamento.'), { status: 409 }),
      ),
    );
    const { result } = renderHook(() => useSetAcceptAlternatives(), { wrapper });

    act(() => result.current.mutate({ item: aCartItem(), accept: false }));

    await waitFor(() =>
      expect(result.current.error?.message).toBe('Il carrello è bloccato per il pagamento.'),
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
    const bodies: unknown[] = [];
    const answered = aCart({ cartId: 9 });
    server.use(
      http.post('/ebsn/api/cart/set-cart-item-info', async ({ request }) => {
        bodies.push(await request.json());
        return Response.json(ok(answered));
      }),
    );
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
    let requests = 0;
    server.use(
      http.post('/ebsn/api/cart/set-cart-item-info', () => {
        requests += 1;
        return Response.json(ok(aCart()));
      }),
    );
    const cart = aCart({ cartItems: [aCartItem({ product: aProduct() })] });
    queryClient.setQueryData(cartKeys.detail(), cart);
    const { result } = renderHook(() => useSetAcceptAlternativesForAll(), { wrapper });

    act(() => result.current.mutate({ accept: false }));

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(requests).toBe(0);
    expect(result.current.data).toEqual(cart);
  });

  it('loads the cart first when none is cached', async () => {
    const { wrapper } = createTestContext();
    const bodies: unknown[] = [];
    server.use(
      http.get('/ebsn/api/cart/view', () =>
        Response.json(
          ok(aCart({ cartItems: [aCartItem({ itemId: 4, product: withAlternatives })] })),
        ),
      ),
      http.post('/ebsn/api/cart/set-cart-item-info', async ({ request }) => {
        bodies.push(await request.json());
        return Response.json(ok(aCart()));
      }),
    );
    const { result } = renderHook(() => useSetAcceptAlternativesForAll(), { wrapper });

    act(() => result.current.mutate({ accept: false }));

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(bodies).toEqual([{ name: 'accept_alternatives', value: 'false', items: [4] }]);
  });

  it("shows the server's Italian refusal as a notice", async () => {
    const { wrapper, queryClient, notify } = createTestContext();
    server.use(
      http.post('/ebsn/api/cart/set-cart-item-info', () =>
        Response.json(refused('Operazione non consentita.')),
      ),
    );
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
