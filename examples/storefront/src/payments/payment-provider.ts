import type { ComponentType } from 'react';

import type { CardPaymentParams } from './card-payment-params';

/** Props of a provider's card form. */
export interface CardPaymentFormProps {
  params: CardPaymentParams;
  /** Called when the provider confirmed the payment. */
  onCompleted: () => void;
  /** Called when the provider refused the payment. */
  onFailed: () => void;
}

/** A card payment provider behind one small interface (issue 6.4). */
export interface PaymentProvider {
  /** Provider id, from `VITE_PAYMENT_PROVIDER`. */
  id: string;
  /** The card form of the StripePayPayment page, or `null` when payments happen on the provider's own page. */
  CardForm: ComponentType<CardPaymentFormProps> | null;
}

/**
 * The reference server's simulated provider: buying answers with the URL of the server's own
 * payment page, which the checkout posts to, so there is no card form in the storefront.
 */
export const simulatedProvider: PaymentProvider = { id: 'simulated', CardForm: null };

/** The provider chosen by configuration. */
export function paymentProvider(): PaymentProvider {
  return simulatedProvider;
}
