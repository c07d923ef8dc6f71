import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { vi } from 'vitest';

import { EbsnError, type Cart } from '@carrello/sdk';

import { useCarrelloClient } from '../provider';
import { mario } from '../session/session-fixtures';
import { withFakeTimersEachTest } from '../testing/fake-timers';
import { holdAnswer } from '../testing/hold-answer';
import { present } from '../testing/present';
import { http, ok, refused, server } from '../testing/server';
import { serveOk, type ServedCall } from '../testing/served-call';
import { serveRefusal } from '../testing/server-refusal';
import { createTestContext } from '../testing/wrapper';
import { aCart, aCartItem, aProduct } from './cart-fixtures';
import { cartKeys, cartMutationKeys } from './cart-keys';
import { CART_MUTATION_SCOPE, cartMutations } from './cart-mutations';
import { useAddToCart } from './use-add-to-cart';
import { useCart } from './use-cart';
import { useRemoveCartItem } from './use-remove-cart-item';
import { useUpdateCartItem } from './use-update-cart-item';

/** A cart line with a "+" button, as a product row of the cart shows it. */
function CartLine() {
  const { data: cart } = useCart();
  const updateItem = useUpdateCartItem();
  const item = cart?.cartItems[0];
  if (!item) return null;
  return (
    <p>
      <span>{`Quantità: ${item.quantity}`}</span>
      <button
        type="button"
        aria-label="Aumenta quantità"
        onClick={() => updateItem.mutate({ item, quantity: item.quantity + 1 })}
      >
        +
      </button>
    </p>
  );
}

describe('cart mutations', () => {
  withFakeTimersEachTest();

  describe('when the shopper taps + five times on a slow server', () => {
    it("ends with the server's last cart, never an older answer", async () => {
      // A fake server that applies each change as it arrives and answers after a delay that
      // shrinks request by request: the first answer is the slowest.
      const delays = [500, 400, 300, 200, 100];
      const line = aCartItem({ itemId: 70011, quantity: 1 });
      let serverCart: Cart = aCart({ cartItems: [line] });
      const received: number[] = [];
      server.use(
        http.get('/ebsn/api/auth/test', () => Response.json(ok({ user: mario }))),
        http.get('/ebsn/api/cart/view', () => Response.json(ok(serverCart))),
        http.post('/ebsn/api/cart/update-product', async ({ request }) => {
          const body = (await request.json()) as { items: Array<{ quantity: number }> };
          const quantity = body.items[0]?.quantity ?? 0;
          received.push(quantity);
          serverCart = { ...serverCart, cartItems: [{ ...line, quantity }] };
          const answer = serverCart;
          await delay(delays[received.length - 1] ?? 0);
          return Response.json(ok(answer));
        }),
      );
      const { wrapper, queryClient } = createTestContext();
      render(<CartLine />, { wrapper });
      // The session answers first, then the cart it allows: as many turns as that takes.
      for (let turn = 0; turn < 20 && !screen.queryByText('Quantità: 1'); turn += 1)
        await act(() => vi.advanceTimersByTimeAsync(10));
      expect(screen.getByText('Quantità: 1')).toBeTruthy();

      for (const expected of [2, 3, 4, 5, 6]) {
        fireEvent.click(screen.getByRole('button', { name: 'Aumenta quantità' }));
        await act(() => vi.advanceTimersByTimeAsync(0));
        // Optimistic: the new quantity shows at once.
        expect(screen.getByText(`Quantità: ${expected}`)).toBeTruthy();
      }
      await act(() => vi.advanceTimersByTimeAsync(3000));
      await act(() => vi.advanceTimersByTimeAsync(3000));

      expect(received).toEqual([2, 3, 4, 5, 6]);
      expect(queryClient.isMutating()).toBe(0);
      expect(queryClient.getQueryData(cartKeys.detail())).toEqual(serverCart);
      expect(screen.getByText('Quantità: 6')).toBeTruthy();
    });
  });
});

