import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { NETWORK_ERROR_MESSAGE } from '@carrello/sdk';

import { aCart } from '../cart/cart-fixtures';
import { cartKeys } from '../cart/cart-keys';
import { createTestContext } from '../testing/wrapper';
import { http, ok, refused, server } from '../testing/server';
import { serveOk } from '../testing/served-call';
import { PLACE_ORDER_MESSAGES, usePlaceOrder, type PlaceOrderResult } from './use-place-order';
import { requestForm } from '../testing/request-text';

/** Answers lock with a locked cart and counts lock and buy requests; buy answers `buyAnswer`. */
function checkoutServer(buyAnswer: () => Response) {
  const seen = { locks: 0, buys: [] as Array<Record<string, string>> };
  server.use(
    http.post('/ebsn/api/cart/lock', () => {
      seen.locks += 1;
      return Response.json(ok(aCart({ cartStatusId: 2, locked: true })));
    }),
    http.post('/ebsn/api/cart/buy', async ({ request }) => {
      seen.buys.push(await requestForm(request));
      return buyAnswer();
    }),
  );
  return seen;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('usePlaceOrder', () => {
  describe('when the order is paid without a provider page', () => {
    it('locks, buys with payment type 12 and a key tied to the cart, and goes to the completed route', async () => {
      const { wrapper, queryClient } = createTestContext();
      const seen = checkoutServer(() => Response.json(ok({ orderId: 90210 })));
      queryClient.setQueryData(cartKeys.detail(), aCart({ cartId: 5531 }));
      const navigate = vi.fn();
      const onSettled = vi.fn();
      const { result } = renderHook(() => usePlaceOrder({ navigate, onSettled }), { wrapper });

      let outcome: PlaceOrderResult | undefined;
      await act(async () => {
        outcome = await result.current.placeOrder();
      });

      expect(outcome).toEqual({ status: 'completed', orderId: 90210 });
      expect(seen.locks).toBe(1);
      expect(seen.buys).toEqual([
        {
          payment_type_id: '12',
          idempotency_key: expect.stringMatching(/^cart-5531-\d+$/) as string,
        },
      ]);
      expect(navigate).toHaveBeenCalledWith('/cart/payment-completed/90210');
      expect(onSettled).toHaveBeenCalledWith({ status: 'completed', orderId: 90210 });
      expect(result.current.isPending).toBe(false);
      expect(result.current.error).toBeNull();
    });

    it('reads the order id from order.orderId when orderId is missing', async () => {
      const { wrapper, queryClient } = createTestContext();
      checkoutServer(() => Response.json(ok({ order: { orderId: 777 } })));
      queryClient.setQueryData(cartKeys.detail(), aCart());
      const navigate = vi.fn();
      const { result } = renderHook(() => usePlaceOrder({ navigate }), { wrapper });

      await act(() => result.current.placeOrder());

      expect(navigate).toHaveBeenCalledWith('/cart/payment-completed/777');
    });

    it('loads the cart first when none is cached, and buys with the chosen payment type', async () => {
      const { wrapper } = createTestContext();
      serveOk({ get: '/ebsn/api/cart/view' }, aCart({ cartId: 12 }));
      const seen = checkoutServer(() => Response.json(ok({ orderId: 1 })));
      const navigate = vi.fn();
      const { result } = renderHook(
        () => usePlaceOrder({ navigate, paymentTypeId: 25, paymentAuthId: 301 }),
        { wrapper },
      );

      await act(() => result.current.placeOrder());

      expect(seen.buys).toEqual([
        {
          payment_type_id: '25',
          payment_auth_id: '301',
          idempotency_key: expect.stringMatching(/^cart-12-\d+$/) as string,
        },
      ]);
    });
  });

  describe('when the purchase answers a payment URL', () => {
    it('posts the parameters to the provider 100 ms later (docs/requirements/checkout.md step 5)', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { wrapper, queryClient } = createTestContext();
      let boughtAt = 0;
      checkoutServer(() => {
        boughtAt = Date.now();
        return Response.json(
          ok({
            orderId: 90210,
            paymentUrl: 'https://pagamenti.carrello.dev/checkout',
            paymentParameters: { token: 'abc', amount: '1362' },
          }),
        );
      });
      queryClient.setQueryData(cartKeys.detail(), aCart());
      const navigate = vi.fn();
      let postedAt = 0;
      const postForm = vi.fn(() => {
        postedAt = Date.now();
      });
      const { result } = renderHook(() => usePlaceOrder({ navigate, postForm }), { wrapper });

      let pending!: Promise<PlaceOrderResult>;
      act(() => {
        pending = result.current.placeOrder();
      });
      await waitFor(() => expect(boughtAt).toBeGreaterThan(0));
      await act(() => vi.advanceTimersByTimeAsync(100));

      await waitFor(() => expect(postForm).toHaveBeenCalledTimes(1));
      expect(postForm).toHaveBeenCalledWith({
        url: 'https://pagamenti.carrello.dev/checkout',
        parameters: { token: 'abc', amount: '1362' },
      });
      expect(postedAt - boughtAt).toBeGreaterThanOrEqual(100);
      expect(navigate).not.toHaveBeenCalled();
      await act(async () => {
        await expect(pending).resolves.toMatchObject({ status: 'redirected', orderId: 90210 });
      });
      expect(result.current.isPending).toBe(false);
    });
  });

  describe('when the purchase returns nothing', () => {
    it.each([
      ['an empty object', {}],
      ['null', null],
    ])('goes to /payment-error on %s (docs/requirements/checkout.md step 6)', async (_, data) => {
      const { wrapper, queryClient } = createTestContext();
      checkoutServer(() => Response.json(ok(data)));
      queryClient.setQueryData(cartKeys.detail(), aCart());
      const navigate = vi.fn();
      const { result } = renderHook(() => usePlaceOrder({ navigate }), { wrapper });

      await act(() => result.current.placeOrder());

      expect(navigate).toHaveBeenCalledWith('/payment-error');
      expect(result.current.result).toEqual({ status: 'no-result' });
    });
  });

  describe('stops before locking (docs/requirements/checkout.md step 2)', () => {
    it('when the cart has no address', async () => {
      const { wrapper, queryClient } = createTestContext();
      const seen = checkoutServer(() => Response.json(ok({ orderId: 1 })));
      queryClient.setQueryData(cartKeys.detail(), aCart({ shippingAddress: null, timeslot: null }));
      const navigate = vi.fn();
      const onSettled = vi.fn();
      const { result } = renderHook(() => usePlaceOrder({ navigate, onSettled }), { wrapper });

      await act(() => result.current.placeOrder());

      expect(result.current.result?.status).toBe('missing-address');
      expect(result.current.message).toBe(PLACE_ORDER_MESSAGES.missingAddress);
      expect(seen.locks).toBe(0);
      expect(seen.buys).toHaveLength(0);
      expect(navigate).not.toHaveBeenCalled();
      expect(onSettled).toHaveBeenCalledTimes(1);
      expect(result.current.isPending).toBe(false);
    });

    it('when the cart has an address but no time slot', async () => {
      const { wrapper, queryClient } = createTestContext();
      const seen = checkoutServer(() => Response.json(ok({ orderId: 1 })));
      queryClient.setQueryData(cartKeys.detail(), aCart({ timeslot: null }));
      const navigate = vi.fn();
      const { result } = renderHook(() => usePlaceOrder({ navigate }), { wrapper });

      await act(() => result.current.placeOrder());

      expect(result.current.result?.status).toBe('missing-timeslot');
      expect(result.current.message).toBe(
        'Scegli la fascia oraria di consegna prima di concludere l’ordine.',
      );
      expect(seen.locks).toBe(0);
    });
  });

  describe('when a call fails (docs/requirements/checkout.md step 7)', () => {
    it('shows the refusal of the lock and does not buy', async () => {
      const { wrapper, queryClient } = createTestContext();
      let buys = 0;
      server.use(
        http.post('/ebsn/api/cart/lock', () =>
          Response.json(refused('La fascia oraria non è più disponibile.')),
        ),
        http.post('/ebsn/api/cart/buy', () => {
          buys += 1;
          return Response.json(ok({ orderId: 1 }));
        }),
      );
      queryClient.setQueryData(cartKeys.detail(), aCart());
      const navigate = vi.fn();
      const onSettled = vi.fn();
      const { result } = renderHook(() => usePlaceOrder({ navigate, onSettled }), { wrapper });

      await act(() => result.current.placeOrder());

      expect(result.current.message).toBe('La fascia oraria non è più disponibile.');
      expect(result.current.error?.message).toBe('La fascia oraria non è più disponibile.');
      expect(result.current.result).toMatchObject({ status: 'failed', step: 'lock' });
      expect(buys).toBe(0);
      expect(navigate).not.toHaveBeenCalled();
      expect(onSettled).toHaveBeenCalledTimes(1);
      expect(result.current.isPending).toBe(false);
    });

    it('shows the refusal of the purchase', async () => {
      const { wrapper, queryClient } = createTestContext();
      checkoutServer(() => Response.json(refused('Pagamento rifiutato dalla banca.')));
      queryClient.setQueryData(cartKeys.detail(), aCart());
      const navigate = vi.fn();
      const { result } = renderHook(() => usePlaceOrder({ navigate }), { wrapper });

      await act(() => result.current.placeOrder());

      expect(result.current.message).toBe('Pagamento rifiutato dalla banca.');
      expect(result.current.result).toMatchObject({ status: 'failed', step: 'buy' });
      expect(navigate).not.toHaveBeenCalled();
      expect(result.current.isPending).toBe(false);
    });

    it('shows the network error message when the server cannot be reached', async () => {
      const { wrapper, queryClient } = createTestContext();
      checkoutServer(() => HttpResponse.error());
      queryClient.setQueryData(cartKeys.detail(), aCart());
      const navigate = vi.fn();
      const { result } = renderHook(() => usePlaceOrder({ navigate }), { wrapper });

      await act(() => result.current.placeOrder());

      expect(result.current.message).toBe(NETWORK_ERROR_MESSAGE);
      expect(result.current.error?.name).toBe('NetworkError');
      expect(result.current.isPending).toBe(false);
    });
  });

  describe('when the shopper tries again after a failed attempt', () => {
    it('sends a new idempotency key, so the server buys again instead of replaying', async () => {
      const { wrapper, queryClient } = createTestContext();
      const seen = checkoutServer(() => Response.json(ok({ orderId: 90210 })));
      queryClient.setQueryData(cartKeys.detail(), aCart());
      const now = vi.spyOn(Date, 'now');
      const { result } = renderHook(() => usePlaceOrder({ navigate: vi.fn() }), { wrapper });

      now.mockReturnValue(1_700_000_000_000);
      await act(() => result.current.placeOrder());
      queryClient.setQueryData(cartKeys.detail(), aCart());
      now.mockReturnValue(1_700_000_060_000);
      await act(() => result.current.placeOrder());

      expect(seen.buys.map((buy) => buy.idempotency_key)).toEqual([
        'cart-5531-1700000000000',
        'cart-5531-1700000060000',
      ]);
    });
  });

  describe('when called twice', () => {
    it('buys once and gives both calls the same outcome', async () => {
      const { wrapper, queryClient } = createTestContext();
      const seen = checkoutServer(() => Response.json(ok({ orderId: 90210 })));
      queryClient.setQueryData(cartKeys.detail(), aCart());
      const navigate = vi.fn();
      const { result } = renderHook(() => usePlaceOrder({ navigate }), { wrapper });

      let first!: Promise<PlaceOrderResult>;
      let second!: Promise<PlaceOrderResult>;
      act(() => {
        first = result.current.placeOrder();
      });
      act(() => {
        second = result.current.placeOrder();
      });
      expect(second).toBe(first);
      await act(async () => {
        await Promise.all([first, second]);
      });

      expect(seen.locks).toBe(1);
      expect(seen.buys).toHaveLength(1);
      expect(navigate).toHaveBeenCalledTimes(1);
    });
  });

  describe('canPay (docs/requirements/checkout.md and account.md)', () => {
    it.each([
      [{ profileLevel: 0 }, false],
      [{ profileLevel: 1 }, true],
      [undefined, false],
    ])('is %s for user %o', (user, expected) => {
      const { wrapper } = createTestContext();
      const { result } = renderHook(() => usePlaceOrder({ navigate: vi.fn(), user }), {
        wrapper,
      });
      expect(result.current.canPay).toBe(expected);
    });
  });
});
