import type { PaymentIntentResult, SetupIntentResult, Stripe } from '@stripe/stripe-js';
import { vi } from 'vitest';

/**
 * Stripe's instance API, faked: Elements mounts a Payment Element that is ready at once, and
 * `confirmPayment` and `confirmSetup` answer as the test says. `instance` is what Stripe.js
 * would give the storefront; `stripe`, `elements` and `element` are its mocks, to assert on.
 */
export function fakeStripe({
  confirmPayment,
  confirmSetup,
}: {
  confirmPayment?: () => Promise<PaymentIntentResult>;
  confirmSetup?: () => Promise<SetupIntentResult>;
} = {}) {
  const element = {
    mount: vi.fn(),
    destroy: vi.fn(),
    update: vi.fn(),
    off: vi.fn(),
    on: vi.fn((event: string, handler: () => void) => {
      if (event === 'ready') queueMicrotask(handler);
    }),
  };
  const elements = { create: vi.fn(() => element), update: vi.fn(), getElement: vi.fn() };
  const stripe = {
    elements: vi.fn(() => elements),
    confirmPayment: vi.fn(confirmPayment),
    confirmSetup: vi.fn(confirmSetup),
    createToken: vi.fn(),
    createPaymentMethod: vi.fn(),
    confirmCardPayment: vi.fn(),
    registerAppInfo: vi.fn(),
    _registerWrapper: vi.fn(),
  };
  return { stripe, elements, element, instance: stripe as unknown as Stripe };
}

/**
 * A Stripe answer held back until the test settles it, to see the form while Stripe confirms:
 * `answer` is the fake's `confirmPayment` or `confirmSetup`, `settle` gives its result.
 */
export function heldAnswer<T>() {
  let settle: (result: T | Promise<T>) => void = () => {};
  const held = new Promise<T>((resolve) => {
    settle = resolve;
  });
  return { answer: () => held, settle: (result: T | Promise<T>) => settle(result) };
}