describe('when a queued cart change fails', () => {
  // Two lines: a change of line 1 is held until released, a change of line 2 is refused.
  const one = aCartItem({ itemId: 1, quantity: 3, grossTotal: 3.6 });
  const two = aCartItem({ itemId: 2, quantity: 1, grossTotal: 1.2 });
  const before = aCart({ cartItems: [one, two], grossTotal: 4.8 });

  async function changeBothLines(answerOne: () => Promise<Response>) {
    server.use(
      http.post('/ebsn/api/cart/update-product', async ({ request }) => {
        const body = (await request.json()) as { items: Array<{ itemId: number }> };
        if (body.items[0]?.itemId === 1) return answerOne();
        return Response.json(refused('Quantità non disponibile.'));
      }),
    );
    const context = createTestContext();
    context.queryClient.setQueryData(cartKeys.detail(), before);
    const { result } = renderHook(() => ({ one: useUpdateCartItem(), two: useUpdateCartItem() }), {
      wrapper: context.wrapper,
    });
    const cart = () => context.queryClient.getQueryData<Cart>(cartKeys.detail());
    const quantities = () => cart()?.cartItems.map((line) => line.quantity);
    act(() => result.current.one.mutate({ item: one, quantity: 4 }));
    await waitFor(() => expect(quantities()).toEqual([4, 1]));
    act(() => result.current.two.mutate({ item: two, quantity: 2 }));
    await waitFor(() => expect(quantities()).toEqual([4, 2]));
    return { ...context, result, cart };
  }

  it('ends as the server answered the change before it, not with that change still pending', async () => {
    const answer = holdAnswer();
    const afterOne = aCart({
      cartItems: [{ ...one, quantity: 4, grossTotal: 4.8 }, two],
      grossTotal: 6,
    });
    const { result, cart, notify } = await changeBothLines(async () => {
      await answer.released;
      return Response.json(ok(afterOne));
    });

    answer.release();

    await waitFor(() => expect(result.current.two.isError).toBe(true));
    expect(cart()).toEqual(afterOne);
    expect(notify).toHaveBeenCalledWith({ type: 'error', message: 'Quantità non disponibile.' });
  });

  it('ends as the cart was when both changes are refused', async () => {
    const answer = holdAnswer();
    const { result, cart } = await changeBothLines(async () => {
      await answer.released;
      return Response.json(refused('Prodotto esaurito.'));
    });

    answer.release();

    await waitFor(() => expect(result.current.two.isError).toBe(true));
    expect(result.current.one.isError).toBe(true);
    expect(cart()).toEqual(before);
  });
});

