import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

import { FORM_POST_REDIRECT_DELAY_MS, PAYMENT_TYPE, canPay, type UserFlags } from '@carrello/core';
import type { EbsnError, NetworkError, PaymentResponse } from '@carrello/sdk';

import { cartMutations } from '../cart/cart-mutations';
import { cartQueries } from '../cart/cart-queries';
import { defaultHookMessages } from '../messages';
import { cachedQueryData } from '../query-client';
import { useCarrelloContext } from '../provider';
import { checkoutMutations, runMutation } from './checkout-mutations';
import { postForm as browserPostForm, type PostFormRequest } from './post-form';

/** Italian texts of the checkout steps that stop before calling the server (docs/requirements/checkout.md step 2). */
export const PLACE_ORDER_MESSAGES = {
  missingAddress: defaultHookMessages.missingAddress,
  missingTimeslot: defaultHookMessages.missingTimeslot,
} as const;

/** Route of a completed order (docs/requirements/app-shell.md). */
export function paymentCompletedPath(orderId: number): string {
  return `/cart/payment-completed/${orderId}`;
}

/** Route shown when the purchase returns nothing (docs/requirements/app-shell.md and checkout.md step 6). */
export const PAYMENT_ERROR_PATH = '/payment-error';

/** How a call of `placeOrder` ended. */
export type PlaceOrderResult =
  /** The cart has no address: nothing was sent. */
  | { status: 'missing-address'; message: string }
  /** The cart has an address but no time slot: nothing was sent. */
  | { status: 'missing-timeslot'; message: string }
  /** The browser was sent to the payment provider with a form post. */
  | { status: 'redirected'; paymentUrl: string; orderId: number | undefined }
  /** The order is complete; the app went to its completed route. */
  | { status: 'completed'; orderId: number }
  /** The purchase returned nothing; the app went to /payment-error. */
  | { status: 'no-result' }
  /** A step failed; `message` is the server's Italian text (docs/requirements/checkout.md step 7). */
  | { status: 'failed'; step: CheckoutStep; error: CheckoutError; message: string };

/** Steps of the checkout that can fail: loading the cart, locking it, buying, redirecting. */
export type CheckoutStep = 'cart' | 'lock' | 'buy' | 'redirect';

/**
 * Why a checkout failed: the server's refusal (`EbsnError`), an unreachable server
 * (`NetworkError`), or an error thrown by the injected `navigate` or `postForm`.
 */
export type CheckoutError = EbsnError | NetworkError | Error;

/** Options of {@link usePlaceOrder}. */
export interface UsePlaceOrderOptions {
  /** Goes to an app route, e.g. the router's `navigate`. */
  navigate: (path: string) => void;
  /**
   * Posts the payment form to the provider.
   * @default a hidden form submitted in the page (browsers only)
   */
  postForm?: (request: PostFormRequest) => void;
  /**
   * Payment type to buy with.
   * @default 12 (`PAYMENT_TYPE.FAST_PAYMENT`, docs/requirements/checkout.md step 4)
   */
  paymentTypeId?: number;
  /** Saved payment method to charge, if the shopper chose one. */
  paymentAuthId?: number;
  /**
   * The signed-in user (e.g. `user` of the session query); only `canPay` reads it, and it is
   * false while the user is not given.
   */
  user?: UserFlags | null | undefined;
  /** Called when a call of `placeOrder` ends, whatever the outcome (docs/requirements/checkout.md step 8). */
  onSettled?: (result: PlaceOrderResult) => void;
}

/** What {@link usePlaceOrder} returns. */
export interface UsePlaceOrderReturn {
  /**
   * Runs the checkout; a call while one is running returns the running one's promise, so a
   * double click never buys twice.
   */
  placeOrder: () => Promise<PlaceOrderResult>;
  /** Whether a checkout is running (disable the confirm button). */
  isPending: boolean;
  /** How the last checkout ended; undefined before the first one and while one runs. */
  result: PlaceOrderResult | undefined;
  /** The error of the last checkout, if a step failed. */
  error: CheckoutError | null;
  /** Italian text to show in the response message area, if any. */
  message: string | undefined;
  /**
   * Whether the user may pay (profile level at least 1); when false show the complete-profile
   * prompt instead of the buttons (docs/requirements/checkout.md).
   */
  canPay: boolean;
}

/** Shown when something else than a call failed (e.g. the injected `navigate` threw). */
function failure(step: CheckoutStep, error: unknown, unexpected: string): PlaceOrderResult {
  const cause = error instanceof Error ? error : new Error(unexpected);
  return {
    status: 'failed',
    step,
    error: cause,
    message: cause.message || unexpected,
  };
}

