import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { anonymous, mario } from '../session/session-fixtures';
import { useSession } from '../session/use-session';
import { createTestContext } from '../testing/wrapper';
import { serveOk } from '../testing/served-call';
import { http, ok, server } from '../testing/server';
import { serveRefusal } from '../testing/server-refusal';
import { aCart, aCartItem } from './cart-fixtures';
import { selectCartCount, useCart, useCartCount } from './use-cart';

function signedIn() {
  serveOk({ get: '/ebsn/api/auth/test' }, { user: mario });
}

describe('useCart', () => {
  it('asks nothing for an anonymous visitor', async () => {
    const { wrapper } = createTestContext();
    let cartRequests = 0;
    server.use(
      http.get('/ebsn/api/auth/test', () => Response.json(ok({ user: anonymous }))),
      http.get('/ebsn/api/cart/view', () => {
        cartRequests += 1;
        return new Response(null, { status: 401 });
      }),
    );
    const { result } = renderHook(() => ({ cart: useCart(), session: useSession() }), {
      wrapper,
    });

    await waitFor(() => expect(result.current.session.data?.isAuthenticated).toBe(false));
    expect(result.current.cart.fetchStatus).toBe('idle');
    expect(result.current.cart.isError).toBe(false);
    expect(cartRequests).toBe(0);
  });

  it("gives the server's cart", async () => {
    const { wrapper } = createTestContext();
    signedIn();
    serveOk({ get: '/ebsn/api/cart/view' }, aCart({ cartId: 42 }));
    const { result } = renderHook(() => useCart(), { wrapper });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.cartId).toBe(42);
  });

  it("exposes the server's Italian refusal as the error", async () => {
    const { wrapper } = createTestContext();
    signedIn();
    serveRefusal({ get: '/ebsn/api/cart/view', message: 'Sessione scaduta.' });
    const { result } = renderHook(() => useCart(), { wrapper });

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('Sessione scaduta.');
  });
});

describe('useCartCount', () => {
  it('gives the number of lines and its Italian text', async () => {
    const { wrapper } = createTestContext();
    signedIn();
    const cart = aCart({ cartItems: [aCartItem({ itemId: 1 }), aCartItem({ itemId: 2 })] });
    serveOk({ get: '/ebsn/api/cart/view' }, cart);
    const { result } = renderHook(() => useCartCount(), { wrapper });

    await waitFor(() => expect(result.current.data).toEqual({ count: 2, text: '2 prodotti' }));
  });

  it('shares one request with useCart', async () => {
    const { wrapper } = createTestContext();
    signedIn();
    const requests = serveOk({ get: '/ebsn/api/cart/view' }, aCart());
    const { result } = renderHook(() => [useCart(), useCartCount()] as const, { wrapper });

    await waitFor(() => expect(result.current[1].data?.text).toBe('Nessun prodotto'));
    expect(requests).toHaveLength(1);
  });
});

describe('selectCartCount', () => {
  it('reads "1 prodotto" for a cart of one line', () => {
    expect(selectCartCount(aCart({ cartItems: [aCartItem()] }))).toEqual({
      count: 1,
      text: '1 prodotto',
    });
  });
});