// The changes the cart shows at once (docs/requirements/cart.md): what a refusal undoes, and
// what the caller's own callbacks see.
describe('an optimistic cart change', () => {
  const line = aCartItem({ itemId: 70011, quantity: 1 });
  const before = aCart({ cartItems: [line] });
  const answered = aCart({ cartId: 777 });

  /** Spies for a hook's options; each gives back the cart cached when it ran. */
  function callbacksReadingCart(queryClient: QueryClient) {
    const cachedCart = () => queryClient.getQueryData(cartKeys.detail());
    return {
      onSuccess: vi.fn<(...args: unknown[]) => unknown>(cachedCart),
      onError: vi.fn<(...args: unknown[]) => unknown>(cachedCart),
      onSettled: vi.fn<(...args: unknown[]) => unknown>(cachedCart),
    };
  }
  type Callbacks = ReturnType<typeof callbacksReadingCart>;

  /**
   * `callback` ran once, with `args` and then TanStack's two (the `onMutate` result and the
   * mutation context), while the cache held `cart`.
   */
  function expectRanOnceSeeing(callback: Callbacks[keyof Callbacks], args: unknown[], cart: Cart) {
    expect(callback).toHaveBeenCalledExactlyOnceWith(...args, expect.anything(), expect.anything());
    expect(callback).toHaveReturnedWith(cart);
  }

  /** A row: the hook, the call it makes, a change of `line` and how the server refuses it. */
  function change<TVariables>(
    hook: string,
    call: ServedCall,
    useHook: (options: Callbacks) => {
      mutate: (variables: TVariables) => void;
      isSuccess: boolean;
      isError: boolean;
      error: Error | null;
    },
    variables: TVariables,
    refusal: { message: string; status?: number },
  ) {
    /** Renders the hook with the caller's callbacks; gives its result and the change to make. */
    function useChange(callbacks: Callbacks) {
      const mutation = useHook(callbacks);
      return { ...mutation, change: () => mutation.mutate(variables) };
    }
    return { hook, call, variables, refusal, useChange };
  }

  describe.each([
    change(
      'useAddToCart',
      { post: '/ebsn/api/cart/add-product' },
      useAddToCart,
      { product: aProduct({ productId: 555 }), quantity: 1 },
      { message: 'Prodotto non disponibile nel punto vendita.' },
    ),
    change(
      'useUpdateCartItem',
      { post: '/ebsn/api/cart/update-product' },
      useUpdateCartItem,
      { item: line, quantity: 99 },
      { message: 'Quantità massima superata.' },
    ),
    change(
      'useRemoveCartItem',
      { post: '/ebsn/api/cart/remove-product' },
      useRemoveCartItem,
      { item: line },
      { status: 409, message: 'Il carrello è bloccato per il pagamento.' },
    ),
  ])('$hook', ({ useChange, variables, call, refusal }) => {
    /** Caches `before`, makes the change with the caller's callbacks and waits for `state`. */
    async function changeLine(state: 'isSuccess' | 'isError') {
      const context = createTestContext();
      context.queryClient.setQueryData(cartKeys.detail(), before);
      const callbacks = callbacksReadingCart(context.queryClient);
      const { result } = renderHook(() => useChange(callbacks), { wrapper: context.wrapper });
      act(() => result.current.change());
      await waitFor(() => expect(result.current[state]).toBe(true));
      const cart = () => context.queryClient.getQueryData(cartKeys.detail());
      return { ...context, ...callbacks, result, cart };
    }

    it("puts the old lines back and shows the server's message when it refuses", async () => {
      serveRefusal({ ...call, ...refusal });

      const { result, cart, notify } = await changeLine('isError');

      expect(result.current.error?.message).toBe(refusal.message);
      expect(cart()).toEqual(before);
      expect(notify).toHaveBeenCalledWith({ type: 'error', message: refusal.message });
    });

    it("calls the caller's onError and onSettled with the refusal once the old lines are back", async () => {
      serveRefusal({ ...call, ...refusal });

      const { onSuccess, onError, onSettled } = await changeLine('isError');

      const [error] = present(onError.mock.calls[0], "the caller's onError");
      expect(error).toBeInstanceOf(EbsnError);
      expect(error).toHaveProperty('message', refusal.message);
      expectRanOnceSeeing(onError, [error, variables], before);
      expectRanOnceSeeing(onSettled, [undefined, error, variables], before);
      expect(onSuccess).not.toHaveBeenCalled();
    });

    it("calls the caller's onSuccess and onSettled once the cache holds the server's cart", async () => {
      serveOk(call, answered);

      const { onSuccess, onError, onSettled } = await changeLine('isSuccess');

      expectRanOnceSeeing(onSuccess, [answered, variables], answered);
      expectRanOnceSeeing(onSettled, [answered, null, variables], answered);
      expect(onError).not.toHaveBeenCalled();
    });
  });
});

describe('cartMutations', () => {
  it('give every cart change a key under cartMutationKeys.all and the cart scope', () => {
    const { client, queryClient } = createTestContext();
    const factories = Object.values(cartMutations).map((factory) => factory(client, queryClient));
    const keys = factories.map((options) => options.mutationKey.join('/'));
    expect(new Set(keys).size).toBe(factories.length);
    for (const options of factories) {
      expect(options.mutationKey.slice(0, cartMutationKeys.all.length)).toEqual([
        ...cartMutationKeys.all,
      ]);
      expect(options.scope).toEqual({ id: 'carrello-cart' });
    }
  });

  it('work with useMutation directly and write the answered cart', async () => {
    const answered = aCart({ cartItems: [aCartItem({ quantity: 3 })] });
    serveOk({ post: '/ebsn/api/cart/set-cart-info' }, answered);
    const { wrapper, queryClient } = createTestContext();
    const { result } = renderHook(
      () => useMutation(cartMutations.setInfo(useCarrelloClient(), useQueryClient())),
      { wrapper },
    );

    act(() => result.current.mutate({ property: 'order_comment', value: 'Citofono Rossi' }));

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData(cartKeys.detail())).toEqual(answered);
    expect(CART_MUTATION_SCOPE).toEqual({ id: 'carrello-cart' });
  });
});