function delay(ms: number) {
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}

/**
 * The checkout payment of docs/requirements/checkout.md, router-agnostic: checks the cart's address and time slot,
 * locks the cart, buys it (payment type 12, one idempotency key per cart), then posts the
 * provider form after 100 ms or goes to the completed route.
 * @example
 * const navigate = useNavigate();
 * const { placeOrder, isPending, message, canPay } = usePlaceOrder({ navigate, user: session?.user });
 * if (!canPay) return <CompleteProfilePrompt />;
 * return <button disabled={isPending || !formValid} onClick={() => void placeOrder()}>Conferma</button>;
 */
export function usePlaceOrder(options: UsePlaceOrderOptions): UsePlaceOrderReturn {
  const { client, messages } = useCarrelloContext();
  const queryClient = useQueryClient();
  const [isPending, setIsPending] = useState(false);
  const [result, setResult] = useState<PlaceOrderResult>();
  const running = useRef<Promise<PlaceOrderResult> | null>(null);
  // Callbacks change on every render; the running checkout reads the latest ones.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const run = useCallback(async (): Promise<PlaceOrderResult> => {
    const { paymentTypeId, paymentAuthId } = latest.current;
    const attemptStartedAt = Date.now();
    let cart;
    try {
      cart = await cachedQueryData(queryClient, cartQueries.detail(client));
    } catch (error) {
      return failure('cart', error, messages.unexpectedError);
    }
    // docs/requirements/checkout.md step 2: an address is required, then a time slot; otherwise stop.
    if (!cart.shippingAddress) {
      return { status: 'missing-address', message: messages.missingAddress };
    }
    if (!cart.timeslot) {
      return { status: 'missing-timeslot', message: messages.missingTimeslot };
    }
    // docs/requirements/checkout.md step 3: lock the cart, after the cart changes still running (the cart's scope).
    try {
      await runMutation(queryClient, cartMutations.lock(client, queryClient), undefined);
    } catch (error) {
      return failure('lock', error, messages.unexpectedError);
    }
    // docs/requirements/checkout.md step 4: buy with payment type 12; docs/requirements/checkout.md "one cart, one order": the key
    // names the cart and this attempt, so a repeat of the request gets the first outcome back,
    // while a new attempt after a declined payment buys again (the server keeps one order per
    // cart either way).
    let bought;
    try {
      bought = await runMutation(queryClient, checkoutMutations.buy(client, queryClient), {
        payment_type_id: paymentTypeId ?? PAYMENT_TYPE.FAST_PAYMENT,
        ...(paymentAuthId !== undefined ? { payment_auth_id: paymentAuthId } : {}),
        idempotency_key: `cart-${cart.cartId}-${attemptStartedAt}`,
      });
    } catch (error) {
      return failure('buy', error, messages.unexpectedError);
    }
    // A status 0 with no data (step 6 below) is outside the SDK's types, so it is named here.
    const payment = bought as PaymentResponse | null | undefined;
    const orderId = payment?.orderId || payment?.order?.orderId || undefined;
    // docs/requirements/checkout.md step 5: with a payment URL, post the parameters to the provider after 100 ms.
    if (payment?.paymentUrl) {
      const paymentUrl = payment.paymentUrl;
      const parameters = payment.paymentParameters ?? {};
      await delay(FORM_POST_REDIRECT_DELAY_MS);
      (latest.current.postForm ?? browserPostForm)({ url: paymentUrl, parameters });
      return { status: 'redirected', paymentUrl, orderId };
    }
    if (orderId) {
      latest.current.navigate(paymentCompletedPath(orderId));
      return { status: 'completed', orderId };
    }
    // docs/requirements/checkout.md step 6: the purchase returned nothing.
    latest.current.navigate(PAYMENT_ERROR_PATH);
    return { status: 'no-result' };
  }, [client, queryClient, messages]);

  const placeOrder = useCallback(() => {
    // A second click while the checkout runs gets the same promise: one lock, one buy.
    if (running.current) return running.current;
    setIsPending(true);
    setResult(undefined);
    const promise = run()
      .catch((error: unknown) => failure('redirect', error, messages.unexpectedError))
      .then((outcome) => {
        running.current = null;
        // docs/requirements/checkout.md step 8: in every case loading ends and completion is signalled.
        setResult(outcome);
        setIsPending(false);
        latest.current.onSettled?.(outcome);
        return outcome;
      });
    running.current = promise;
    return promise;
  }, [run, messages]);

  return {
    placeOrder,
    isPending,
    result,
    error: result?.status === 'failed' ? result.error : null,
    message: result && 'message' in result ? result.message : undefined,
    canPay: canPay(options.user),
  };
}
